/**
 * Places the order from the cart as it is now. The browser sends the shopper's choices and the totals it
 * showed; the server prices the order itself. When it refuses (409: a price moved or stock ran short) the
 * cart is re-priced from the current products so the shopper sees what changed before trying again; a
 * refused coupon is marked with the reason, at the coupon. The owner's cash-on-delivery rules are
 * checked first, as the order call checks them (issue #29): a refusal is answered in the order call's
 * shape, under its field, without a round trip; a 409 also asks for the rules again, as a fee may have
 * changed since the page showed it.
 */
import { findCity, type City } from '@shop/domain/cities';
import { codRefusals, NO_COD_RULES, type CodRules } from '@shop/domain/cod-rules';
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
import { fetchProductsNow } from '../product/api/get-product';
import { queryKeys } from '../../../lib/query-keys';
import { useCreateOrder } from './api/create-order';
import { codRulesQueryOptions } from './api/get-cod-rules';
import { checkoutTotals } from './checkout-totals';

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
      const found = await fetchProductsNow(
        queryClient,
        useCartStore.getState().lines.map((line) => line.id),
      );
      const { lines, replaceLines } = useCartStore.getState();
      replaceLines(refreshLines(lines, found));
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
      // The rules the page showed the totals with (none if they never came: the server decides).
      const rules: CodRules =
        queryClient.getQueryData(codRulesQueryOptions().queryKey) ?? NO_COD_RULES;
      const totals = checkoutTotals(lines, discount, rules);
      const cities = queryClient.getQueryData<City[]>(queryKeys.cities.all) ?? [];
      const refusals = codRefusals(rules, {
        address: shippingInfo.address,
        cityId: findCity(cities, shippingInfo.city)?.id ?? null,
        city: findCity(cities, shippingInfo.city)?.name ?? shippingInfo.city,
        cash: totals.grandTotal,
      });
      if (refusals.length > 0) {
        const fieldErrors = Object.fromEntries(
          refusals.map(({ field, message }) => [
            field === 'grandTotal' ? field : `shippingInfo.${field}`,
            message,
          ]),
        );
        return { ok: false, message: refusals[0]?.message ?? '', fieldErrors };
      }
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
          if (error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: queryKeys.codRules.all });
            await refreshCart();
          }
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
    [mutateAsync, queryClient, refreshCart],
  );

  return { placeOrder, isPending: createOrder.isPending };
}
