import { describe, expect, test } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import { shippedOrderCancellable } from './parcel-booking';
import { PARCEL_STATES } from './parcel-state';

describe('a shipped order staff may still cancel', () => {
  test('is one booked with a courier whose parcel no rider has picked up', () => {
    // Not asked about yet, or the courier still has it as booked.
    expect(shippedOrderCancellable('shipped', 'booked', null)).toBe(true);
    expect(shippedOrderCancellable('shipped', 'booked', 'booked')).toBe(true);
  });

  test('is not one whose parcel moved on at the courier', () => {
    const moved = PARCEL_STATES.filter((state) => state !== 'booked');
    for (const state of moved)
      expect(shippedOrderCancellable('shipped', 'booked', state)).toBe(false);
  });

  test('is not one shipped by hand, nor one whose booking did not book', () => {
    expect(shippedOrderCancellable('shipped', null, null)).toBe(false);
    for (const booking of ['queued', 'booking', 'refused'] as const) {
      expect(shippedOrderCancellable('shipped', booking, null)).toBe(false);
    }
  });

  test('is only about shipped orders (the others follow the state machine)', () => {
    for (const status of ORDER_STATUSES.filter((each) => each !== 'shipped')) {
      expect(shippedOrderCancellable(status, 'booked', null)).toBe(false);
    }
  });
});
