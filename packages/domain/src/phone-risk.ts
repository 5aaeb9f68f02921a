/**
 * What a shop learns from a phone's earlier orders, shown on every order in the back office: how many
 * were delivered, returned, cancelled or are still open, and a risk badge from plain rules that say
 * why. Cash-on-delivery shops lose most to orders refused at the door and to fake orders.
 */

/** The phone's other orders, by what became of them. */
export interface PhoneHistory {
  /** Every other order from this phone. */
  orders: number;
  delivered: number;
  returned: number;
  cancelled: number;
  /** Other orders still pending or confirmed. */
  open: number;
}

/** From this many cancellations, the phone is a risk. */
export const RISKY_CANCELLATIONS = 2;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Why an order from this phone needs care, one sentence per rule met; empty when none is. */
export function riskReasons(history: PhoneHistory): string[] {
  const reasons: string[] = [];
  if (history.returned > 0) {
    reasons.push(`${plural(history.returned, 'earlier order')} returned (refused at the door).`);
  }
  if (history.cancelled >= RISKY_CANCELLATIONS) {
    reasons.push(`${plural(history.cancelled, 'earlier order')} cancelled.`);
  }
  if (history.open > 0) {
    reasons.push(`${plural(history.open + 1, 'order')} open at once from this phone.`);
  }
  return reasons;
}
