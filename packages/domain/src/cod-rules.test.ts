import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashToCollect,
  codFeeOn,
  codRefusals,
  hasHouseNumber,
  HOUSE_NUMBER_MESSAGE,
  NO_COD_RULES,
  withCashOnDelivery,
  type CodFee,
  type CodRules,
} from './cod-rules';
import { computeTotals } from './pricing';
import {
  codRulesBodySchema,
  codRulesFromBody,
  codRulesFromWire,
  codRulesToWire,
} from './schemas/cod-rules.schema';

const paisa = fc.integer({ min: 0, max: 10_000_000_000 }); // up to 100 million rupees
const fees: fc.Arbitrary<CodFee> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({
    kind: fc.constant('fixed' as const),
    amount: fc.integer({ min: 0, max: 1_000_000 }),
  }),
  fc.record({
    kind: fc.constant('percent' as const),
    basisPoints: fc.integer({ min: 0, max: 1000 }),
    cap: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
  }),
);
const lines = fc.array(
  fc.record({
    unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 10 }),
  }),
  { minLength: 1, maxLength: 10 },
);
const coupon = fc.option(fc.integer({ min: 1, max: 100 }), { nil: null });

describe('the cash to collect', () => {
  it('is the example of issue #29: a 10% coupon on PKR 14,998 collects PKR 13,498, not 13,498.20', () => {
    const totals = withCashOnDelivery(
      computeTotals({ lines: [{ unitPrice: 1_499_800, quantity: 1 }], discountPercent: 10 }),
      { kind: 'none' },
    );
    expect(totals).toMatchObject({
      totalPrice: 1_349_820,
      deliveryFee: 0,
      codFee: 0,
      rounding: -20,
      grandTotal: 1_349_800,
    });
  });

  it('is whole rupees, at most 99 paisa below the exact sum, and the lines add up to it', () => {
    fc.assert(
      fc.property(lines, coupon, fees, (orderLines, discount, fee) => {
        const plain = computeTotals({ lines: orderLines, discountPercent: discount });
        const cod = withCashOnDelivery(plain, fee);
        expect(cod.grandTotal % 100).toBe(0);
        expect(cod.rounding).toBeLessThanOrEqual(0);
        expect(cod.rounding).toBeGreaterThan(-100);
        expect(cod.totalPrice + cod.deliveryFee + cod.codFee + cod.rounding).toBe(cod.grandTotal);
        // Nothing before the fee moves.
        expect(cod).toMatchObject({
          originalTotal: plain.originalTotal,
          discountAmount: plain.discountAmount,
          totalPrice: plain.totalPrice,
          deliveryFee: plain.deliveryFee,
        });
        for (const value of Object.values(cod)) expect(Number.isSafeInteger(value)).toBe(true);
      }),
    );
  });

  it('never asks more than the exact amount, and whole rupees are left as they are', () => {
    fc.assert(
      fc.property(paisa, (amount) => {
        const cash = cashToCollect(amount);
        expect(cash).toBeLessThanOrEqual(amount);
        expect(amount - cash).toBeLessThan(100);
        expect(cashToCollect(cash)).toBe(cash);
      }),
    );
  });

  it('refuses amounts that are not whole paisa', () => {
    expect(() => cashToCollect(12.5)).toThrow(RangeError);
    expect(() => cashToCollect(-100)).toThrow(RangeError);
  });
});

describe('the COD fee', () => {
  it('is nothing, the fixed amount, or the percentage held to its cap', () => {
    expect(codFeeOn({ kind: 'none' }, 500_000)).toBe(0);
    expect(codFeeOn({ kind: 'fixed', amount: 5_000 }, 500_000)).toBe(5_000);
    expect(codFeeOn({ kind: 'percent', basisPoints: 150, cap: null }, 1_349_820)).toBe(20_247);
    expect(codFeeOn({ kind: 'percent', basisPoints: 150, cap: 10_000 }, 1_349_820)).toBe(10_000);
    // 2.5% of 1 paisa rounds half up... to 0; of 20 paisa, 0.5 → 1.
    expect(codFeeOn({ kind: 'percent', basisPoints: 250, cap: null }, 1)).toBe(0);
    expect(codFeeOn({ kind: 'percent', basisPoints: 250, cap: null }, 20)).toBe(1);
  });

  it('is a percentage within half a paisa of exact, never above its cap, and grows with the amount', () => {
    fc.assert(
      fc.property(
        paisa,
        paisa,
        fc.integer({ min: 0, max: 1000 }),
        fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
        (a, b, basisPoints, cap) => {
          const uncapped = codFeeOn({ kind: 'percent', basisPoints, cap: null }, a);
          expect(Math.abs(uncapped * 10_000 - a * basisPoints)).toBeLessThanOrEqual(5_000);
          const capped = codFeeOn({ kind: 'percent', basisPoints, cap }, a);
          expect(capped).toBe(cap === null ? uncapped : Math.min(uncapped, cap));
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(codFeeOn({ kind: 'percent', basisPoints, cap }, low)).toBeLessThanOrEqual(
            codFeeOn({ kind: 'percent', basisPoints, cap }, high),
          );
        },
      ),
    );
  });

  it('is exact past 2^53 paisa × basis points, where floating point would drift', () => {
    const due = 9_000_000_000_000; // 90 billion rupees
    expect(codFeeOn({ kind: 'percent', basisPoints: 999, cap: null }, due)).toBe(899_100_000_000);
    expect(codFeeOn({ kind: 'percent', basisPoints: 1, cap: null }, 9_007_199_254_740_991)).toBe(
      900_719_925_474,
    );
  });

  it('is counted on the goods after the coupon and the delivery fee', () => {
    const totals = computeTotals({ lines: [{ unitPrice: 200_000, quantity: 1 }] });
    expect(totals).toMatchObject({ totalPrice: 200_000, deliveryFee: 19_900 });
    const cod = withCashOnDelivery(totals, { kind: 'percent', basisPoints: 200, cap: null });
    // 2% of PKR 2,199 = PKR 43.98; PKR 2,242.98 to collect becomes PKR 2,242.
    expect(cod).toMatchObject({ codFee: 4_398, rounding: -98, grandTotal: 224_200 });
  });
});

describe('codRefusals', () => {
  const rules: CodRules = {
    maxOrder: 2_000_000,
    fee: { kind: 'none' },
    noCodCityIds: [7, 12],
    requireHouseNumber: true,
  };
  const fine = { address: 'House 14, Street 3, G-9/2', cityId: 1, city: 'Karachi', cash: 500_000 };

  it('accepts an order that breaks no rule, and any order when the shop set none', () => {
    expect(codRefusals(rules, fine)).toEqual([]);
    expect(
      codRefusals(NO_COD_RULES, {
        address: 'near the mosque',
        cityId: 7,
        city: 'Quetta',
        cash: 1e12,
      }),
    ).toEqual([]);
  });

  it('names each field it refuses, in the form’s order', () => {
    expect(
      codRefusals(rules, {
        address: 'Near the big mosque',
        cityId: 7,
        city: 'Quetta',
        cash: 2_000_100,
      }),
    ).toEqual([
      { field: 'address', message: HOUSE_NUMBER_MESSAGE },
      {
        field: 'city',
        message:
          'We do not offer cash on delivery in Quetta. Please contact us on WhatsApp to order.',
      },
      {
        field: 'grandTotal',
        message:
          'Cash on delivery is for orders up to PKR 20,000. Please remove some items, or contact us on WhatsApp to order.',
      },
    ]);
  });

  it('takes an order of exactly the most, and a city not on the list', () => {
    expect(codRefusals(rules, { ...fine, cash: 2_000_000, cityId: null, city: 'Chak 59' })).toEqual(
      [],
    );
  });

  it.each([
    ['House 12, Street 4, DHA Phase 5', true],
    ['H# 7-B Model Town', true],
    ['مکان نمبر ۱۲، گلی ۴', true],
    ['Flat ٣, Saddar', true],
    ['Near the big mosque, Saddar', false],
    ['Block C, Gulshan', false],
  ])('reads %s as having a number: %s', (address, expected) => {
    expect(hasHouseNumber(address)).toBe(expected);
  });
});

describe('the rules on the wire', () => {
  it('read the owner’s rupees and percentage into paisa and basis points, and back', () => {
    const body = codRulesBodySchema.parse({
      maxOrderTotal: '25000',
      feeKind: 'percent',
      feeAmount: '',
      feePercent: 1.5,
      feeCap: 300,
      noCodCityIds: [12, 7, 12],
      requireHouseNumber: true,
    });
    const rules = codRulesFromBody(body);
    expect(rules).toEqual({
      maxOrder: 2_500_000,
      fee: { kind: 'percent', basisPoints: 150, cap: 30_000 },
      noCodCityIds: [7, 12],
      requireHouseNumber: true,
    });
    expect(codRulesFromWire(codRulesToWire(rules))).toEqual(rules);
  });

  it.each([
    [{ feeKind: 'fixed', feeAmount: null }, 'feeAmount', 'Enter the fixed COD fee in PKR'],
    [{ feeKind: 'percent', feePercent: null }, 'feePercent', 'Enter the COD fee percentage'],
    [{ feeKind: 'percent', feePercent: 12 }, 'feePercent', 'COD fee percentage must be at most 10'],
    [
      { feeKind: 'percent', feePercent: 1.234 },
      'feePercent',
      'COD fee percentage must have at most 2 decimals',
    ],
    [{ maxOrderTotal: 0 }, 'maxOrderTotal', 'Most for cash on delivery must be more than 0'],
    [{ feeKind: 'cash' }, 'feeKind', 'COD fee must be none, fixed or percent'],
  ])('refuses %o naming %s', (change, path, message) => {
    const result = codRulesBodySchema.safeParse({ ...codRulesToWire(NO_COD_RULES), ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [path], message });
  });
});
