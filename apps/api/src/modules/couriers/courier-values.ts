/**
 * Values every courier writes its own way: the COD amount, city ids, and the times in its tracking
 * history.
 */
import { roundHalfAwayFromZero } from '@shop/domain/money';
import { COURIER_LABELS, type CourierName } from './courier';
import { CourierError } from './courier-errors';

/**
 * The COD amount in whole rupees, as every courier takes it (Trax: "do not use commas or dots"):
 * rounded half away from zero, the shop's one rounding rule, so Rs 2,999.50 is collected as 3,000.
 */
export function codRupees(paisa: number): number {
  return roundHalfAwayFromZero(paisa / 100);
}

/**
 * A time a courier writes in Pakistan's clock ('2026-06-27 16:00:00', '2026-06-27', '27/06/2026'),
 * or undefined when it is none of those. Pakistan keeps UTC+5 all year.
 */
export function pakistanTime(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  const iso = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(trimmed);
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(trimmed);
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5], dayFirst[6]]
      : undefined;
  if (!parts) return undefined;
  const [year, month, day, hour = '00', minute = '00', second = '00'] = parts;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}+05:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The city id of couriers that book by number (Leopards, Trax). A name where an id belongs is refused
 * here, with words staff can act on, rather than sent as a null the courier words its own way.
 */
export function cityId(courier: CourierName, city: string): number {
  if (/^\d+$/.test(city.trim())) return Number(city.trim());
  throw new CourierError(
    courier,
    'refused',
    `${COURIER_LABELS[courier]} books by city id, and "${city}" is not one of its ids`,
  );
}

/**
 * A money amount a courier writes in rupees ("1,234.50", 1234.5, "-150") as paisa, or null when the
 * field is absent or not a number. Read by its digits, not as a float.
 */
export function rupeesToPaisa(value: unknown): number | null {
  const written =
    typeof value === 'number' && Number.isFinite(value)
      ? value.toFixed(2)
      : typeof value === 'string'
        ? value
        : '';
  const match = /^\s*(-)?\s*(\d+)(?:\.(\d{1,2})\d*)?\s*$/.exec(written.replace(/,/g, ''));
  if (!match) return null;
  const paisa = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -paisa : paisa;
}
