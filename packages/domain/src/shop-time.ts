/**
 * Dates and times as the shop says them to shoppers, in the shop's own time zone (Pakistan), so the
 * server and the browser word a moment the same way wherever they run.
 */
import { SHOP_TIME_ZONE } from './constants';

/** Built on first use: a page's first Intl formatter costs a phone tens of milliseconds. */
let parts: Intl.DateTimeFormat | undefined;
const partsFormat = () =>
  (parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // h12, not hour12: en-GB's hour12 counts midnight as 0:05 am.
    hourCycle: 'h12',
  }));

/**
 * '1 July 2026 at 9:00 am'. Built from the formatter's parts, not its whole output, whose joining words
 * differ between ICU versions.
 */
export function formatShopDateTime(date: Date): string {
  const found = partsFormat().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    found.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} at ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}

/** Pakistan keeps UTC+5 all year round (it last moved its clocks in 2009). */
const SHOP_UTC_OFFSET_MS = 5 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '24 Nov 2026', the day in Pakistan. Worked out without Intl, like money.ts's groupThousands: the
 * product page shows it for every review, and a first Intl formatter would cost a phone ~20 ms.
 */
export function formatShopDate(date: Date): string {
  const inPakistan = new Date(date.getTime() + SHOP_UTC_OFFSET_MS);
  return `${inPakistan.getUTCDate()} ${MONTHS[inPakistan.getUTCMonth()]} ${inPakistan.getUTCFullYear()}`;
}

/** '2026-11-24', the day in Pakistan: how couriers take a pickup date or a range of booking days. */
export function shopDayIso(date: Date): string {
  return new Date(date.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
}
