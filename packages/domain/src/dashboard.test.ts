import { describe, expect, it } from 'vitest';
import {
  countsAsRevenue,
  formatWaitingTime,
  returnRate,
  REVENUE_MEANING,
  REVENUE_STATUSES,
} from './dashboard';
import { ORDER_STATUSES } from './order-status';

describe('the dashboard’s rules', () => {
  it('counts the orders the shop confirmed as revenue, cancelled ones aside, and says so', () => {
    expect(ORDER_STATUSES.filter(countsAsRevenue)).toEqual(REVENUE_STATUSES);
    // Pending orders are left out: anyone can place one, and fake ones must not swell it (#23).
    expect(REVENUE_STATUSES).toEqual(['confirmed', 'shipped', 'delivered', 'returned']);
    expect(REVENUE_MEANING).toBe(
      'Revenue is the grand total (delivery included) of the orders placed in the period that the shop has confirmed: confirmed, shipped, delivered and returned orders count; orders waiting for confirmation or cancelled do not.',
    );
  });

  it('gives the share of settled orders that came back, none when nothing is settled', () => {
    expect(returnRate({ delivered: 3, returned: 1 })).toBe(0.25);
    expect(returnRate({ delivered: 0, returned: 2 })).toBe(1);
    expect(returnRate({ delivered: 0, returned: 0 })).toBeNull();
  });

  it('says how long an order has waited in at most two units', () => {
    const minute = 60_000;
    const hour = 60 * minute;
    const day = 24 * hour;
    expect(formatWaitingTime(-5)).toBe('under a minute');
    expect(formatWaitingTime(59_999)).toBe('under a minute');
    expect(formatWaitingTime(minute)).toBe('1 minute');
    expect(formatWaitingTime(45 * minute + 59_000)).toBe('45 minutes');
    expect(formatWaitingTime(hour)).toBe('1 hour');
    expect(formatWaitingTime(5 * hour + 10 * minute)).toBe('5 hours 10 minutes');
    expect(formatWaitingTime(day)).toBe('1 day');
    expect(formatWaitingTime(2 * day + 20 * hour + 59 * minute)).toBe('2 days 20 hours');
    expect(formatWaitingTime(3 * day + hour)).toBe('3 days 1 hour');
  });
});
