/** The values mutations put in: wrong types, huge and raw numbers, control characters, unicode, injections, unknown keys, long and blank texts. */

export const WRONG_TYPES: unknown[] = [
  123,
  -1,
  0,
  1.5,
  true,
  false,
  'abc',
  '1',
  'true',
  [],
  {},
  [1, 2],
  ['a'],
  { a: 1 },
];
export const HUGE_NUMBERS: unknown[] = [
  1e15,
  9e13,
  9.5e13,
  -1,
  0,
  -0.01,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  5e-324,
  0.1 + 0.2,
  1.005,
  999_999_999_999.99,
  1e21,
  '1e15',
  '9e13',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  ' 12 ',
  '12abc',
  '-0',
  '١٢',
];
/** Numbers JSON can carry but a JavaScript number cannot hold exactly, spliced in as raw JSON text. */
export const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '0.10000000000000000000001',
  '-0',
  '1E+2',
  '1e-400',
];
export const CONTROL = [
  '\u0001',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\u200b',
  '\ud800',
  '\udfff',
  '\r\n\r\n',
];
export const UNICODE = [
  'ہیلو دنیا',
  '🧕🏽👜💍',
  'e\u0301\u0301\u0301',
  'ﷺ',
  '\u202eevil',
  'Ａｄｍｉｎ',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'İıß',
  '表ポあA鷗Œé',
];
export const INJECTIONS = [
  "' OR 1=1 --",
  '"; DROP TABLE products; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  '\\',
  '__proto__',
  '$where',
];
export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'owner',
  'isAdmin',
  'createdAt',
  '',
  'x'.repeat(300),
  '\u0000',
];
export const LONG_LENGTHS = [51, 201, 2001, 5001, 65_537, 100_000];
export const LONG_UNITS = ['a', '9', ' ', 'é', 'ہ', '😀', '\u0000'];
export const NEST_DEPTHS = [20, 200, 2000, 10_000];
export const BLANKS = ['', ' ', '\t\n', '\u00a0'];

export const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
