/**
 * Returned parcels and the mistakes undone (issue #26). A cash-on-delivery parcel comes back for a
 * reason the owner needs (refused at the door, not reachable, wrong address), so marking an order
 * returned names one. Delivered and returned sit side by side in the back office, and a slip there used
 * to be for good: staff may now correct one into the other for CORRECTION_DAYS after the change, the
 * stock following (returned puts the units back, delivered takes them out again).
 */
import {
  CANCEL_REASON_LABELS,
  ORDER_STATUS_LABELS,
  STAFF_CANCEL_REASONS,
  type CancelReason,
  type OrderStatus,
} from './order-status';
import { labelledCodes } from './labelled-codes';

const returnReasons = labelledCodes([
  ['refused_at_door', 'Refused at the door'],
  ['not_reachable', 'Not reachable'],
  ['wrong_address', 'Wrong address'],
  ['damaged', 'Damaged'],
  ['other', 'Other'],
]);
export const RETURN_REASONS = returnReasons.codes;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS = returnReasons.labels;

/** Every reason an order's timeline may carry: a cancel's or a return's ("other" is in both). */
export type OrderEventReason = CancelReason | ReturnReason;

/** How a reason reads in the timeline: a return's by the return list, anything else by the cancel list. */
export function eventReasonLabel(to: OrderStatus, reason: OrderEventReason): string {
  if (to === 'returned' && reason in RETURN_REASON_LABELS) {
    return RETURN_REASON_LABELS[reason as ReturnReason];
  }
  return reason in CANCEL_REASON_LABELS
    ? CANCEL_REASON_LABELS[reason as CancelReason]
    : RETURN_REASON_LABELS[reason as ReturnReason];
}

export const REASON_REQUIRED = 'Choose a reason';
export const OTHER_NEEDS_A_NOTE = 'Write a note for "Other"';

/**
 * Why a move's reason and note do not do, by field (the request schemas' rule, one for the single
 * change and the bulk one): a cancel names a staff cancel reason, a return a return reason, and a return
 * for "other" says what in the note.
 */
export function reasonProblems(body: {
  status: OrderStatus;
  reason?: string | undefined;
  note?: string | undefined;
}): { path: 'reason' | 'note'; message: string }[] {
  const allowed: readonly string[] | null =
    body.status === 'cancelled'
      ? STAFF_CANCEL_REASONS
      : body.status === 'returned'
        ? RETURN_REASONS
        : null;
  if (allowed === null) return [];
  if (!body.reason || !allowed.includes(body.reason)) {
    return [{ path: 'reason', message: REASON_REQUIRED }];
  }
  if (body.status === 'returned' && body.reason === 'other' && !body.note?.trim()) {
    return [{ path: 'note', message: OTHER_NEEDS_A_NOTE }];
  }
  return [];
}

/** How long after an order was marked delivered or returned staff may still correct it. */
export const CORRECTION_DAYS = 7;
const CORRECTION_MS = CORRECTION_DAYS * 24 * 60 * 60 * 1000;

/** A correction: delivered into returned, or returned into delivered. */
export function isCorrection(from: OrderStatus, to: OrderStatus): boolean {
  return (from === 'delivered' && to === 'returned') || (from === 'returned' && to === 'delivered');
}

/** Whether an order that reached its status at `changedAt` may still be corrected at `now`. */
export function mayStillCorrect(changedAt: Date | string | number, now: Date | number): boolean {
  return Number(now) - new Date(changedAt).getTime() <= CORRECTION_MS;
}

/** The corrections an order allows now: none after CORRECTION_DAYS, nor from any other status. */
export function correctionsOf(
  status: OrderStatus,
  changedAt: Date | string | number,
  now: Date | number,
): OrderStatus[] {
  if (!mayStillCorrect(changedAt, now)) return [];
  if (status === 'delivered') return ['returned'];
  if (status === 'returned') return ['delivered'];
  return [];
}

/**
 * Why a correction is refused, as the message its 409 carries; null when it may go on. Only for moves
 * isCorrection says are corrections.
 */
export function refusedCorrection(
  from: OrderStatus,
  changedAt: Date | string | number,
  now: Date | number,
): string | null {
  if (mayStillCorrect(changedAt, now)) return null;
  const status = ORDER_STATUS_LABELS[from].toLowerCase();
  return `This order was marked ${status} more than ${CORRECTION_DAYS} days ago, so it can no longer be corrected.`;
}

/**
 * What a move does to the order's units: a cancel or a return puts them back on sale, correcting a
 * return into delivered takes them out again; nothing else moves stock.
 */
export function stockMoveOf(from: OrderStatus, to: OrderStatus): 'back' | 'out' | null {
  if (to === 'cancelled' || to === 'returned') return 'back';
  if (from === 'returned' && to === 'delivered') return 'out';
  return null;
}
