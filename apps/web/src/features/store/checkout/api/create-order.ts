import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type Order, type OrderLineInput } from '@shop/domain/schemas/order.schema';
import type { ShippingInfo } from '@shop/domain/schemas/shipping.schema';
import type { MessageLanguage } from '@shop/domain/shopper-messages';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * What the browser sends: the shopper's choices and the totals it showed, in rupees (the spec's wire).
 * The server compares grandTotal with its own and ignores the other two (decision 0005).
 */
export interface CreateOrderRequest {
  shippingInfo: ShippingInfo;
  cartItems: OrderLineInput[];
  totalPrice: number;
  deliveryFee: number;
  grandTotal: number;
  couponCode?: string;
  /** The language of the shop's WhatsApp and SMS messages about the order. */
  messageLanguage?: MessageLanguage;
}

const createOrderResponseSchema = z.object({ order: orderSchema });

/**
 * POST /api/shipping/create → 201 {order} with the server's totals and line copies, or 409 {message} when
 * a price changed or stock ran short since the cart was filled. A refusal is shown once, in the
 * shipping form beside Place Order, so the API client's toast is turned off.
 * The attempt's key makes a retry safe: the server answers it with the order the first try placed.
 */
export async function createOrder({
  body,
  attemptKey,
}: {
  body: CreateOrderRequest;
  attemptKey: string;
}): Promise<Order> {
  const { order } = await apiRequest('/shipping/create', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': attemptKey },
    schema: createOrderResponseSchema,
    toastOnError: false,
  });
  return order;
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // Placing an order lowers stock, and a refusal means prices or stock moved: product views refetch.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
