import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { orderSchema, type Order } from '@shop/domain/schemas/order.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

const ordersResponseSchema = z.object({ shipping: z.array(orderSchema) });

function newestFirst(a: Order, b: Order): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
}

/**
 * GET /api/shipping/get: the orders with the server's own totals. The server sends them newest first;
 * the sort keeps that true whatever it sends. The page shows its own failure message (spec §8).
 */
export async function getOrders(): Promise<Order[]> {
  const { shipping } = await apiRequest('/shipping/get', {
    schema: ordersResponseSchema,
    toastOnError: false,
  });
  return [...shipping].sort(newestFirst);
}

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.orders(), queryFn: getOrders });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
