import { describe, expect, it } from 'vitest';
import { couponRefusal, datesInOrder, usesLabel, type CouponRules } from './coupon-rules';
import { formatShopDateTime } from './shop-time';

const NO_RULES: CouponRules = {
  startsAt: null,
  endsAt: null,
  minOrderTotal: null,
  maxUses: null,
  onePerPhone: false,
};
const now = new Date('2026-07-15T12:00:00Z');
const reason = (rules: Partial<CouponRules>, facts: Record<string, unknown> = {}) =>
  couponRefusal({ ...NO_RULES, ...rules }, { now, ...facts })?.reason ?? null;

describe('couponRefusal', () => {
  it('lets a coupon without rules apply whatever is known', () => {
    expect(couponRefusal(NO_RULES, { now, orderTotal: 0, uses: 1000, usesByPhone: 5 })).toBeNull();
  });

  it('is valid from its start (included) to its end (excluded)', () => {
    expect(reason({ startsAt: now })).toBeNull();
    expect(reason({ startsAt: new Date(now.getTime() + 1) })).toBe('not_started');
    expect(reason({ endsAt: new Date(now.getTime() + 1) })).toBeNull();
    expect(reason({ endsAt: now })).toBe('expired');
  });

  it('words each refusal as the checkout shows it', () => {
    const startsAt = new Date('2026-08-01T04:30:00Z');
    expect(couponRefusal({ ...NO_RULES, startsAt }, { now })?.message).toBe(
      'This coupon is not valid yet. It starts on 1 August 2026 at 9:30 am.',
    );
    expect(couponRefusal({ ...NO_RULES, endsAt: now }, { now })?.message).toBe(
      'This coupon has expired.',
    );
    expect(
      couponRefusal({ ...NO_RULES, minOrderTotal: 200_000 }, { now, orderTotal: 199_999 })?.message,
    ).toBe('This coupon needs an order of PKR 2,000 or more.');
    expect(
      couponRefusal({ ...NO_RULES, minOrderTotal: 250_050 }, { now, orderTotal: 0 })?.message,
    ).toBe('This coupon needs an order of PKR 2,500.50 or more.');
    expect(couponRefusal({ ...NO_RULES, maxUses: 3 }, { now, uses: 3 })?.message).toBe(
      'This coupon has been used up.',
    );
    expect(
      couponRefusal({ ...NO_RULES, onePerPhone: true }, { now, usesByPhone: 1 })?.message,
    ).toBe('You have already used this coupon.');
  });

  it('reaches the least total exactly', () => {
    expect(reason({ minOrderTotal: 200_000 }, { orderTotal: 200_000 })).toBeNull();
    expect(reason({ minOrderTotal: 200_000 }, { orderTotal: 199_999 })).toBe('below_minimum');
  });

  it('counts uses up to the limit', () => {
    expect(reason({ maxUses: 2 }, { uses: 1 })).toBeNull();
    expect(reason({ maxUses: 2 }, { uses: 2 })).toBe('used_up');
  });

  it('refuses a one-per-phone coupon to a phone that used it or has no key', () => {
    expect(reason({ onePerPhone: true }, { usesByPhone: 0 })).toBeNull();
    expect(reason({ onePerPhone: true }, { usesByPhone: 1 })).toBe('used_by_phone');
    expect(reason({ onePerPhone: true }, { usesByPhone: null })).toBe('phone_unknown');
  });

  it('leaves a rule unchecked when its fact is not known', () => {
    expect(reason({ minOrderTotal: 1, maxUses: 1, onePerPhone: true })).toBeNull();
  });

  it('says first what the shopper cannot change', () => {
    const everything = {
      startsAt: null,
      endsAt: now,
      minOrderTotal: 100,
      maxUses: 1,
      onePerPhone: true,
    };
    const facts = { orderTotal: 0, uses: 1, usesByPhone: 1 };
    expect(reason(everything, facts)).toBe('expired');
    expect(reason({ ...everything, endsAt: null }, facts)).toBe('used_up');
    expect(reason({ ...everything, endsAt: null, maxUses: null }, facts)).toBe('used_by_phone');
  });
});

describe('datesInOrder and usesLabel', () => {
  it('needs the end after the start when both are set', () => {
    expect(datesInOrder(null, now)).toBe(true);
    expect(datesInOrder(now, null)).toBe(true);
    expect(datesInOrder(now, now)).toBe(false);
    expect(datesInOrder(now, new Date(now.getTime() + 60_000))).toBe(true);
  });

  it('shows the uses with or without a limit', () => {
    expect(usesLabel(3, 10)).toBe('3 / 10 used');
    expect(usesLabel(3, null)).toBe('3 used');
  });
});

describe('formatShopDateTime', () => {
  it("tells the time on the shop's clock (Pakistan, UTC+5), whatever the machine's zone", () => {
    expect(formatShopDateTime(new Date('2026-12-31T19:05:00Z'))).toBe('1 January 2027 at 12:05 am');
    expect(formatShopDateTime(new Date('2026-06-01T07:00:00Z'))).toBe('1 June 2026 at 12:00 pm');
  });
});
