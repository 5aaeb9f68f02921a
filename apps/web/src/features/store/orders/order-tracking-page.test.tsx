import { screen, within } from '@testing-library/react';
import type { TrackedOrder } from '@shop/domain/schemas/order.schema';
import { beforeEach, describe, expect, test } from 'vitest';
import { jsonResponse, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { orderTotalsWithoutItems } from '../../../test/fixtures';
import { renderRouteWithProviders } from '../../../test/render';
import OrderTrackingPage from './order-tracking-page';

const TOKEN = 'a'.repeat(64);

/** A shipped order as GET /api/orders/track/:token answers it, with the parcel given. */
function shippedOrder(parcel: TrackedOrder['parcel']): TrackedOrder {
  return {
    number: 'ZB-10015',
    status: 'shipped',
    shopperConfirmedAt: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    courier: 'PostEx',
    trackingNumber: '26704560000001',
    ...orderTotalsWithoutItems(),
    shippingInfo: {
      fullName: 'Ayesha Khan',
      address: '12 Gulberg III',
      city: 'Lahore',
      phone: '03001234567',
      paymentMethod: 'cod',
    },
    events: [],
    parcel,
  };
}

let api: FakeApi;
beforeEach(() => {
  api = startFakeApi();
});

function open(order: TrackedOrder) {
  api.on('GET', `/api/orders/track/${TOKEN}`, () => jsonResponse(200, { order }));
  renderRouteWithProviders('/order/:token', `/order/${TOKEN}`, <OrderTrackingPage />);
}

describe('the tracking page’s courier updates', () => {
  test('lists the courier’s events newest first, in its words, with the place and Pakistan time', async () => {
    open(
      shippedOrder({
        state: 'out_for_delivery',
        courierStatus: 'Out For Delivery',
        trackedAt: '2026-11-26T06:00:00.000Z',
        events: [
          // 19:05 UTC is 00:05 the next day in Pakistan.
          { at: '2026-11-25T19:05:00.000Z', status: 'Package on Route', place: 'Lahore Hub' },
          { at: '2026-11-24T04:30:00.000Z', status: "At Merchant's Warehouse", place: null },
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Updates from PostEx' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Package on Route26 November 2026 at 12:05 am, Lahore Hub',
      "At Merchant's Warehouse24 November 2026 at 9:30 am",
    ]);
    expect(screen.getByTestId('parcel-state').textContent).toBe('Out for delivery');
  });

  test('says so when the courier has told nothing yet', async () => {
    open(shippedOrder({ state: null, courierStatus: null, trackedAt: null, events: [] }));
    expect(await screen.findByText('No updates from PostEx yet.')).toBeTruthy();
  });

  test('shows no courier section for an order no courier carries', async () => {
    open(shippedOrder(null));
    await screen.findByRole('heading', { name: 'Order ZB-10015' });
    expect(screen.queryByRole('heading', { name: /Updates from/ })).toBeNull();
  });
});
