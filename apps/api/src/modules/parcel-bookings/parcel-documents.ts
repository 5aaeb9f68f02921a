/**
 * The couriers' documents for booked orders (issue #28, "Labels"): the airway bills staff stick on
 * the parcels and the load sheet the rider signs at pickup, each one PDF however many couriers the
 * orders were booked with. Orders are grouped by courier (couriers in the order their first order was
 * asked, each courier's orders in the order asked); each adapter asks its courier in the batches it
 * allows (PostEx ten airway bills a call, Trax and Leopards one), and the parts are merged.
 *
 * A document is fetched in the request: it changes nothing in the shop, and staff wait for it to
 * print. A courier that fails is a 503 with its words, never a 500.
 */
import { COURIER_LABELS, type CourierName } from '@shop/domain/couriers';
import { formatOrderNumber } from '@shop/domain/order-status';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors';
import type { Courier } from '../couriers/courier';
import { isCourierError } from '../couriers/courier-errors';
import { mergePdfs } from '../couriers/courier-pdf';
import { createParcelBookingsRepository } from './parcel-bookings.repository';

export type ParcelDocument = 'labels' | 'loadSheet';

const WHAT: Record<ParcelDocument, string> = { labels: 'the labels', loadSheet: 'the load sheet' };
const RETRY_COURIER_AFTER_SECONDS = 60;

/** The booked parcels of the asked orders, grouped by courier; refuses when any is not booked. */
async function bookedByCourier(
  app: FastifyInstance,
  ids: readonly number[],
): Promise<{ courier: Courier; trackingNumbers: string[] }[]> {
  const rows = await createParcelBookingsRepository(app.db).latestOf(ids);
  const byId = new Map(rows.map((row) => [row.orderId, row]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new AppError('not_found', `No order with id ${unknown.join(', ')}.`);
  }
  const notBooked = ids
    .map((id) => byId.get(id))
    .filter((row) => row?.booking?.state !== 'booked' || !row.booking.trackingNumber)
    .map((row) => formatOrderNumber(row?.number ?? 0));
  if (notBooked.length > 0) {
    throw new AppError(
      'conflict',
      `Not booked with a courier yet: ${notBooked.join(', ')}. Book them first, or leave them out.`,
    );
  }
  const groups = new Map<CourierName, { orders: string[]; trackingNumbers: string[] }>();
  for (const id of ids) {
    const booking = byId.get(id)?.booking;
    if (!booking?.trackingNumber) continue;
    const group = groups.get(booking.courier) ?? { orders: [], trackingNumbers: [] };
    group.orders.push(formatOrderNumber(byId.get(id)?.number ?? 0));
    group.trackingNumbers.push(booking.trackingNumber);
    groups.set(booking.courier, group);
  }
  return [...groups].map(([name, group]) => {
    const courier = app.couriers.find((configured) => configured.name === name);
    if (!courier) {
      throw new AppError(
        'conflict',
        `${COURIER_LABELS[name]} is not set up for this shop any more, so it cannot print for ${group.orders.join(', ')}.`,
      );
    }
    return { courier, trackingNumbers: group.trackingNumbers };
  });
}

/** One courier's part, its failure said in its words as a 503 staff can try again after. */
async function fromCourier(
  app: FastifyInstance,
  courier: Courier,
  document: ParcelDocument,
  trackingNumbers: string[],
): Promise<Uint8Array> {
  try {
    return await (document === 'labels'
      ? courier.labels(trackingNumbers)
      : courier.loadSheet(trackingNumbers));
  } catch (error) {
    if (!isCourierError(error)) throw error;
    app.log.warn({ err: error, courier: courier.name, document }, 'courier document failed');
    const label = COURIER_LABELS[courier.name];
    throw AppError.retryLater(
      'unavailable',
      error.code === 'misconfigured'
        ? `${label} refused the shop's settings: ${error.message}`
        : `${label} did not give ${WHAT[document]}: ${error.message}. Please try again in a minute.`,
      RETRY_COURIER_AFTER_SECONDS,
    );
  }
}

export async function parcelDocument(
  app: FastifyInstance,
  document: ParcelDocument,
  ids: readonly number[],
): Promise<Uint8Array> {
  const groups = await bookedByCourier(app, ids);
  // Each courier is another company's server: ask them side by side.
  const parts = await Promise.all(
    groups.map(({ courier, trackingNumbers }) =>
      fromCourier(app, courier, document, trackingNumbers),
    ),
  );
  return mergePdfs(parts);
}
