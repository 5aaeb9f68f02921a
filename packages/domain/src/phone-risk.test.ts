import { describe, expect, it } from 'vitest';
import { riskReasons, type PhoneHistory } from './phone-risk';

const none: PhoneHistory = { orders: 0, delivered: 0, returned: 0, cancelled: 0, open: 0 };

describe('riskReasons', () => {
  it('finds no risk in a new phone or a good customer', () => {
    expect(riskReasons(none)).toEqual([]);
    expect(riskReasons({ ...none, orders: 4, delivered: 3, cancelled: 1 })).toEqual([]);
  });

  it('says why for any return, several cancellations and several open orders', () => {
    expect(riskReasons({ ...none, orders: 1, returned: 1 })).toEqual([
      '1 earlier order returned (refused at the door).',
    ]);
    expect(riskReasons({ ...none, orders: 2, cancelled: 2 })).toEqual([
      '2 earlier orders cancelled.',
    ]);
    expect(riskReasons({ ...none, orders: 2, open: 2 })).toEqual([
      '3 orders open at once from this phone.',
    ]);
    expect(
      riskReasons({ orders: 6, delivered: 0, returned: 2, cancelled: 3, open: 1 }),
    ).toHaveLength(3);
  });
});
