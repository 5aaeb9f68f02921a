/**
 * Dates and times as the shop says them to shoppers, in the shop's own time zone (Pakistan), so the
 * server and the browser word a moment the same way wherever they run.
 */
import { SHOP_TIME_ZONE } from './constants';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // h12, not hour12: en-GB's hour12 counts midnight as 0:05 am.
  hourCycle: 'h12',
});

/**
 * '1 July 2026 at 9:00 am'. Built from the formatter's parts, not its whole output, whose joining words
 * differ between ICU versions.
 */
export function formatShopDateTime(date: Date): string {
  const found = parts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    found.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} at ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}
