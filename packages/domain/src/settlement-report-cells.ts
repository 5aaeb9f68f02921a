/**
 * A courier's payment report, its cells (issue #29, decision 0031): rupee amounts, tracking numbers a
 * spreadsheet may have shortened, order numbers and statuses, each read as couriers write them. A cell
 * that is not what its column says reads as null; the API turns that into a problem on its line.
 */
import type { Paisa } from './money';
import type { SettlementOutcome } from './settlements';

/**
 * A money cell in rupees as couriers write it ("1,234.50", "Rs. 1,234", "(120.00)", "-319.23") to
 * paisa; null when it is not an amount. Blank is null too: the caller decides whether blank is 0.
 */
export function readRupeesCell(cell: string): Paisa | null {
  let text = cell
    .trim()
    .replace(/^(rs\.?|pkr)\s*/i, '')
    .replace(/,/g, '')
    .trim();
  let sign = 1;
  const bracketed = /^\((.*)\)$/.exec(text);
  if (bracketed) {
    sign = -1;
    text = (bracketed[1] ?? '').trim();
  }
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const negative = text.startsWith('-') ? -1 : 1;
  // Digits, not floating point: "0.285" rounds half away at the third place exactly.
  const paisaDigits = `${whole}${`${fraction}00`.slice(0, 2)}`;
  let paisa = Number(paisaDigits);
  if (fraction.length > 2 && Number(fraction[2]) >= 5) paisa += 1;
  if (!Number.isSafeInteger(paisa)) return null;
  const value = sign * negative * paisa;
  return value === 0 ? 0 : value;
}

/**
 * A tracking number as written. A spreadsheet turns a long number into "2.63E+13": then only the
 * digits before the exponent survive, and the number had `length` digits. Anything else is kept as
 * written, upper-cased, without spaces ("LE 7512 3456" → "LE75123456").
 */
export type TrackingCell =
  { kind: 'exact'; value: string } | { kind: 'prefix'; digits: string; length: number };

export function readTrackingCell(cell: string): TrackingCell | null {
  const text = cell.trim().replace(/^'/, '');
  if (text === '') return null;
  const scientific = /^(\d)(?:\.(\d+))?e\+?(\d{1,2})$/i.exec(text);
  if (scientific) {
    const digits = `${scientific[1]}${scientific[2] ?? ''}`.replace(/0+$/, '') || '0';
    const length = Number(scientific[3]) + 1;
    if (digits.length >= length) {
      return { kind: 'exact', value: `${digits}${'0'.repeat(length - digits.length)}` };
    }
    return { kind: 'prefix', digits, length };
  }
  // "26300012345678.0" (a number cell read as text) is the number itself.
  const wholeNumber = /^(\d+)\.0+$/.exec(text);
  const value = (wholeNumber?.[1] ?? text).replace(/\s+/g, '').toUpperCase();
  return { kind: 'exact', value };
}

/** What a tracking cell matched among the courier's known tracking numbers. */
export type TrackingMatch =
  | { kind: 'found'; trackingNumber: string }
  | { kind: 'ambiguous'; candidates: string[] }
  | { kind: 'none' };

/**
 * Finds a tracking cell among known numbers: exact, or for a number a spreadsheet shortened, the one
 * number of that length starting with the digits that survived. More than one is ambiguous: it is
 * reported, never guessed. `byPrefix` is the known numbers of each length, for prefix searches.
 */
export function matchTracking(
  cell: TrackingCell,
  known: ReadonlySet<string>,
  byLength: ReadonlyMap<number, readonly string[]>,
): TrackingMatch {
  if (cell.kind === 'exact') {
    return known.has(cell.value) ? { kind: 'found', trackingNumber: cell.value } : { kind: 'none' };
  }
  const candidates = (byLength.get(cell.length) ?? []).filter((number) =>
    number.startsWith(cell.digits),
  );
  const [only] = candidates;
  if (candidates.length === 1 && only) return { kind: 'found', trackingNumber: only };
  if (candidates.length === 0) return { kind: 'none' };
  return { kind: 'ambiguous', candidates: candidates.slice(0, 5) };
}

/** An order number as written ("ZB-10015", "zb10015", "10015") to its number, or null. */
export function readOrderNumberCell(cell: string): number | null {
  const match = /^(?:zb\s*-?\s*)?(\d{1,9})(?:\.0+)?$/i.exec(cell.trim());
  return match ? Number(match[1]) : null;
}

/** A report's status cell to the parcel's outcome, when it says: returns read as returned. */
export function readOutcomeCell(cell: string): SettlementOutcome | null {
  const text = cell.trim().toLowerCase();
  if (text === '') return null;
  if (/return|reversal|rto/.test(text)) return 'returned';
  if (/deliver|paid|processed|settled|cod/.test(text)) return 'delivered';
  return null;
}
