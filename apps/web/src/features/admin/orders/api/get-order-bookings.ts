import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  orderBookingsSchema,
  type OrderBookings,
} from '@shop/domain/schemas/parcel-booking.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';
import { BOOKING_POLL_MS, isSettling } from './get-order-booking';

export type ListedBooking = OrderBookings['bookings'][number];

/** GET /api/admin/orders/bookings?ids=: the latest booking of each order asked (never booked: none). */
export function getOrderBookings(ids: readonly number[], signal?: AbortSignal) {
  return apiRequest(`/admin/orders/bookings?ids=${ids.join(',')}`, {
    schema: orderBookingsSchema,
    toastOnError: false,
    signal,
  });
}

/**
 * The bookings of the orders on screen (or being booked), by order id; read again every 1.5 s while
 * one is waiting for its courier. Nothing is asked for no ids.
 */
export function useOrderBookings(ids: readonly number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...adminKeys.orders(), 'bookings', sorted] as const,
    queryFn: async ({ signal }) => {
      const { bookings } = await getOrderBookings(sorted, signal);
      return new Map(bookings.map((booking) => [booking.orderId, booking]));
    },
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      [...(query.state.data?.values() ?? [])].some(isSettling) ? BOOKING_POLL_MS : false,
  });
}
