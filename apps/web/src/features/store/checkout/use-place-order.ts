/**
 * Places the order from the cart as it is now. The browser sends the shopper's choices and the totals it
 * showed; the server prices the order itself. When it refuses (409: a price moved or stock ran short) the
 * cart is re-priced from the current products so the shopper sees what changed before trying again; a
 * refused coupon is marked with the reason, at the coupon.
 */
import { cartTotals } from '@shop/domain/cart';
import { orderLinesFromCart, refreshLines } from '@shop/domain/cart-checkout';
import { toRupees } from '@shop/domain/money';
import type { Order } from '@shop/domain/schemas/order.schema';
import type { ShippingInfo } from '@shop/domain/schemas/shipping.schema';
import type { MessageLanguage } from '@shop/domain/shopper-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { randomKey } from '../../../lib/random-key';
import { useCartStore } from '../cart/cart-store';
import { isNotFoundError } from '../../../lib/api-client';
import { productQueryOptions } from '../product/api/get-product';
import { useCreateOrder } from './api/create-order';

export type PlaceOrderResult =
  { ok: true; order: Order } | { ok: false; message: string; fieldErrors: Record<string, string> };

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const { mutateAsync } = createOrder;
  // One key per checkout attempt. It is kept when the answer never came (the network failed, or the
  // server did): pressing "Place order" again then gets the order the lost try may have placed,
  // instead of placing it twice. A clear answer (placed, or refused) ends the attempt.
  const attemptKey = useRef<string | null>(null);

  const refreshCart = useCallback(async () => {
    try {
      // Only the cart's own products (an order has a few lines), not the whole catalogue. A product
      // that is gone (404) drops its lines; any other failure leaves the cart as it is.
      const ids = [...new Set(useCartStore.getState().lines.map((line) => line.id))];
      const found = await Promise.all(
        ids.map((id) =>
          queryClient
            .fetchQuery({ ...productQueryOptions(id), staleTime: 0 })
            .catch((error: unknown) => {
              if (isNotFoundError(error)) return null;
              throw error;
            }),
        ),
      );
      const { lines, replaceLines } = useCartStore.getState();
      replaceLines(
        refreshLines(
          lines,
          found.filter((product) => product !== null),
        ),
      );
    } catch (error) {
      console.warn('Could not refresh the cart after the order was refused', error);
    }
  }, [queryClient]);

  const placeOrder = useCallback(
    async (
      shippingInfo: ShippingInfo,
      messageLanguage?: MessageLanguage,
    ): Promise<PlaceOrderResult> => {
      const { lines, couponCode, discount } = useCartStore.getState();
      const totals = cartTotals(lines, discount);
      try {
        attemptKey.current ??= randomKey();
        const body = {
          shippingInfo,
          cartItems: orderLinesFromCart(lines),
          totalPrice: toRupees(totals.totalPrice),
          deliveryFee: toRupees(totals.deliveryFee),
          grandTotal: toRupees(totals.grandTotal),
          ...(couponCode ? { couponCode } : {}),
          ...(messageLanguage ? { messageLanguage } : {}),
        };
        const order = await mutateAsync({ body, attemptKey: attemptKey.current });
        attemptKey.current = null;
        return { ok: true, order };
      } catch (error) {
        if (error instanceof ApiRequestError) {
          // A refusal ends the attempt. A server error, or no answer at all (status 0, the network
          // failed), may have come after the order was placed: the next try keeps the key.
          if (error.status > 0 && error.status < 500) attemptKey.current = null;
          if (error.status === 409) await refreshCart();
          // The coupon was deleted, used up or expired since it was applied. It stays applied, with
          // the reason beside it: the shopper saw a discounted total and chooses to remove it.
          const couponRefusal = error.fieldErrors.couponCode;
          if (couponRefusal) useCartStore.getState().refuseCoupon(couponRefusal);
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
