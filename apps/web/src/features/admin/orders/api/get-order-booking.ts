import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  parcelBookingSchema,
  type ParcelBooking,
} from '@shop/domain/schemas/parcel-booking.schema';
import { apiRequest, isNotFoundError } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

/** How often a booking the courier has not answered yet is read again. */
export const BOOKING_POLL_MS = 1500;

export const isSettling = (booking: Pick<ParcelBooking, 'state'> | null | undefined) =>
  booking?.state === 'queued' || booking?.state === 'booking';

/** GET /api/admin/orders/:id/booking: the order's latest booking, null when it was never booked. */
export async function getOrderBooking(
  id: number,
  signal?: AbortSignal,
): Promise<ParcelBooking | null> {
  try {
    return await apiRequest(`/admin/orders/${id}/booking`, {
      schema: parcelBookingSchema,
      toastOnError: false,
      signal,
    });
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

export const orderBookingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.order(id), 'booking'] as const,
    queryFn: ({ signal }) => getOrderBooking(id, signal),
    // Read again until the courier has answered.
    refetchInterval: (query) => (isSettling(query.state.data) ? BOOKING_POLL_MS : false),
  });

export function useOrderBooking(id: number) {
  return useQuery({ ...orderBookingQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
