import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchTracking,
  readOrderNumberCell,
  readRupeesCell,
  readTrackingCell,
} from './settlement-report-cells';
import { headerKey, mapHeaders } from './settlement-report-headers';
import { expectedSettlement, owedBalance, paymentDifference, shareOf } from './settlements';

const rates = fc.record({
  feePaisa: fc.integer({ min: 0, max: 100_000 }),
  codFeeBps: fc.integer({ min: 0, max: 1_000 }),
  returnFeePaisa: fc.integer({ min: 0, max: 100_000 }),
  taxBps: fc.integer({ min: 0, max: 1_000 }),
});
const cod = fc.integer({ min: 0, max: 100_000_000 });

describe('expectedSettlement', () => {
  it('is 3,000 less a 150 fee and 2% tax: 2,790', () => {
    const expected = expectedSettlement('delivered', 300_000, {
      feePaisa: 15_000,
      codFeeBps: 0,
      returnFeePaisa: 12_000,
      taxBps: 200,
    });
    expect(expected).toEqual({ cod: 300_000, fee: 15_000, tax: 6_000, net: 279_000 });
  });

  it('adds up in whole paisa: net = cod − fee − tax, every part an integer', () => {
    fc.assert(
      fc.property(cod, rates, (amount, agreed) => {
        const expected = expectedSettlement('delivered', amount, agreed);
        for (const part of Object.values(expected)) expect(Number.isSafeInteger(part)).toBe(true);
        expect(expected.net).toBe(expected.cod - expected.fee - expected.tax);
        expect(expected.tax).toBe(shareOf(amount, agreed.taxBps));
      }),
    );
  });

  it('a returned parcel collects nothing and costs its return fee', () => {
    fc.assert(
      fc.property(cod, rates, (amount, agreed) => {
        expect(expectedSettlement('returned', amount, agreed)).toEqual({
          cod: 0,
          fee: agreed.returnFeePaisa,
          tax: 0,
          net: -agreed.returnFeePaisa,
        });
      }),
    );
  });

  it('the tax is within half a paisa of its exact share and never more than the COD', () => {
    fc.assert(
      fc.property(cod, fc.integer({ min: 0, max: 10_000 }), (amount, bps) => {
        const tax = shareOf(amount, bps);
        expect(Math.abs(tax - (amount * bps) / 10_000)).toBeLessThanOrEqual(0.5);
        expect(tax).toBeLessThanOrEqual(amount);
      }),
    );
  });
});

describe('paymentDifference and owedBalance', () => {
  it('short plus paid is what was expected; over minus its amount too', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        (expected, paid) => {
          const difference = paymentDifference(expected, paid);
          if (difference === null) expect(paid).toBe(expected);
          else if (difference.kind === 'short_payment')
            expect(paid + difference.amount).toBe(expected);
          else expect(paid - difference.amount).toBe(expected);
          if (difference) expect(difference.amount).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('the balance is what was expected less what was paid, in any order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1e7, max: 1e9 })),
        fc.array(fc.integer({ min: -1e7, max: 1e9 })),
        (expected, paid) => {
          const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
          expect(owedBalance(expected, paid)).toBe(sum(expected) - sum(paid));
          expect(owedBalance([...expected].reverse(), [...paid].reverse())).toBe(
            owedBalance(expected, paid),
          );
        },
      ),
    );
  });
});

describe('reading a report', () => {
  it.each([
    ['1,234.50', 123_450],
    ['Rs. 1,234', 123_400],
    ['PKR 99', 9_900],
    ['(120.00)', -12_000],
    ['-319.23', -31_923],
    ['0.285', 29],
    ['-0.285', -29],
    ['12abc', null],
    ['', null],
  ])('%s rupees → %s paisa', (cell, paisa) => {
    expect(readRupeesCell(cell)).toBe(paisa);
  });

  it('reads any rupee amount written with two decimals back to its paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paisa) => {
        const sign = paisa < 0 ? '-' : '';
        const whole = Math.floor(Math.abs(paisa) / 100);
        const cents = String(Math.abs(paisa) % 100).padStart(2, '0');
        expect(readRupeesCell(`${sign}${whole.toLocaleString('en-US')}.${cents}`)).toBe(paisa);
      }),
    );
  });

  it('maps headings whatever their spacing, case and punctuation', () => {
    expect(headerKey('\uFEFFTracking  No.')).toBe('trackingno');
    const { columns, missing } = mapHeaders('postex', [
      '\uFEFFTracking Number',
      'order_ref_number',
      'INVOICE PAYMENT',
      'Transaction  Fee',
      'Balance-Payment',
    ]);
    expect(columns).toMatchObject({ trackingNumber: 0, orderNumber: 1, cod: 2, fee: 3, paid: 4 });
    expect(missing).toEqual([]);
    expect(mapHeaders('leopards', ['Name', 'City']).missing).toEqual([
      'a tracking number or order number column',
      'a net amount paid column',
    ]);
  });

  it('keeps the digits of a number a spreadsheet shortened, and its length', () => {
    expect(readTrackingCell('2.63E+13')).toEqual({ kind: 'prefix', digits: '263', length: 14 });
    expect(readTrackingCell('2.6311122233344E+13')).toEqual({
      kind: 'exact',
      value: '26311122233344',
    });
    expect(readTrackingCell(' le 7512 3456 ')).toEqual({ kind: 'exact', value: 'LE75123456' });
    expect(readTrackingCell('26311122233344.0')).toEqual({
      kind: 'exact',
      value: '26311122233344',
    });
    expect(readOrderNumberCell('ZB-10015')).toBe(10015);
    expect(readOrderNumberCell('zb10015')).toBe(10015);
    expect(readOrderNumberCell('Ayesha')).toBeNull();
  });

  it('a shortened number matches only when one known number fits', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[1-9]\d{13}$/), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        (numbers, pick) => {
          const chosen = numbers[pick % numbers.length] ?? '';
          const shortened = `${chosen[0]}.${chosen.slice(1, 3)}E+13`;
          const cell = readTrackingCell(shortened);
          if (!cell) throw new Error('not read');
          const byLength = new Map([[14, numbers]]);
          const match = matchTracking(cell, new Set(numbers), byLength);
          const fits = numbers.filter((n) => n.startsWith(chosen.slice(0, 3).replace(/0+$/, '')));
          if (fits.length === 1) expect(match).toEqual({ kind: 'found', trackingNumber: chosen });
          else expect(match.kind).toBe('ambiguous');
        },
      ),
    );
  });
});
