/**
 * What a shop learns from a phone's earlier orders, shown on every order in the back office: how many
 * were delivered, returned, cancelled or are still open, and a risk badge from plain rules that say
 * why. Cash-on-delivery shops lose most to orders refused at the door and to fake orders.
 */
import { RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReason } from './order-returns';

/** The phone's other orders, by what became of them. */
export interface PhoneHistory {
  /** Every other order from this phone. */
  orders: number;
  delivered: number;
  returned: number;
  /** The returned ones by the reason recorded; returns from before reasons were kept are in none. */
  returnReasons: Record<ReturnReason, number>;
  cancelled: number;
  /** Other orders still pending or confirmed. */
  open: number;
}

/** No returns yet, by every reason. */
export const NO_RETURNS: Record<ReturnReason, number> = Object.fromEntries(
  RETURN_REASONS.map((reason) => [reason, 0]),
) as Record<ReturnReason, number>;

/** A phone with no other orders. */
export const NO_HISTORY: PhoneHistory = {
  orders: 0,
  delivered: 0,
  returned: 0,
  returnReasons: NO_RETURNS,
  cancelled: 0,
  open: 0,
};

/** From this many cancellations, the phone is a risk. */
export const RISKY_CANCELLATIONS = 2;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Why the returns came back, as recorded: "refused at the door", or "1 refused at the door, 1 not
 * reachable"; returns without a recorded reason (before reasons were kept) are "not recorded".
 */
export function returnsWhy(returned: number, byReason: Record<ReturnReason, number>): string {
  const parts = RETURN_REASONS.filter((reason) => byReason[reason] > 0).map((reason) => ({
    count: byReason[reason],
    label: RETURN_REASON_LABELS[reason].toLowerCase(),
  }));
  const recorded = parts.reduce((sum, part) => sum + part.count, 0);
  if (recorded < returned) parts.push({ count: returned - recorded, label: 'reason not recorded' });
  if (parts.length === 1) return parts[0]?.label ?? '';
  return parts.map((part) => `${part.count} ${part.label}`).join(', ');
}

/** Why an order from this phone needs care, one sentence per rule met; empty when none is. */
export function riskReasons(history: PhoneHistory): string[] {
  const reasons: string[] = [];
  if (history.returned > 0) {
    reasons.push(
      `${plural(history.returned, 'earlier order')} returned (${returnsWhy(history.returned, history.returnReasons)}).`,
    );
  }
  if (history.cancelled >= RISKY_CANCELLATIONS) {
    reasons.push(`${plural(history.cancelled, 'earlier order')} cancelled.`);
  }
  if (history.open > 0) {
    reasons.push(`${plural(history.open + 1, 'order')} open at once from this phone.`);
  }
  return reasons;
}
