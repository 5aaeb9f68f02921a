import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyDiscount,
  bulkDiscountPrice,
  cartSubtotal,
  computeTotals,
  deliveryFee,
  lineTotal,
} from './pricing';

describe('lineTotal and cartSubtotal', () => {
  it('multiplies unit price by quantity', () => {
    expect(lineTotal(1999, 3)).toBe(5997);
    expect(lineTotal(1999, 0)).toBe(0);
  });

  it.each([
    [19.5, 1],
    [-1, 1],
    [100, -1],
    [100, 1.5],
    [NaN, 1],
  ])('rejects unit price %s with quantity %s', (unitPrice, quantity) => {
    expect(() => lineTotal(unitPrice, quantity)).toThrow(RangeError);
  });

  it('sums the lines (the original total)', () => {
    expect(
      cartSubtotal([
        { unitPrice: 150000, quantity: 2 },
        { unitPrice: 1999, quantity: 1 },
      ]),
    ).toBe(301999);
    expect(cartSubtotal([])).toBe(0);
  });
});

describe('applyDiscount', () => {
  it.each([
    [250000, 10, 225000],
    [250000, 100, 0],
    [1999, 15, 1699], // 16.9915 rupees → 16.99
    [1, 50, 1], // 0.5 paisa left rounds away from zero
    [299900, 0.5, 298401], // 2984.005 → 2984.01
  ])('%i paisa less %s%% = %i', (total, percent, result) => {
    expect(applyDiscount(total, percent)).toBe(result);
  });

  it.each([0, -10, 101, NaN, Infinity, '10', null, undefined, {}])(
    'ignores a discount of %s',
    (percent) => {
      expect(applyDiscount(250000, percent)).toBe(250000);
    },
  );
});

describe('deliveryFee', () => {
  it.each([
    [0, 19900],
    [100, 19900],
    [299900, 19900], // exactly 2999 rupees still pays
    [299901, 0], // 2999.01 is above the threshold
    [300000, 0],
    [1000000, 0],
  ])('total %i paisa → fee %i', (total, fee) => {
    expect(deliveryFee(total)).toBe(fee);
  });
});

describe('computeTotals', () => {
  // totals: originalTotal, discountAmount, totalPrice, deliveryFee, grandTotal (paisa).
  it.each([
    {
      case: '2,500 rupees with 10% off pays delivery',
      line: { unitPrice: 250000, quantity: 1 },
      discountPercent: 10,
      totals: [250000, 25000, 225000, 19900, 244900],
    },
    {
      case: '3,000 rupees without a coupon ships free',
      line: { unitPrice: 150000, quantity: 2 },
      discountPercent: undefined,
      totals: [300000, 0, 300000, 0, 300000],
    },
    {
      // 3,200 rupees is free, but 10% off leaves 2,880 which pays 199.
      case: 'takes the fee from the total after the coupon',
      line: { unitPrice: 320000, quantity: 1 },
      discountPercent: 10,
      totals: [320000, 32000, 288000, 19900, 307900],
    },
  ])('$case', ({ line, discountPercent, totals }) => {
    const [originalTotal, discountAmount, totalPrice, deliveryFee, grandTotal] = totals;
    expect(computeTotals({ lines: [line], discountPercent })).toEqual({
      originalTotal,
      discountAmount,
      totalPrice,
      deliveryFee,
      grandTotal,
    });
  });

  it('exactly 2,999 rupees pays the fee', () => {
    expect(
      computeTotals({ lines: [{ unitPrice: 299900, quantity: 1 }], discountPercent: null }),
    ).toMatchObject({ totalPrice: 299900, deliveryFee: 19900, grandTotal: 319800 });
  });

  it('totals are never negative and add up to the paisa', () => {
    const line = fc.record({
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
      quantity: fc.integer({ min: 0, max: 1000 }),
    });
    const discount = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.integer({ min: -50, max: 150 }),
      fc.double({ min: -10, max: 110, noNaN: false }),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), discount, (lines, discountPercent) => {
        const totals = computeTotals({ lines, discountPercent });
        for (const value of Object.values(totals)) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(totals.originalTotal).toBe(
          lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
        );
        expect(totals.totalPrice).toBe(totals.originalTotal - totals.discountAmount);
        expect(totals.grandTotal).toBe(totals.totalPrice + totals.deliveryFee);
        expect(totals.totalPrice).toBeLessThanOrEqual(totals.originalTotal);
        expect(totals.deliveryFee).toBe(totals.totalPrice > 299900 ? 0 : 19900);
      }),
    );
  });
});

describe('bulkDiscountPrice', () => {
  it.each([
    [250000, 10, 225000],
    [199900, 0, 199900],
    [199900, 100, 0],
    [1999, 15, 1699],
    [1001, 50, 501], // 500.5 rounds away from zero
    [299900, 12.5, 262413], // 2624.125 → 2624.13
  ])('price %i less %s%% = %i', (price, percent, result) => {
    expect(bulkDiscountPrice(price, percent)).toBe(result);
  });

  it.each([-1, 100.01, NaN, Infinity])('rejects percent %s', (percent) => {
    expect(() => bulkDiscountPrice(100000, percent)).toThrow(RangeError);
  });
});
