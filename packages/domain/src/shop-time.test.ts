import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE } from './constants';
import { formatShopDate, formatShopDateTime, shopDayIso } from './shop-time';

describe('formatShopDate', () => {
  it.each([
    ['2026-11-24T08:00:00Z', '24 Nov 2026'],
    // 19:00 UTC is already midnight in Pakistan: the next day.
    ['2026-12-31T19:00:00Z', '1 Jan 2027'],
    ['2026-12-31T18:59:59Z', '31 Dec 2026'],
  ])('%s → %s', (iso, text) => {
    expect(formatShopDate(new Date(iso))).toBe(text);
  });

  it("names the same day as Intl in the shop's time zone", () => {
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: SHOP_TIME_ZONE,
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
    });
    const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2010-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const [month, dayOfMonth, year] = day.format(date).split('/');
          expect(formatShopDate(date)).toBe(`${dayOfMonth} ${months[Number(month) - 1]} ${year}`);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatShopDateTime', () => {
  it('words a moment in Pakistan time', () => {
    expect(formatShopDateTime(new Date('2026-07-01T04:00:00Z'))).toBe('1 July 2026 at 9:00 am');
  });
});

describe('shopDayIso', () => {
  it('names the day in Pakistan, as couriers take a pickup date', () => {
    expect(shopDayIso(new Date('2026-12-31T18:59:59Z'))).toBe('2026-12-31');
    expect(shopDayIso(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
  });
});
