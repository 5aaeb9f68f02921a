/**
 * Code 128, code set B (ISO/IEC 15417): the barcode of the order number on a packing slip, drawn by
 * the server as vector bars (decision 0029). Set B covers printable ASCII (space to '~'), which is all
 * an order number (ZB-10001) or a tracking number needs, so the encoder never switches sets.
 *
 * A symbol is six elements, bar first, of 1–4 modules each, 11 modules in all; the stop symbol has a
 * seventh (a final 2-module bar). The check symbol is (start + Σ position × value) mod 103.
 *
 * `decodeCode128` reads element widths back as a scanner measures them on one line across the bars,
 * scaling each symbol by its own width so a print at any size reads. The tests read the slips'
 * barcodes with it and, independently, with ZXing.
 */

/** The element widths (bar, space, bar, space, bar, space) of symbol values 0–105, then stop (106). */
// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

const START_B = 104;
const STOP = 106;
/** The quiet zone each side of the bars, in modules: ten is the standard's minimum. */
export const CODE128_QUIET_ZONE = 10;

const patternOf = (value: number): number[] => [...(PATTERNS[value] ?? '')].map(Number);

/** Whether every character is in code set B (printable ASCII), so `encodeCode128B` can draw it. */
export function isCode128B(text: string): boolean {
  return text.length > 0 && /^[\x20-\x7e]+$/.test(text);
}

/** The check symbol's value: (start + Σ position × value) mod 103, positions counted from 1. */
export function code128Checksum(values: readonly number[]): number {
  const [start = 0, ...data] = values;
  return data.reduce((sum, value, index) => sum + value * (index + 1), start) % 103;
}

/** The symbol values of `text` in set B: start, one per character, the check symbol, stop. */
export function code128BValues(text: string): number[] {
  if (!isCode128B(text)) {
    throw new RangeError(`Code 128 set B draws printable ASCII only: ${JSON.stringify(text)}`);
  }
  const values = [START_B, ...[...text].map((char) => char.charCodeAt(0) - 32)];
  return [...values, code128Checksum(values), STOP];
}

/**
 * The widths in modules of the bars and spaces of `text`, alternating and starting with a bar (no
 * quiet zone): what a drawing routine turns into rectangles.
 */
export function encodeCode128B(text: string): number[] {
  return code128Widths(code128BValues(text));
}

/** The element widths of symbol values as given (values 0–106, 106 the stop). */
export function code128Widths(values: readonly number[]): number[] {
  return values.flatMap((value) => {
    if (!Number.isInteger(value) || value < 0 || value > STOP) {
      throw new RangeError(`Not a Code 128 symbol value: ${value}`);
    }
    return patternOf(value);
  });
}

/** The bars as [start, width] in modules from the left edge of the first bar. */
export function code128Bars(widths: readonly number[]): [number, number][] {
  const bars: [number, number][] = [];
  let at = 0;
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push([at, width]);
    at += width;
  });
  return bars;
}

const SYMBOL_BY_PATTERN = new Map<string, number>(
  PATTERNS.slice(0, STOP).map((pattern, value) => [pattern, value]),
);

/**
 * Reads a set-B Code 128 from measured element widths (any unit; bar first, quiet zones left out),
 * checking the start, the check symbol and the stop. Answers the text, or null for anything else.
 */
export function decodeCode128(widths: readonly number[]): string | null {
  // Six elements a symbol, seven for the stop.
  if (widths.length < 6 * 3 + 7 || (widths.length - 7) % 6 !== 0) return null;
  const symbolCount = (widths.length - 7) / 6;
  const values: number[] = [];
  for (let symbol = 0; symbol < symbolCount; symbol++) {
    const elements = widths.slice(symbol * 6, symbol * 6 + 6);
    const module = elements.reduce((sum, width) => sum + width, 0) / 11;
    if (!(module > 0)) return null;
    const pattern = elements.map((width) => Math.round(width / module)).join('');
    const value = SYMBOL_BY_PATTERN.get(pattern);
    if (value === undefined) return null;
    values.push(value);
  }
  const stop = widths.slice(-7);
  const stopModule = stop.reduce((sum, width) => sum + width, 0) / 13;
  if (stop.map((width) => Math.round(width / stopModule)).join('') !== PATTERNS[STOP]) return null;

  const [start, ...rest] = values;
  const check = rest.pop();
  if (start !== START_B || check === undefined || rest.length === 0) return null;
  if (code128Checksum([start, ...rest]) !== check) return null;
  if (rest.some((value) => value > 94)) return null; // a function code: not plain set-B text
  return String.fromCharCode(...rest.map((value) => value + 32));
}
