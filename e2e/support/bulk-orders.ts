/** What the Shipping List's bulk journeys share: a picture per step and orders of their own, placed through the API. */
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { AdminApi } from '../fixtures';
import { shipping } from './checkout';
import { shotOf } from './screenshots';

export const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('bulk', page, testInfo, name, false);

/** One gold unit of the product for a shopper named fullName, paid cash on delivery. */
export async function placeOrder(admin: AdminApi, productId: number, fullName: string) {
  const placed = await admin.request.post('/api/shipping/create', {
    data: {
      shippingInfo: { ...shipping({ fullName }), paymentMethod: 'cod' },
      cartItems: [{ id: productId, quantity: 1, selectedColor: 'gold' }],
      totalPrice: 1000,
      deliveryFee: 199,
      grandTotal: 1199,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { id: number; number: string } }).order;
}
