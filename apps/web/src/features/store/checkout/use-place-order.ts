/**
 * Places the order from the cart as it is now. The browser sends the shopper's choices and the totals it
 * showed; the server prices the order itself. When it refuses (409: a price moved or stock ran short) the
 * cart is re-priced from the current products so the shopper sees what changed before trying again.
 */
import { cartTotals, orderLinesFromCart, refreshLines } from '@shop/domain/cart';
import { toRupees } from '@shop/domain/money';
import type { Order } from '@shop/domain/schemas/order.schema';
import type { ShippingInfo } from '@shop/domain/schemas/shipping.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { useCartStore } from '../cart/cart-store';
import { productsQueryOptions } from '../catalogue/api/get-products';
import { useCreateOrder } from './api/create-order';

export type PlaceOrderResult =
  { ok: true; order: Order } | { ok: false; message: string; fieldErrors: Record<string, string> };

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const { mutateAsync } = createOrder;

  const refreshCart = useCallback(async () => {
    try {
      const products = await queryClient.fetchQuery({ ...productsQueryOptions(), staleTime: 0 });
      const { lines, replaceLines } = useCartStore.getState();
      replaceLines(refreshLines(lines, products));
    } catch (error) {
      console.warn('Could not refresh the cart after the order was refused', error);
    }
  }, [queryClient]);

  const placeOrder = useCallback(
    async (shippingInfo: ShippingInfo): Promise<PlaceOrderResult> => {
      const { lines, coupon, discount } = useCartStore.getState();
      const totals = cartTotals(lines, discount);
      try {
        const order = await mutateAsync({
          shippingInfo,
          cartItems: orderLinesFromCart(lines),
          totalPrice: toRupees(totals.totalPrice),
          deliveryFee: toRupees(totals.deliveryFee),
          grandTotal: toRupees(totals.grandTotal),
          ...(coupon ? { couponCode: coupon } : {}),
        });
        return { ok: true, order };
      } catch (error) {
        if (error instanceof ApiRequestError) {
          if (error.status === 409) await refreshCart();
          // The coupon was deleted or expired since it was applied: drop it so the totals are honest.
          if (error.fieldErrors.couponCode) useCartStore.getState().clearCoupon();
          return { ok: false, message: error.message, fieldErrors: error.fieldErrors };
        }
        console.error('Placing the order failed', error);
        return {
          ok: false,
          message: 'The order could not be placed. Please try again.',
          fieldErrors: {},
        };
      }
    },
    [mutateAsync, refreshCart],
  );

  return { placeOrder, isPending: createOrder.isPending };
}
