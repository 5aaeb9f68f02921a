import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatPaisa,
  groupThousands,
  percentOf,
  roundHalfAwayFromZero,
  toPaisa,
  toRupees,
} from './money';

describe('toPaisa', () => {
  it.each([
    [2999, 299900],
    [199, 19900],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [2.675, 268],
    [-1.005, -101],
    [0.004, 0],
    [0.005, 1],
    [-0.005, -1],
    ['2999.50', 299950],
    [' 19.99 ', 1999],
    ['1e3', 100000],
    [0, 0],
  ])('%s rupees → %i paisa', (rupees, paisa) => {
    expect(toPaisa(rupees)).toBe(paisa);
  });

  it('never returns -0', () => {
    expect(Object.is(toPaisa(-0.001), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity, '', '  ', 'abc', '1,000', 1e300])(
    'throws RangeError for %s',
    (bad) => {
      expect(() => toPaisa(bad)).toThrow(RangeError);
    },
  );

  it('round-trips every two-decimal rupee amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (paisa) => {
        expect(toPaisa(toRupees(paisa))).toBe(paisa);
        expect(toPaisa(toRupees(paisa).toFixed(2))).toBe(paisa);
      }),
    );
  });
});

describe('toRupees', () => {
  it.each([
    [299900, 2999],
    [1999, 19.99],
    [5, 0.05],
    [0, 0],
  ])('%i paisa → %s rupees', (paisa, rupees) => {
    expect(toRupees(paisa)).toBe(rupees);
  });
});

describe('formatPaisa', () => {
  it.each([
    [299900, 'PKR 2,999'],
    [299950, 'PKR 2,999.50'],
    [19900, 'PKR 199'],
    [1999, 'PKR 19.99'],
    [5, 'PKR 0.05'],
    [0, 'PKR 0'],
    [123456789, 'PKR 1,234,567.89'],
    [100000000, 'PKR 1,000,000'],
    [-150, 'PKR -1.50'],
    [-19900, 'PKR -199'],
  ])('%i paisa → %s', (paisa, text) => {
    expect(formatPaisa(paisa)).toBe(text);
  });

  it('writes every amount as en-US Intl.NumberFormat does', () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const withPaisa = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (paisa) => {
        const format = paisa % 100 === 0 ? whole : withPaisa;
        expect(formatPaisa(paisa)).toBe(`PKR ${format.format(paisa / 100)}`);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [-1234567, '-1,234,567'],
    [100000000, '100,000,000'],
  ])('%i → %s', (value, text) => {
    expect(groupThousands(value)).toBe(text);
  });
});

describe('percentOf', () => {
  it.each([
    [250000, 10, 25000], // 10% of 2,500 rupees is 250 rupees
    [299900, 15, 44985],
    [1999, 15, 300], // 299.85 paisa rounds up
    [1, 50, 1], // half a paisa rounds away from zero
    [3, 50, 2],
    [100, 0, 0],
    [12345, 100, 12345],
  ])('%i × %s%% = %i', (paisa, percent, result) => {
    expect(percentOf(paisa, percent)).toBe(result);
  });
});

describe('roundHalfAwayFromZero', () => {
  it.each([
    [0.5, 1],
    [-0.5, -1],
    [1.4999, 1],
    [100.49999999999999, 101],
    [1998.9999999999998, 1999],
    [-2.5, -3],
  ])('%s → %i', (value, rounded) => {
    expect(roundHalfAwayFromZero(value)).toBe(rounded);
  });

  it('leaves every safe integer as it is', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.boolean(), (n, negate) => {
        const value = negate ? -n : n;
        expect(roundHalfAwayFromZero(value)).toBe(value === 0 ? 0 : value);
      }),
    );
    expect(roundHalfAwayFromZero(1234567890123456)).toBe(1234567890123456);
  });

  it('rounds quarters, halves and three-quarters of whole paisa by the rule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom(0.25, 0.5, 0.75),
        (n, fraction) => {
          const value = n >= 0 ? n + fraction : n - fraction;
          const away = fraction >= 0.5 ? Math.abs(n) + 1 : Math.abs(n);
          expect(roundHalfAwayFromZero(value)).toBe(n >= 0 ? away : -away);
        },
      ),
    );
  });

  it('throws RangeError for NaN', () => {
    expect(() => roundHalfAwayFromZero(NaN)).toThrow(RangeError);
  });
});
