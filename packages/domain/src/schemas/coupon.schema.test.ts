import { describe, expect, it } from 'vitest';
import { couponFormSchema } from './coupon.schema';
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

  it('rejects unknown fields', () => {
    expect(couponFormSchema.safeParse({ coupon_code: 'A', discount: 5, id: 1 }).success).toBe(
      false,
    );
  });
});
