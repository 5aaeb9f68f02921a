import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { orderDetailSchema, type OrderDetail } from '@shop/domain/schemas/order.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

export const orderResponseSchema = z.object({ order: orderDetailSchema });

/** GET /api/admin/orders/:id: the order with its timeline. The page shows its own failure message. */
export async function getOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  const { order } = await apiRequest(`/admin/orders/${id}`, {
    schema: orderResponseSchema,
    toastOnError: false,
    signal,
  });
  return order;
}

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.order(id), queryFn: ({ signal }) => getOrder(id, signal) });

export function useOrder(id: number) {
  return useQuery({ ...orderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
