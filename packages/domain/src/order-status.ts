/**
 * An order's life as a state machine, one table read by the server (which enforces it) and the browser
 * (which offers only the actions it allows). A cash-on-delivery order is placed `pending` and waits for
 * the shopper to confirm it (a call, a WhatsApp message or the tracking page); then it is shipped with a
 * courier and a tracking number, and delivered or returned. It can be cancelled until it ships.
 */
import { labelledCodes } from './labelled-codes';
import { TRIMMED_SPACES } from './patterns';

const orderStatuses = labelledCodes([
  ['pending', 'Waiting for confirmation'],
  ['confirmed', 'Confirmed'],
  ['shipped', 'Shipped'],
  ['delivered', 'Delivered'],
  ['cancelled', 'Cancelled'],
  ['returned', 'Returned'],
]);
export const ORDER_STATUSES = orderStatuses.codes;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS = orderStatuses.labels;

/** Where each status may go next. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: [],
  cancelled: [],
  returned: [],
};

/** Why an order was cancelled. `not_confirmed` is the system's, when nobody confirmed it in time. */
const cancelReasons = labelledCodes([
  ['asked_by_shopper', 'Asked by the shopper'],
  ['no_answer', 'No answer'],
  ['fake', 'Fake order'],
  ['out_of_stock', 'Out of stock'],
  ['not_confirmed', 'Not confirmed'],
  ['other', 'Other'],
]);
export const CANCEL_REASONS = cancelReasons.codes;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_REASON_LABELS = cancelReasons.labels;

/** The reasons staff choose from (the system's own is not one of them). */
export const STAFF_CANCEL_REASONS = CANCEL_REASONS.filter(
  (reason): reason is Exclude<CancelReason, 'not_confirmed'> => reason !== 'not_confirmed',
);
export type StaffCancelReason = (typeof STAFF_CANCEL_REASONS)[number];

/** Who changed an order: a staff member (by e-mail), the shopper (tracking page) or the system. */
export type OrderActor =
  { kind: 'staff'; email: string } | { kind: 'shopper' } | { kind: 'system' };

/** How an actor is written in the order's timeline: the staff e-mail, "shopper" or "system". */
export function actorName(actor: OrderActor): string {
  return actor.kind === 'staff' ? actor.email : actor.kind;
}

/** The statuses an order may move to from this one, in the order the back office offers them. */
export function nextStatuses(status: OrderStatus): readonly OrderStatus[] {
  return NEXT[status];
}

/** What the shopper may do on the tracking page: confirm or cancel, while the order is pending. */
export function shopperMayChange(status: OrderStatus): boolean {
  return status === 'pending';
}

/** What a move to each status is called in a refusal: "…so it cannot be shipped." */
const MOVE_TO: Record<OrderStatus, string> = {
  pending: 'put back to waiting',
  confirmed: 'confirmed',
  shipped: 'shipped',
  delivered: 'marked delivered',
  cancelled: 'cancelled',
  returned: 'marked returned',
};

/**
 * Why an order may not move from one status to another, as the message a 409 carries; null when the
 * move is allowed.
 */
export function refusedTransition(from: OrderStatus, to: OrderStatus): string | null {
  if (NEXT[from].includes(to)) return null;
  const now = ORDER_STATUS_LABELS[from].toLowerCase();
  if (from === to) return `This order is already ${now}.`;
  return `This order is ${now}, so it cannot be ${MOVE_TO[to]}.`;
}

/**
 * Whether the units of an order in this status are still in the shop, set aside for it (placed, not
 * shipped yet): cancelling or deleting the order puts them back on sale.
 */
export function setsStockAside(status: OrderStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}

/**
 * Orders not shipped yet: the open orders a phone may have at most ORDER_MAX_OPEN_PER_PHONE of,
 * whether the shop has confirmed them or not (a confirmed order holds stock as long as a pending one).
 */
export const UNSHIPPED_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(setsStockAside);

/**
 * Whether moving to this status puts the order's units back in stock: a cancelled order's never left,
 * a returned order's came back. Both are final, so stock is given back at most once.
 */
export function givesStockBack(to: OrderStatus): boolean {
  return to === 'cancelled' || to === 'returned';
}

/**
 * The shopper's yes from the tracking page, as the timeline keeps it: pending stays pending (only staff
 * confirm an order), so an event from pending to pending is that yes.
 */
export function isShopperConfirmation(event: {
  from: OrderStatus | null;
  to: OrderStatus;
}): boolean {
  return event.from === 'pending' && event.to === 'pending';
}

export const SHOPPER_CONFIRMED_LABEL = 'Confirmed by the shopper';

/** The order number shoppers and staff read and say on the phone: ZB-10001. */
export const ORDER_NUMBER_PREFIX = 'ZB-';

export function formatOrderNumber(number: number): string {
  return `${ORDER_NUMBER_PREFIX}${number}`;
}

/**
 * An order number as people type it: "ZB-10001", "zb 10001" or "10001", spelled for the API
 * document's JSON Schema pattern (patterns.ts).
 */
export const ORDER_NUMBER_PATTERN = `^${TRIMMED_SPACES}(?:[Zz][Bb]${TRIMMED_SPACES}-?${TRIMMED_SPACES})?([0-9]{1,12})${TRIMMED_SPACES}$`;

/** The number in "ZB-10001", "zb 10001" or "10001"; null when the text is not an order number. */
export function parseOrderNumber(text: string): number | null {
  const match = new RegExp(ORDER_NUMBER_PATTERN).exec(text);
  return match ? Number(match[1]) : null;
}
