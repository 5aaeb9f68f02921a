/**
 * An order as a courier is asked to carry it, or why it cannot be booked with that courier: only a
 * confirmed order, in a city on the shop's list that the courier lists. Checked when staff ask and
 * again by the job (the order may have changed in between), before the courier is called.
 */
import { COURIER_LABELS, type CourierName } from '@shop/domain/couriers';
import { refusedBooking } from '@shop/domain/parcel-booking';
import { phoneKey } from '@shop/domain/phone';
import { formatOrderNumber, type OrderStatus } from '@shop/domain/order-status';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courierCities } from '../../db/schema/cities';
import { orderLines } from '../../db/schema/order-lines';
import { orders } from '../../db/schema/orders';
import type { Parcel } from '../couriers/courier';

/**
 * The shop sells jewellery and bags and keeps no weights: every parcel is booked at the couriers'
 * first weight slab (half a kilo), which is what they charge for a parcel this size anyway.
 */
const PARCEL_WEIGHT_GRAMS = 500;

export type OrderParcel =
  | { ok: true; orderNumber: string; parcel: Parcel }
  /**
   * not_bookable: the shop's rule (only a confirmed order); refused: the courier could not take it
   * (a city it does not list, an "other" city, a phone it cannot call).
   */
  | {
      ok: false;
      orderNumber: string | null;
      state: 'refused' | 'not_bookable';
      reason: string;
      /** Set when the order is no longer confirmed: the job words its refusal from it. */
      orderStatus?: OrderStatus;
    };

export async function orderParcel(
  db: Database,
  courier: CourierName,
  orderId: number,
): Promise<OrderParcel> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) {
    return {
      ok: false,
      orderNumber: null,
      state: 'not_bookable',
      reason: 'No order with this id.',
    };
  }
  const orderNumber = formatOrderNumber(order.number);
  const notConfirmed = refusedBooking(order.status);
  if (notConfirmed) {
    return {
      ok: false,
      orderNumber,
      state: 'not_bookable',
      reason: notConfirmed,
      orderStatus: order.status,
    };
  }
  const refused = (reason: string): OrderParcel => ({
    ok: false,
    orderNumber,
    state: 'refused',
    reason,
  });

  const info = order.shippingInfo as Record<string, string | undefined>;
  const label = COURIER_LABELS[courier];
  if (order.cityId === null) {
    return refused(
      `The city "${info.city ?? ''}" is not on the shop's list (other): correct the order's city before booking with ${label}.`,
    );
  }
  const [theirs] = await db
    .select({ id: courierCities.courierCityId })
    .from(courierCities)
    .where(and(eq(courierCities.courier, courier), eq(courierCities.cityId, order.cityId)))
    .orderBy(asc(courierCities.courierCityId))
    .limit(1);
  if (!theirs) return refused(`${label} does not deliver to ${info.city ?? 'this city'}.`);

  const key = phoneKey(info.phone ?? '');
  if (!key) return refused(`The phone "${info.phone ?? ''}" is not a Pakistani mobile number.`);
  const lines = await db
    .select({
      title: orderLines.title,
      quantity: orderLines.quantity,
      variant: orderLines.variantName,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    ok: true,
    orderNumber,
    parcel: {
      orderNumber,
      consigneeName: info.fullName ?? '',
      // +923001234567 → 03001234567, as the couriers want it.
      phone: `0${key.slice(3)}`,
      ...(info.email ? { email: info.email } : {}),
      address: info.address ?? '',
      city: theirs.id,
      // What the shopper owes on delivery: the order's grand total.
      codAmountPaisa: order.grandTotal,
      pieces: Math.max(pieces, 1),
      weightGrams: PARCEL_WEIGHT_GRAMS,
      itemsDescription: lines
        .map(
          (line) => `${line.quantity} × ${line.title}${line.variant ? ` (${line.variant})` : ''}`,
        )
        .join(', '),
      // The checkout asks for no instructions to the rider.
      note: '',
    },
  };
}
