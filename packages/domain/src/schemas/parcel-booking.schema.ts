/** Booking orders' parcels with a courier (issue #28, decision 0027): the requests and answers. */
import { z } from 'zod';
import { COURIER_NAMES } from '../couriers';
import { PARCEL_BOOKING_STATES } from '../parcel-booking';
import { orderIdListText } from './number-fields.schema';
import { parcelTrackingSchema } from './parcel-tracking.schema';
import { bulkOrderIdsField, ORDER_BULK_MAX, ORDER_BULK_TOO_MANY } from './order-changes.schema';

const courierField = z.enum(COURIER_NAMES, { error: 'Courier must be postex, leopards or trax' });

/** POST /api/admin/orders/:id/book */
export const bookOrderBodySchema = z.object({ courier: courierField }).strict();

/** POST /api/admin/orders/book: the orders ticked on the list, and the courier picked. */
export const bookOrdersBodySchema = z
  .object({ ids: bulkOrderIdsField, courier: courierField })
  .strict();

/**
 * POST /api/admin/orders/load-sheet: the booked orders handed to the riders. A POST because asking
 * makes a sheet at the courier (Leopards and Trax number each one; PostEx marks the parcels ready).
 */
export const loadSheetBodySchema = z.object({ ids: bulkOrderIdsField }).strict();

/** An order's booking as staff see it: its state, and the reason when it is not booked. */
export const parcelBookingSchema = z.object({
  courier: z.enum(COURIER_NAMES),
  state: z.enum(PARCEL_BOOKING_STATES),
  trackingNumber: z.string().nullable(),
  labelUrl: z.string().nullable(),
  attempts: z.number().int(),
  /** Why the last attempt did not book (the courier's own words), shown on the order. */
  reason: z.string().nullable(),
  askedBy: z.string(),
  askedAt: z.string(),
  bookedAt: z.string().nullable(),
  /**
   * Where the parcel is and the courier's events (GET /api/admin/orders/:id/booking); a cancelled,
   * lost or held parcel is shown here for staff to act on.
   */
  tracking: parcelTrackingSchema.optional(),
});
export type ParcelBooking = z.infer<typeof parcelBookingSchema>;

/** POST /api/admin/orders/:id/book when booked. */
export const bookedOrderSchema = z.object({
  courier: z.enum(COURIER_NAMES),
  trackingNumber: z.string(),
});

/**
 * One result per order of a bulk booking, in the order the ids were sent. queued: the booking job has
 * it; booked: it already was; refused: the courier cannot take it (its city); not_bookable: the shop's
 * rules (only a confirmed order is booked).
 */
export const bookOrdersResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      state: z.enum(['queued', 'booked', 'refused', 'not_bookable']),
      trackingNumber: z.string().optional(),
      reason: z.string().optional(),
    }),
  ),
});
export type BookOrdersResult = z.infer<typeof bookOrdersResultSchema>;

/**
 * The orders a courier document or the list's booking states are asked for: `ids=12,15,40`, each
 * once, at most ORDER_BULK_MAX (the bulk booking's own limit, so a booked selection can be printed).
 */
export const parcelOrderIdsQuerySchema = z
  .object({
    ids: orderIdListText.refine((ids) => ids.length <= ORDER_BULK_MAX, {
      error: ORDER_BULK_TOO_MANY,
    }),
  })
  .strict();
export type ParcelOrderIdsQuery = z.infer<typeof parcelOrderIdsQuerySchema>;

/**
 * GET /api/admin/orders/bookings?ids=: each asked order's latest booking (the list's states and
 * reasons); an order never booked is left out.
 */
export const orderBookingsSchema = z.object({
  bookings: z.array(
    parcelBookingSchema.extend({ orderId: z.number().int(), orderNumber: z.string() }),
  ),
});
export type OrderBookings = z.infer<typeof orderBookingsSchema>;
