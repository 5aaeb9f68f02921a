/**
 * The stock ledger's words (issue #27, decision 0024): why a variant's stock changed, and the one clamp
 * every change of stock goes through.
 */
import { PRODUCT_STOCK_MAX } from './constants';
import { labelledCodes } from './labelled-codes';

/** The reasons staff give for changing stock by hand; 'other' needs a note. */
const ADJUST_REASON_PAIRS = [
  ['received', 'Received'],
  ['damaged', 'Damaged'],
  ['lost', 'Lost'],
  ['recount', 'Recount'],
  ['other', 'Other'],
] as const;
export const ADJUST_REASONS = labelledCodes(ADJUST_REASON_PAIRS).codes;
export type AdjustReason = (typeof ADJUST_REASONS)[number];

/** Everything that changes stock, each written on its movement. */
const stockReasons = labelledCodes([
  ...ADJUST_REASON_PAIRS,
  ['order_placed', 'Order placed'],
  ['order_cancelled', 'Order cancelled'],
  ['order_expired', 'Order not confirmed in time'],
  ['order_returned', 'Order returned'],
  ['order_deleted', 'Order deleted'],
  ['return_corrected', 'Return corrected to delivered'],
  ['product_created', 'Product created'],
  ['product_edited', 'Product edited'],
  ['import', 'Products imported'],
  ['migration', 'Variants introduced (decision 0024)'],
  ['demo', 'Demo catalogue'],
]);
export const STOCK_REASONS = stockReasons.codes;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_REASON_LABELS = stockReasons.labels;

/**
 * The change that can be made to `current` units towards `current + delta` while staying within 0 and
 * PRODUCT_STOCK_MAX: the one clamp, used where stock is given back or set (never where it is taken,
 * which refuses instead). The movement records this, so the ledger adds up even when it cut.
 */
export function clampedDelta(current: number, delta: number): number {
  const next = Math.min(Math.max(current + delta, 0), PRODUCT_STOCK_MAX);
  return next - current;
}

/** Why an adjustment would leave a variant below zero (the 409's words). */
export function belowZeroMessage(sku: string, current: number, delta: number): string {
  return `${sku} has ${current} in stock; taking ${-delta} would leave it below 0.`;
}
