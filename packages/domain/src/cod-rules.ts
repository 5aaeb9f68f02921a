/**
 * The owner's cash-on-delivery rules (issue #29, decision 0030), one set of pure functions for the
 * checkout and the server: the COD fee, the cash a rider collects in whole rupees (rounded down, in the
 * shopper's favour), and why an order may not be paid on delivery (too large, a city the shop does not
 * send cash parcels to, an address with no house, street or block number). All amounts are paisa.
 */
import { formatPaisa, type Paisa } from './money';
import type { Totals } from './pricing';

/** The fee a shop adds for collecting cash: none, a fixed amount, or a percentage with an optional cap. */
export type CodFee =
  | { kind: 'none' }
  | { kind: 'fixed'; amount: Paisa }
  /** basisPoints: hundredths of a percent (150 = 1.5%); cap: the most the fee may be, or none. */
  | { kind: 'percent'; basisPoints: number; cap: Paisa | null };

export const COD_FEE_KINDS = ['none', 'fixed', 'percent'] as const;
export type CodFeeKind = (typeof COD_FEE_KINDS)[number];

export interface CodRules {
  /** The most the cash to collect may be; null: no limit. */
  maxOrder: Paisa | null;
  fee: CodFee;
  /** The shop's cities (packages/domain/src/cities.ts, by id) where cash on delivery is not offered. */
  noCodCityIds: readonly number[];
  /** The address must carry a house, street or block number. */
  requireHouseNumber: boolean;
}

/** A shop that has set no rules: no limit, no fee, every city, any address. */
export const NO_COD_RULES: CodRules = {
  maxOrder: null,
  fee: { kind: 'none' },
  noCodCityIds: [],
  requireHouseNumber: false,
};

/** The most a percentage fee may be (10%): a larger number is a typing slip, not a price. */
export const COD_FEE_MAX_BASIS_POINTS = 1000;

/** The totals of a cash-on-delivery order: grandTotal is the cash to collect, whole rupees. */
export interface CodTotals extends Totals {
  /** The shop's fee for collecting cash. */
  codFee: Paisa;
  /** What was taken off to reach whole rupees: 0 to −99 paisa, always in the shopper's favour. */
  rounding: Paisa;
}

function assertPaisa(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole, non-negative number of paisa, got ${value}`);
  }
}

/**
 * The fee on an amount due (the goods after the coupon, and delivery). A percentage is rounded half
 * up to the paisa in exact integer arithmetic (BigInt: amount × basis points can pass 2^53), then
 * held to the cap.
 */
export function codFeeOn(fee: CodFee, due: Paisa): Paisa {
  assertPaisa(due, 'Amount due');
  switch (fee.kind) {
    case 'none':
      return 0;
    case 'fixed':
      assertPaisa(fee.amount, 'COD fee');
      return fee.amount;
    case 'percent': {
      const { basisPoints, cap } = fee;
      if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10000) {
        throw new RangeError(`COD fee basis points must be 0 to 10000, got ${basisPoints}`);
      }
      const exact = Number((BigInt(due) * BigInt(basisPoints) + 5000n) / 10000n);
      if (cap === null) return exact;
      assertPaisa(cap, 'COD fee cap');
      return Math.min(exact, cap);
    }
  }
}

/** Whole rupees at or below an amount: what a rider can collect without coins, the paisa let go. */
export function cashToCollect(amount: Paisa): Paisa {
  assertPaisa(amount, 'Amount');
  return amount - (amount % 100);
}

/**
 * The order's totals with its COD fee and rounding: grandTotal is what the rider collects, the figure
 * every later reader (the parcel booking's COD amount, the packing slip, the e-mails) uses.
 */
export function withCashOnDelivery(totals: Totals, fee: CodFee): CodTotals {
  const due = totals.totalPrice + totals.deliveryFee;
  const codFee = codFeeOn(fee, due);
  const exact = due + codFee;
  const cash = cashToCollect(exact);
  return { ...totals, codFee, rounding: cash - exact, grandTotal: cash };
}

/** The form's field a refusal is shown under; the API names it `shippingInfo.<field>` or grandTotal. */
export type CodRefusalField = 'address' | 'city' | 'grandTotal';

export interface CodRefusal {
  field: CodRefusalField;
  message: string;
}

/** A house, street, block, plot or flat number: a digit, Latin or Urdu (Extended Arabic-Indic). */
const A_NUMBER = /[0-9\u0660-\u0669\u06F0-\u06F9]/;

export function hasHouseNumber(address: string): boolean {
  return A_NUMBER.test(address);
}

export const HOUSE_NUMBER_MESSAGE =
  'Please add your house, street or block number, so the rider can find you.';

export function noCodCityMessage(city: string): string {
  return `We do not offer cash on delivery in ${city}. Please contact us on WhatsApp to order.`;
}

export function overMaxOrderMessage(maxOrder: Paisa): string {
  return (
    `Cash on delivery is for orders up to ${formatPaisa(maxOrder)}. ` +
    'Please remove some items, or contact us on WhatsApp to order.'
  );
}

/** The cash to collect is more than the shop takes on delivery. */
export function isOverMaxOrder(rules: Pick<CodRules, 'maxOrder'>, cash: Paisa): boolean {
  return rules.maxOrder !== null && cash > rules.maxOrder;
}

/**
 * Why this order may not be paid in cash on delivery, one reason per field, in the form's order; an
 * empty list when it may. `cityId` is the shop's city the order goes to (null for a city not on the
 * list, which staff check when they call: it is not refused). `cash` is the cash to collect.
 */
export function codRefusals(
  rules: CodRules,
  order: { address: string; cityId: number | null; city: string; cash: Paisa },
): CodRefusal[] {
  const refusals: CodRefusal[] = [];
  if (rules.requireHouseNumber && !hasHouseNumber(order.address)) {
    refusals.push({ field: 'address', message: HOUSE_NUMBER_MESSAGE });
  }
  if (order.cityId !== null && rules.noCodCityIds.includes(order.cityId)) {
    refusals.push({ field: 'city', message: noCodCityMessage(order.city) });
  }
  if (rules.maxOrder !== null && isOverMaxOrder(rules, order.cash)) {
    refusals.push({ field: 'grandTotal', message: overMaxOrderMessage(rules.maxOrder) });
  }
  return refusals;
}
