import { describe, expect, it } from 'vitest';
import { ONE_WORD_PATTERN } from '../patterns';
import { couponDateTimeField, couponFormSchema } from './coupon.schema';
import { allMessages, fieldMessages } from './test-helpers';

const percentage = 'Discount must be a whole percentage from 1 to 100';

describe('couponFormSchema (stricter than spec §5 on purpose)', () => {
  it.each([
    [
      { coupon_code: ' EID10 ', discount: '10' },
      { coupon_code: 'EID10', discount: 10 },
    ],
    [
      { coupon_code: 'FREE', discount: 100 },
      { coupon_code: 'FREE', discount: 100 },
    ],
    [
      { coupon_code: 'ONE', discount: ' 1 ' },
      { coupon_code: 'ONE', discount: 1 },
    ],
  ])('accepts %j', (input, output) => {
    expect(couponFormSchema.parse(input)).toEqual(output);
  });

  it.each([
    [{ coupon_code: '', discount: 10 }, { coupon_code: 'Coupon code is required' }],
    [{ discount: 10 }, { coupon_code: 'Coupon code is required' }],
    [
      { coupon_code: 'EID 10', discount: 10 },
      { coupon_code: 'Coupon code must not contain spaces' },
    ],
    [
      { coupon_code: 'X'.repeat(51), discount: 10 },
      { coupon_code: 'Coupon code must be at most 50 characters' },
    ],
    [{ coupon_code: 'EID', discount: '' }, { discount: 'Discount is required' }],
    [{ coupon_code: 'EID', discount: null }, { discount: 'Discount is required' }],
    [{ coupon_code: 'EID' }, { discount: 'Discount is required' }],
    [{ coupon_code: 'EID', discount: 'ten' }, { discount: percentage }],
    [{ coupon_code: 'EID', discount: 0 }, { discount: percentage }],
    [{ coupon_code: 'EID', discount: -5 }, { discount: percentage }],
    [{ coupon_code: 'EID', discount: 101 }, { discount: percentage }],
    [{ coupon_code: 'EID', discount: 12.5 }, { discount: percentage }],
    [{ coupon_code: 'EID', discount: 'Infinity' }, { discount: percentage }],
  ])('%j → %j', (input, messages) => {
    expect(fieldMessages(couponFormSchema, input)).toEqual(messages);
  });

  it('an empty form reports one message per field', () => {
    expect(allMessages(couponFormSchema, { coupon_code: '', discount: '' })).toEqual([
      'Coupon code is required',
      'Discount is required',
    ]);
  });

  it('takes the optional rules: dates with offsets, rupees, whole uses; blank or null clears one', () => {
    expect(
      couponFormSchema.parse({
        coupon_code: 'EID',
        discount: 10,
        starts_at: '2026-07-01T09:00:00+05:00',
        ends_at: '2026-07-02T00:00:00Z',
        min_order_total: '2000.50',
        max_uses: '10',
        one_per_phone: true,
      }),
    ).toEqual({
      coupon_code: 'EID',
      discount: 10,
      starts_at: new Date('2026-07-01T04:00:00Z'),
      ends_at: new Date('2026-07-02T00:00:00Z'),
      min_order_total: 2000.5,
      max_uses: 10,
      one_per_phone: true,
    });
    expect(
      couponFormSchema.parse({
        coupon_code: 'EID',
        discount: 10,
        starts_at: '',
        ends_at: null,
        min_order_total: ' ',
        max_uses: null,
      }),
    ).toEqual({
      coupon_code: 'EID',
      discount: 10,
      starts_at: null,
      ends_at: null,
      min_order_total: null,
      max_uses: null,
    });
  });

  it.each([
    [{ starts_at: '2026-07-01' }, { starts_at: 'Start must be a date and time' }],
    [{ ends_at: '2026-07-01T09:00' }, { ends_at: 'End must be a date and time' }],
    [
      { starts_at: '2026-07-02T00:00:00Z', ends_at: '2026-07-01T00:00:00Z' },
      { ends_at: 'End must be after the start' },
    ],
    [{ min_order_total: 0 }, { min_order_total: 'Minimum order total must be greater than 0' }],
    [{ max_uses: 0 }, { max_uses: 'Total uses must be at least 1' }],
    [{ max_uses: 'many' }, { max_uses: 'Total uses must be a whole number' }],
    [{ one_per_phone: 'true' }, { one_per_phone: 'One per phone must be true or false' }],
  ])('rules %j → %j', (rules, messages) => {
    expect(fieldMessages(couponFormSchema, { coupon_code: 'EID', discount: 10, ...rules })).toEqual(
      messages,
    );
  });

  it('checks the dates even when another field is wrong', () => {
    expect(
      fieldMessages(couponFormSchema, {
        coupon_code: 'EID',
        discount: 0,
        starts_at: '2026-07-02T00:00:00Z',
        ends_at: '2026-07-01T00:00:00Z',
      }),
    ).toEqual({ discount: percentage, ends_at: 'End must be after the start' });
  });

  it('rejects unknown fields', () => {
    expect(couponFormSchema.safeParse({ coupon_code: 'A', discount: 5, id: 1 }).success).toBe(
      false,
    );
  });
});

describe('couponDateTimeField', () => {
  it('refuses a date before year 1, also once in UTC (PostgreSQL has no year 0)', () => {
    const start = couponDateTimeField('Start');
    for (const text of ['0000-02-29T21:33:25.71605Z', '0001-01-01T00:00:00+05:00']) {
      expect(start.safeParse(text).error?.issues[0]?.message, text).toBe(
        'Start must be in year 1 or later',
      );
    }
    expect(start.parse('0001-01-01T05:00:00+05:00')).toEqual(new Date('0001-01-01T00:00:00Z'));
  });
});

describe("the coupon code's published pattern", () => {
  it('takes the codes the form takes (the API refuses NUL in any text besides)', () => {
    const pattern = new RegExp(ONE_WORD_PATTERN);
    const codeOk = (code: string) =>
      !fieldMessages(couponFormSchema, { coupon_code: code, discount: 10 })?.coupon_code;
    for (const code of ['EID10', ' EID10\u00a0', 'EID 10', '', '   ', '\u001cEID', 'É\u00bb']) {
      expect(pattern.test(code), JSON.stringify(code)).toBe(codeOk(code));
    }
    expect(pattern.test('EID\u000010')).toBe(false);
  });
});
