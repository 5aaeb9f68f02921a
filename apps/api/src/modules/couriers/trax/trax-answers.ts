/**
 * Trax's answers read as the shop's records (docs/couriers/trax.md): a shipment's tracking, its
 * history newest first with Unix timestamps, and the rows of its payments call as payments.
 */
import type { CourierLog, CourierPayment, ParcelTracking } from '../courier';
import { CourierError } from '../courier-errors';
import { field, list, text } from '../courier-http';
import { rupeesToPaisa } from '../courier-values';
import { shopState } from '../status-table';
import { TRAX_STATUSES } from './statuses';

/** Newest-first history in the answer; the shop keeps events oldest first. */
export function traxTracking(details: unknown, log: CourierLog): ParcelTracking {
  const history = list(field(details, 'tracking_history'));
  const courierStatus = text(field(history[0], 'status'));
  const events = history
    .map((event) => {
      const status = text(field(event, 'status'));
      const reason = text(field(event, 'status_reason'));
      return {
        at: new Date(Number(field(event, 'timestamp')) * 1000),
        status: reason ? `${status} (${reason})` : status,
      };
    })
    .filter((event) => !Number.isNaN(event.at.getTime()))
    .reverse();
  return {
    trackingNumber: text(field(details, 'tracking_number')),
    state: shopState('trax', TRAX_STATUSES, courierStatus, log),
    courierStatus,
    events,
  };
}

/**
 * Each of `payments[]` is a line: `id` its reference, `amount` the COD, `charges` the fee, `gst` the
 * tax, `payable` what was paid (negative for a return), a `type` naming a return a return.
 */
export function traxPayments(trackingNumber: string, body: unknown): CourierPayment[] {
  return list(field(body, 'payments')).map((row) => {
    const money = (key: string) => rupeesToPaisa(field(row, key));
    const returned = /return/i.test(text(field(row, 'type')));
    const paid = money('payable');
    if (paid === null) {
      throw new CourierError(
        'trax',
        'unavailable',
        `Trax answered the payments of ${trackingNumber} without a payable amount`,
      );
    }
    return {
      trackingNumber,
      reference: text(field(row, 'id')) || text(field(row, 'datetime')),
      outcome: returned ? 'returned' : 'delivered',
      cod: returned ? null : money('amount'),
      fee: money('charges'),
      tax: money('gst'),
      paid,
    };
  });
}
