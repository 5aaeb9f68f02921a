import { describe, expect, it } from 'vitest';
import { NO_HISTORY, NO_RETURNS, riskReasons, type PhoneHistory } from './phone-risk';

const none = NO_HISTORY;
const returns = (byReason: Partial<PhoneHistory['returnReasons']>) => ({
  ...NO_RETURNS,
  ...byReason,
});

describe('riskReasons', () => {
  it('finds no risk in a new phone or a good customer', () => {
    expect(riskReasons(none)).toEqual([]);
    expect(riskReasons({ ...none, orders: 4, delivered: 3, cancelled: 1 })).toEqual([]);
  });

  it('says why for any return, several cancellations and several open orders', () => {
    expect(
      riskReasons({
        ...none,
        orders: 1,
        returned: 1,
        returnReasons: returns({ refused_at_door: 1 }),
      }),
    ).toEqual(['1 earlier order returned (refused at the door).']);
    expect(riskReasons({ ...none, orders: 2, cancelled: 2 })).toEqual([
      '2 earlier orders cancelled.',
    ]);
    expect(riskReasons({ ...none, orders: 2, open: 2 })).toEqual([
      '3 orders open at once from this phone.',
    ]);
    expect(riskReasons({ ...none, orders: 6, returned: 2, cancelled: 3, open: 1 })).toHaveLength(3);
  });

  it('names each return by the reason recorded, not all as refused at the door', () => {
    const why = (returned: number, byReason: Partial<PhoneHistory['returnReasons']>) =>
      riskReasons({ ...none, orders: returned, returned, returnReasons: returns(byReason) });
    expect(why(1, { not_reachable: 1 })).toEqual(['1 earlier order returned (not reachable).']);
    expect(why(2, { wrong_address: 2 })).toEqual(['2 earlier orders returned (wrong address).']);
    expect(why(1, { damaged: 1 })).toEqual(['1 earlier order returned (damaged).']);
    expect(why(1, { other: 1 })).toEqual(['1 earlier order returned (other).']);
    expect(why(3, { refused_at_door: 1, not_reachable: 2 })).toEqual([
      '3 earlier orders returned (1 refused at the door, 2 not reachable).',
    ]);
    // Returned before reasons were kept: not said to be refused.
    expect(why(1, {})).toEqual(['1 earlier order returned (reason not recorded).']);
    expect(why(2, { damaged: 1 })).toEqual([
      '2 earlier orders returned (1 damaged, 1 reason not recorded).',
    ]);
  });
});
