import { z } from 'zod';
import type { CourierName } from '@shop/domain/couriers';
import { bookedOrderSchema, parcelBookingSchema } from '@shop/domain/schemas/parcel-booking.schema';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/invalidating-mutation';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * POST /api/admin/orders/:id/book: books the order's parcel and waits (at most 25 s) for the
 * courier: its tracking number, or the booking's state when the courier is slower (the job goes on).
 * A refusal is thrown with the courier's reason; the panel shows it rather than a toast.
 */
export function bookOrder({ id, courier }: { id: number; courier: CourierName }) {
  return apiRequest(`/admin/orders/${id}/book`, {
    method: 'POST',
    body: { courier },
    schema: z.union([parcelBookingSchema, bookedOrderSchema]),
    toastOnError: false,
  });
}

/** Booked is shipped: the order, its booking and the list are read again. */
export function useBookOrder() {
  return useInvalidatingMutation(bookOrder, queryKeys.orders.all, { evenOnError: true });
}
