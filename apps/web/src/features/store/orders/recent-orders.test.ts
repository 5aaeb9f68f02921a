import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import {
  RECENT_ORDERS_KEY,
  RECENT_ORDERS_MAX,
  recentOrders,
  rememberOrder,
  useRecentOrders,
} from './recent-orders';

const order = (n: number) => ({ number: `ZB-${10000 + n}`, url: `/order/token${n}` });

describe('the orders this browser remembers', () => {
  beforeEach(() => localStorage.clear());

  test('none at first', () => {
    expect(recentOrders()).toEqual([]);
  });

  test('most recent first, kept in localStorage', () => {
    rememberOrder(order(1));
    rememberOrder(order(2));
    expect(recentOrders()).toEqual([order(2), order(1)]);
    expect(JSON.parse(localStorage.getItem(RECENT_ORDERS_KEY) ?? '')).toEqual([order(2), order(1)]);
  });

  test('an order remembered again moves to the top, once', () => {
    rememberOrder(order(1));
    rememberOrder(order(2));
    rememberOrder(order(1));
    expect(recentOrders()).toEqual([order(1), order(2)]);
  });

  test(`only the last ${RECENT_ORDERS_MAX}`, () => {
    for (let n = 1; n <= RECENT_ORDERS_MAX + 2; n += 1) rememberOrder(order(n));
    expect(recentOrders().map((kept) => kept.number)).toEqual([
      'ZB-10007',
      'ZB-10006',
      'ZB-10005',
      'ZB-10004',
      'ZB-10003',
    ]);
  });

  test('what is not a list of the shop’s order pages is ignored, never followed', () => {
    localStorage.setItem(RECENT_ORDERS_KEY, '{not json');
    expect(recentOrders()).toEqual([]);
    localStorage.setItem(
      RECENT_ORDERS_KEY,
      JSON.stringify([
        { number: 'ZB-1', url: 'https://evil.example/order/x' },
        { number: 'ZB-2', url: 'javascript:alert(1)' },
        { number: 3, url: '/order/abc' },
        order(4),
      ]),
    );
    expect(recentOrders()).toEqual([order(4)]);
    rememberOrder({ number: 'ZB-5', url: '//evil.example/order/x' });
    expect(recentOrders()).toEqual([order(4)]);
  });

  test('a component sees an order as soon as it is remembered', () => {
    const { result } = renderHook(() => useRecentOrders());
    expect(result.current).toEqual([]);
    act(() => rememberOrder(order(1)));
    expect(result.current).toEqual([order(1)]);
  });

  test('a full or refused storage loses the memory, not the page', () => {
    const full = vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(() => rememberOrder(order(1))).not.toThrow();
      expect(full).toHaveBeenCalled();
      expect(recentOrders()).toEqual([]);
    } finally {
      full.mockRestore();
    }
  });
});
