import { screen, waitFor, within } from '@testing-library/react';
import type { ParcelState } from '@shop/domain/parcel-state';
import type { OrderDetail } from '@shop/domain/schemas/order.schema';
import type { ParcelBooking } from '@shop/domain/schemas/parcel-booking.schema';
import type { ParcelTrackingView } from '@shop/domain/schemas/parcel-tracking.schema';
import { beforeEach, describe, expect, test } from 'vitest';
import { jsonResponse, startFakeApi, type FakeApi } from '../../../../test/fake-api';
import { orderTotalsWithoutItems, shippingInfo } from '../../../../test/fixtures';
import { renderRouteWithProviders } from '../../../../test/render';
import { shopper } from '../../../../test/user';
import { OrderPage } from './order-page';

/** A shipped order as GET /api/admin/orders/:id answers it. */
const shippedOrder: OrderDetail = {
  id: 7,
  number: 'ZB-10007',
  status: 'shipped',
  statusChangedAt: '2026-11-24T04:00:00.000Z',
  courier: 'PostEx',
  trackingNumber: '26704560000007',
  trackingToken: 'a'.repeat(64),
  shopperConfirmedAt: null,
  shippingInfo: shippingInfo(),
  cityId: 1,
  ...orderTotalsWithoutItems(),
  createdAt: '2026-11-23T09:00:00.000Z',
  events: [],
  phone: null,
};

const tracking = (state: ParcelState | null, extra: Partial<ParcelTrackingView> = {}) => ({
  state,
  courierStatus: null,
  trackedAt: null,
  events: [],
  ...extra,
});

/** The order's PostEx booking, with where the parcel is. */
function booked(
  parcel: ParcelTrackingView | undefined,
  reason: string | null = null,
): ParcelBooking {
  return {
    courier: 'postex',
    state: 'booked',
    trackingNumber: '26704560000007',
    labelUrl: null,
    attempts: 1,
    reason,
    askedBy: 'staff@example.com',
    askedAt: '2026-11-24T03:59:00.000Z',
    bookedAt: '2026-11-24T04:00:00.000Z',
    tracking: parcel,
  };
}

let api: FakeApi;
beforeEach(() => {
  api = startFakeApi();
  api.on('GET', '/api/admin/couriers', () =>
    jsonResponse(200, { couriers: [{ name: 'postex', label: 'PostEx' }] }),
  );
});

function open(order: OrderDetail, booking: ParcelBooking) {
  api.on('GET', '/api/admin/orders/7', () => jsonResponse(200, { order }));
  api.on('GET', '/api/admin/orders/7/booking', () => jsonResponse(200, booking));
  renderRouteWithProviders('/v1/shipping/:id', '/v1/shipping/7', <OrderPage />);
}

const courierPanel = async () => screen.findByRole('region', { name: 'Courier' });

describe('the Courier panel on the order page', () => {
  test('shows where the parcel is: its state, the courier’s status, when asked, and its events in Pakistan time', async () => {
    open(
      shippedOrder,
      booked(
        tracking('in_transit', {
          courierStatus: 'Package on Route',
          trackedAt: '2026-11-26T06:00:00.000Z',
          events: [
            // 19:05 UTC is 00:05 the next day in Pakistan.
            { at: '2026-11-25T19:05:00.000Z', status: 'Package on Route', place: 'Lahore Hub' },
            { at: '2026-11-24T04:30:00.000Z', status: "At Merchant's Warehouse", place: null },
          ],
        }),
      ),
    );
    const panel = await courierPanel();
    expect((await within(panel).findByTestId('parcel-state')).textContent).toBe(
      'Parcel: In transit',
    );
    expect(within(panel).getByText('PostEx’s status: Package on Route')).toBeTruthy();
    expect(within(panel).getByText('Last asked:', { exact: false }).textContent).toBe(
      'Last asked: 26 November 2026 at 11:00 am',
    );
    const list = within(panel).getByRole('list', { name: 'Updates from PostEx' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Package on Route26 November 2026 at 12:05 am, Lahore Hub',
      "At Merchant's Warehouse24 November 2026 at 9:30 am",
    ]);
    // Picked up and on its way: too late to cancel, the parcel comes back as a return instead.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  test('says when the courier has not been asked yet', async () => {
    open(shippedOrder, booked(tracking(null)));
    const panel = await courierPanel();
    expect((await within(panel).findByTestId('parcel-state')).textContent).toBe(
      'Parcel: Not heard from PostEx yet',
    );
    expect(within(panel).getByText('Last asked: not yet')).toBeTruthy();
    expect(within(panel).getByText('No updates from PostEx yet.')).toBeTruthy();
  });
});

describe('cancelling a shipped order booked with a courier', () => {
  test('is offered while no rider has picked the parcel up, and shows the courier’s refusal', async () => {
    open(shippedOrder, booked(tracking('booked')));
    const words = 'PostEx would not cancel parcel 26704560000007: Order already picked up by rider';
    api.on('POST', '/api/admin/orders/7/status', () => {
      // The server notes the refusal on the booking, which the page reads again.
      api.on('GET', '/api/admin/orders/7/booking', () =>
        jsonResponse(200, booked(tracking('booked'), words)),
      );
      return jsonResponse(409, { message: words });
    });
    const user = shopper();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order' });
    expect(
      within(dialog).getByText('PostEx is asked to cancel the parcel first.', { exact: false }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Asked by the shopper' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/admin/orders/7/status').map((r) => r.body)).toEqual([
        { status: 'cancelled', reason: 'asked_by_shopper' },
      ]),
    );
    // The refusal is the api client's toast, as any refusal on this page, and stays on the booking
    // (the page reads the order and its booking again).
    const panel = await courierPanel();
    await waitFor(() =>
      expect(screen.getAllByText(words).filter((shown) => !panel.contains(shown))).toHaveLength(1),
    );
    expect(await within(panel).findByText(words)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('once PostEx cancelled the parcel, the panel reads the booking again', async () => {
    open(shippedOrder, booked(tracking(null)));
    const note =
      'Parcel 26704560000007 cancelled with PostEx by staff@example.com, with the order.';
    api.on('POST', '/api/admin/orders/7/status', () => {
      api.on('GET', '/api/admin/orders/7/booking', () =>
        jsonResponse(200, booked(tracking('cancelled'), note)),
      );
      return jsonResponse(200, { order: { ...shippedOrder, status: 'cancelled' } });
    });
    const user = shopper();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order' });
    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Fake order' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const panel = await courierPanel();
    await waitFor(() =>
      expect(within(panel).getByTestId('parcel-state').textContent).toBe(
        'Parcel: Cancelled at the courier',
      ),
    );
    expect(within(panel).getByText(note)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Print label' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  test('is not offered for an order shipped by hand', async () => {
    open(shippedOrder, { ...booked(undefined), state: 'refused', trackingNumber: null });
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Courier' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('a parcel the courier holds for review', () => {
  test('is answered from the panel, and the courier’s note shown', async () => {
    open(shippedOrder, booked(tracking('held_for_review', { courierStatus: 'Under Review' })));
    api.on('POST', '/api/admin/orders/7/parcel/answer', () =>
      jsonResponse(
        200,
        booked(undefined, 'staff@example.com asked PostEx to bring the parcel back to the shop.'),
      ),
    );
    const panel = await courierPanel();
    const user = shopper();
    expect(await within(panel).findByRole('button', { name: 'Try delivering again' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Return it to us' }));
    expect((await within(panel).findByRole('status')).textContent).toBe(
      'staff@example.com asked PostEx to bring the parcel back to the shop.',
    );
    expect(api.requestsTo('POST', '/api/admin/orders/7/parcel/answer').map((r) => r.body)).toEqual([
      { answer: 'return' },
    ]);
    // Answered: the buttons go, and the note is not shown twice once the booking is read again.
    expect(within(panel).queryByRole('button', { name: 'Return it to us' })).toBeNull();
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/admin/orders/7/booking').length).toBe(2),
    );
    expect(
      within(panel).getAllByText(
        'staff@example.com asked PostEx to bring the parcel back to the shop.',
      ),
    ).toHaveLength(1);
  });

  test('shows the courier’s refusal beside the buttons', async () => {
    open(shippedOrder, booked(tracking('held_for_review')));
    const words = 'PostEx is not holding parcel 26704560000007 for review (its status: Delivered).';
    api.on('POST', '/api/admin/orders/7/parcel/answer', () =>
      jsonResponse(409, { message: words }),
    );
    const panel = await courierPanel();
    await shopper().click(
      await within(panel).findByRole('button', { name: 'Try delivering again' }),
    );
    expect((await within(panel).findByRole('alert')).textContent).toBe(words);
    expect(api.requestsTo('POST', '/api/admin/orders/7/parcel/answer').map((r) => r.body)).toEqual([
      { answer: 'retry' },
    ]);
  });

  test('is not asked about a parcel the courier is carrying', async () => {
    open(shippedOrder, booked(tracking('out_for_delivery')));
    const panel = await courierPanel();
    await within(panel).findByTestId('parcel-state');
    expect(within(panel).queryByRole('button', { name: 'Return it to us' })).toBeNull();
  });
});
