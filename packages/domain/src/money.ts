/**
 * Money inside the shop is a whole number of paisa (1 rupee = 100 paisa), so sums never drift. The wire
 * and the forms speak rupees; convert at the edge with toPaisa/toRupees and format only for display.
 */
import { CURRENCY } from './constants';

export type Paisa = number;

/** Below this, 15 significant digits still include two decimals, so cleaning keeps every real digit. */
const CLEANABLE_BELOW = 1e13;

/**
 * Rounds half away from zero. Products such as 1.005 * 100 land on 100.49999999999999; reading the value
 * back at 15 significant digits removes that binary noise before rounding. Larger magnitudes are rounded
 * as they are: there, cleaning would drop integer digits.
 */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const magnitude = Math.abs(value);
  const cleaned = magnitude < CLEANABLE_BELOW ? Number(magnitude.toPrecision(15)) : magnitude;
  const rounded = Math.sign(value) * Math.round(cleaned);
  return rounded === 0 ? 0 : rounded; // never -0
}

function asRupeeNumber(rupees: number | string): number {
  if (typeof rupees === 'number') return rupees;
  if (typeof rupees !== 'string' || rupees.trim() === '') {
    throw new RangeError(`Not a rupee amount: ${JSON.stringify(rupees)}`);
  }
  return Number(rupees.trim());
}

/** Rupees (a number or numeric text such as '2999.50') to whole paisa. */
export function toPaisa(rupees: number | string): Paisa {
  const value = asRupeeNumber(rupees);
  if (!Number.isFinite(value)) throw new RangeError(`Not a rupee amount: ${String(rupees)}`);
  const paisa = roundHalfAwayFromZero(value * 100);
  if (!Number.isSafeInteger(paisa)) throw new RangeError(`Rupee amount out of range: ${rupees}`);
  return paisa;
}

export function toRupees(paisa: Paisa): number {
  return paisa / 100;
}

/**
 * 1234567 → '1,234,567', as en-US groups digits. Written out rather than with Intl.NumberFormat: a
 * page's first Intl formatter loads the browser's locale data, about 20 ms of a phone's main thread
 * (75 ms at Lighthouse's 4× slowdown) before the page can answer a tap, and every page shows prices.
 */
export function groupThousands(whole: number): string {
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${grouped}` : grouped;
}

/** Paisa as a person reads it: 'PKR 2,999' for whole rupees, 'PKR 2,999.50' otherwise. */
export function formatPaisa(paisa: Paisa): string {
  const whole = Math.abs(Number.isInteger(paisa) ? paisa : Math.round(paisa));
  const sign = paisa < 0 && whole > 0 ? '-' : '';
  const rest = whole % 100;
  const fraction = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${CURRENCY} ${sign}${groupThousands(Math.floor(whole / 100))}${fraction}`;
}

/**
 * A rupee amount read from the spec's wire (a product's price, an order's total), as formatPaisa shows
 * it. The one place a rupee number is shown: code that holds paisa calls formatPaisa.
 */
export function formatRupees(rupees: number | string): string {
  return formatPaisa(toPaisa(rupees));
}

/** percent% of an amount, rounded to the paisa. */
export function percentOf(paisa: Paisa, percent: number): Paisa {
  return roundHalfAwayFromZero((paisa * percent) / 100);
}
