/** Bad path, query and header values. */
import { fieldText } from './encodings';

export const BAD_SEGMENTS = [
  '0',
  '-1',
  '2147483648',
  '2147483647',
  '9007199254740993',
  '1e3',
  '1.5',
  'abc',
  '%00',
  '%20',
  '0x1A',
  '%201',
  '%EF%BC%91',
  '1'.repeat(400),
  '..%2F..%2Fetc%2Fpasswd',
  'null',
  'NaN',
  'Infinity',
  '-0',
  '+1',
  '1%00',
  '%zz',
  '%F0%9F%98%80',
  'x.webp%00.png',
];
export const BAD_HEADER_VALUES = [
  '',
  'not-a-uuid',
  'F0F0F0F0-AAAA-4AAA-8AAA-AAAAAAAAAAAA',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x'.repeat(5000),
  '12345678123412341234123456789012',
  "'; DROP TABLE carts; --",
  ' 8f0e2c4a-1b2c-4d3e-9f00-112233445566 ',
];
export const JUNK_QUERIES = [
  'a=%00',
  'id=-1&id=2',
  '__proto__[admin]=1',
  `q=${'a'.repeat(5000)}`,
  '%zz',
  'limit=1e15&page=-1',
  'constructor.prototype.admin=1',
  '&&&==',
];
export const JUNK_HEADERS: Record<string, string>[] = [
  { 'content-encoding': 'gzip' },
  { 'x-forwarded-for': 'not an address' },
  { accept: 'text/html' },
  { 'accept-encoding': 'br, gzip;q=x' },
  { 'x-http-method-override': 'DELETE' },
  { cookie: 'session=%00' },
];

/** Percent-encodes text as UTF-8 (lone surrogates become U+FFFD) without ever throwing. */
export function encodeSegment(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Header values keep to what HTTP carries (printable Latin-1 and tab). */
export function headerText(value: unknown): string {
  return fieldText(value, []).replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}
