/**
 * Dates as the shop counts them: the API's days are Pakistan's (SHOP_TIME_ZONE), and so is every date
 * the dashboard prints, whatever time zone the owner's browser is set to.
 */
import { SHOP_TIME_ZONE } from '@shop/domain/dashboard';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const momentFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});
const shopDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: SHOP_TIME_ZONE,
});

/** A calendar day 'YYYY-MM-DD' as a date at noon UTC, so formatting it in UTC keeps its day. */
function calendarDay(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** '2025-03-15' → '15 Mar' */
export function formatDay(date: string): string {
  return dayFormat.format(calendarDay(date));
}

/** '2025-03-15' → 'Sat, 15 Mar 2025' */
export function formatLongDay(date: string): string {
  return longDayFormat.format(calendarDay(date));
}

/** An instant as a clock in Pakistan shows it: '15 Mar, 10:00'. */
export function formatShopMoment(instant: string): string {
  return momentFormat.format(new Date(instant));
}

/** The day an instant falls on in Pakistan: '9 Mar'. */
export function formatShopDay(instant: string): string {
  return shopDayFormat.format(new Date(instant));
}
