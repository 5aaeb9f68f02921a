import { describe, expect, it } from 'vitest';
import {
  formatOrderNumber,
  givesStockBack,
  nextStatuses,
  ORDER_STATUSES,
  parseOrderNumber,
  refusedTransition,
  setsStockAside,
  shopperMayChange,
  type OrderStatus,
} from './order-status';

const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['pending', 'confirmed'],
  ['pending', 'cancelled'],
  ['confirmed', 'shipped'],
  ['confirmed', 'cancelled'],
  ['shipped', 'delivered'],
  ['shipped', 'returned'],
];
const isAllowed = (from: OrderStatus, to: OrderStatus) =>
  ALLOWED.some(([a, b]) => a === from && b === to);
const REFUSED = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.filter((to) => !isAllowed(from, to)).map((to) => [from, to] as const),
);

describe('order statuses', () => {
  it.each(ALLOWED)('allows %s -> %s', (from, to) => {
    expect(refusedTransition(from, to)).toBeNull();
    expect(nextStatuses(from)).toContain(to);
  });

  it.each(REFUSED)('refuses %s -> %s with a message', (from, to) => {
    expect(refusedTransition(from, to)).toMatch(/^This order is .+\.$/);
    expect(nextStatuses(from)).not.toContain(to);
  });

  it('says why in plain words', () => {
    expect(refusedTransition('shipped', 'cancelled')).toBe(
      'This order is shipped, so it cannot be cancelled.',
    );
    expect(refusedTransition('cancelled', 'cancelled')).toBe('This order is already cancelled.');
    expect(refusedTransition('pending', 'shipped')).toBe(
      'This order is waiting for confirmation, so it cannot be shipped.',
    );
  });

  it('ends in delivered, cancelled and returned', () => {
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(nextStatuses('returned')).toEqual([]);
  });

  it('gives stock back on the way to cancelled or returned, which are final', () => {
    expect(ORDER_STATUSES.filter(givesStockBack)).toEqual(['cancelled', 'returned']);
    for (const status of ORDER_STATUSES.filter(givesStockBack)) {
      expect(nextStatuses(status)).toEqual([]);
    }
    expect(ORDER_STATUSES.filter(setsStockAside)).toEqual(['pending', 'confirmed']);
  });

  it('lets the shopper act only while the order waits for confirmation', () => {
    expect(ORDER_STATUSES.filter(shopperMayChange)).toEqual(['pending']);
  });
});

describe('order numbers', () => {
  it('reads what staff type', () => {
    expect(formatOrderNumber(10001)).toBe('ZB-10001');
    for (const text of ['ZB-10001', 'zb-10001', 'ZB 10001', ' 10001 ', 'zb10001']) {
      expect(parseOrderNumber(text)).toBe(10001);
    }
    for (const text of ['', 'ZB-', 'Ayesha', '0300-1234567', 'ZB-1x']) {
      expect(parseOrderNumber(text)).toBeNull();
    }
  });

  it('takes the spaces trim() takes and only ASCII digits, as the published pattern says', () => {
    for (const text of ['\u00a0ZB\u3000-10001\ufeff', '\t10001\n']) {
      expect(parseOrderNumber(text)).toBe(10001);
    }
    // Other tools' `\d` and `\s` take these; the shop does not.
    for (const text of ['\u0661\u0660\u0660\u0660\u0661', '\u001c10001']) {
      expect(parseOrderNumber(text)).toBeNull();
    }
  });
});
