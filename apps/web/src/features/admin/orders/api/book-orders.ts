import {
  bookOrdersResultSchema,
  type BookOrdersResult,
} from '@shop/domain/schemas/parcel-booking.schema';
import type { CourierName } from '@shop/domain/couriers';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/invalidating-mutation';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * POST /api/admin/orders/book: queues a booking for each order (at most 500 a call) and answers at
 * once, per order: queued, booked already, or why it cannot be booked. The job books in the background.
 */
export function bookOrders(body: {
  ids: readonly number[];
  courier: CourierName;
}): Promise<BookOrdersResult> {
  return apiRequest('/admin/orders/book', {
    method: 'POST',
    body: { ids: [...body.ids], courier: body.courier },
    schema: bookOrdersResultSchema,
  });
}

export function useBookOrders() {
  return useInvalidatingMutation(bookOrders, queryKeys.orders.all, { evenOnError: true });
}
