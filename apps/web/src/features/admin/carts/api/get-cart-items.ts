import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { parseDeep } from '@shop/domain/normalise';
import { cartItemSchema, type CartItem } from '@shop/domain/schemas/cart.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

// The spec's server sent each cart item as a JSON string; decode whatever arrives the domain's way.
const cartItemsResponseSchema = z.object({
  cartItems: z.array(z.preprocess(parseDeep, cartItemSchema)),
});

/** GET /api/cart/get: the lines of the carts shoppers have in progress (admin 'View Cart'). */
export async function getCartItems(): Promise<CartItem[]> {
  const { cartItems } = await apiRequest('/cart/get', { schema: cartItemsResponseSchema });
  return cartItems;
}

export const cartItemsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.carts(), queryFn: getCartItems });

export function useCartItems() {
  return useQuery(cartItemsQueryOptions());
}
