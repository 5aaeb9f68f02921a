import type { OrderLookupBody } from '@shop/domain/schemas/order-lookup.schema';
import { apiRequest } from '../../../../lib/api-client';

/**
 * POST /api/orders/find: the private page of the order with this number and phone. The page shows
 * the refusal itself (one message for a wrong number or phone, or the limit's), so no toast.
 */
export async function findOrder(body: OrderLookupBody): Promise<string> {
  const { url } = await apiRequest<{ url: string }>('/orders/find', {
    method: 'POST',
    body,
    toastOnError: false,
  });
  return url;
}
