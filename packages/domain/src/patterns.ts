/**
 * Rules written as regular expressions that the API document publishes as JSON Schema patterns, so
 * that a client or a fuzzer knows what the server takes. They are spelled for every regex engine
 * alike: no flags, `[0-9]` for a digit and the spaces spelled out, since `\d` and `\s` take more
 * characters in other engines (Python's `\d` takes Arabic-Indic digits) than in JavaScript's.
 */

/** The characters JavaScript's `\s` and `String.prototype.trim` take, as the body of a class. */
export const SPACE_CHARACTERS =
  '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/** Any run of the spaces trim() takes, as around a text it trims. */
export const TRIMMED_SPACES = `[${SPACE_CHARACTERS}]*`;

/**
 * Text with something besides the spaces trim() takes (a required field), and no NUL, which the API's
 * text guard refuses in every string.
 */
export const NOT_BLANK_PATTERN = `^[^\\u0000]*[^${SPACE_CHARACTERS}\\u0000][^\\u0000]*$`;

/** One word: no space inside it, the spaces trim() takes around it, and no NUL. */
export const ONE_WORD_PATTERN = `^${TRIMMED_SPACES}[^${SPACE_CHARACTERS}\\u0000]+${TRIMMED_SPACES}$`;

/**
 * A row id of PostgreSQL's integer, 1 to 2147483647, in digits, leading zeros allowed (what `Number`
 * reads of them): the range written digit by digit, as a pattern cannot compare numbers.
 */
const ID_DIGITS =
  '0*(?:[1-9][0-9]{0,8}|1[0-9]{9}|2(?:0[0-9]{8}|1[0-3][0-9]{7}|14[0-6][0-9]{6}|147[0-3][0-9]{5}|1474[0-7][0-9]{4}|14748[0-2][0-9]{3}|147483[0-5][0-9]{2}|1474836[0-3][0-9]|14748364[0-7]))';

/** Ids separated by commas (`12,15,40`), with the spaces trim() takes around them. */
export const ID_LIST_PATTERN = `^${TRIMMED_SPACES}${ID_DIGITS}(?:,${ID_DIGITS})*${TRIMMED_SPACES}$`;

/**
 * Digits as people type them, with any of `between` (the body of a class) after each one:
 * `typedDigits(between, '0', '[1-9]')` is a 0, then a digit from 1 to 9; `anyDigits` adds that many
 * more of any digit.
 */
export function typedDigits(between: string, ...digits: string[]): string {
  return digits.map((digit) => `${digit}[${between}]*`).join('');
}

export function anyDigits(between: string, count: number): string {
  return `(?:[0-9][${between}]*){${count}}`;
}
