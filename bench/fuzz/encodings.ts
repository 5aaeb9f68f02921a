/** Encodings: JSON text, hand-made multipart bodies and broken transports. */
import { SVG } from '../../apps/api/src/test/images';
import { pick } from './bad-values';
import { describe } from './mutations';
import { isRecord, type BodyFormat, type Fixtures } from './types';
import { FILE_MARKER } from './values';

function jsonText(value: unknown, raws: string[]): string {
  let text = JSON.stringify(value) ?? '';
  raws.forEach((raw, i) => {
    text = text.replace(`"__fuzz_raw_${i}__"`, raw);
  });
  return text;
}

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

/** A fixed default boundary keeps the requests of a seed byte-for-byte the same from run to run. */
export function multipartBody(parts: Part[], boundary = '----fuzz7d1f0c2a9b') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.data) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? 'file'}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
    boundary,
  };
}

/** The form fields of a body as a browser form sends them: arrays repeat, objects travel as JSON. */
function formParts(body: unknown, file: Part, raws: string[]): Part[] {
  if (!isRecord(body)) return [{ name: 'value', value: fieldText(body, raws) }];
  const parts: Part[] = [];
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) && value.every((v) => !isRecord(v)) ? value : [value];
    for (const item of values) {
      parts.push(item === FILE_MARKER ? { ...file, name } : { name, value: fieldText(item, raws) });
    }
  }
  return parts;
}

export function fieldText(value: unknown, raws: string[]): string {
  if (typeof value === 'string')
    return value.startsWith('__fuzz_raw_') ? jsonText(value, raws) : value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? jsonText(value, raws) : String(value);
}

export const FILE_KINDS = ['png', 'random', 'empty', 'svg', 'bomb', 'textAsPng', 'large'] as const;
export interface FilePlan {
  kind: (typeof FILE_KINDS)[number];
  bytes: Uint8Array;
  pick: number;
}
const FILENAMES = [
  'photo.png',
  'x.webp',
  '../../etc/passwd',
  'a"b.png',
  'ünï.png',
  '',
  'x'.repeat(300),
  'a\u0000.png',
];
const FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'application/octet-stream',
  'text/plain',
  'image/svg+xml',
  '',
];

export function filePart(plan: FilePlan, fixtures: Fixtures): Part {
  const data = {
    png: fixtures.png,
    random: Buffer.from(plan.bytes),
    empty: Buffer.alloc(0),
    svg: SVG,
    bomb: fixtures.bomb,
    textAsPng: Buffer.from('definitely not a png'),
    large: Buffer.alloc(1_200_000, plan.pick % 256),
  }[plan.kind];
  const valid = plan.kind === 'png' && plan.pick % 3 !== 0;
  return {
    name: 'file',
    filename: valid ? 'photo.png' : pick(FILENAMES, plan.pick),
    contentType: valid ? 'image/png' : pick(FILE_TYPES, plan.pick),
    data,
  };
}

export const TRANSPORTS = [
  'invalidJson',
  'emptyBody',
  'primitiveBody',
  'wrongContentType',
  'noContentType',
  'multipartNoBoundary',
  'multipartRandom',
  'multipartMalformed',
  'oversized',
] as const;
export type Transport = (typeof TRANSPORTS)[number];

const INVALID_JSON = [
  '{',
  '{"a":',
  '{"title":"x",}',
  "{'a':1}",
  'nul',
  '{"a":1}garbage',
  '\u0000',
  '[1,2',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\ufeff{}',
  '{"a":01}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
];
const PRIMITIVE_BODIES = ['null', '0', '"text"', '[]', 'true', '[{}]', '""', '-1', '1e999'];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'image/png',
  '*/*',
  'application/json, text/plain',
  'multipart/mixed; boundary=x',
  'application/octet-stream',
  'text/json',
];
const NO_BOUNDARY = [
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; charset=utf-8',
  'multipart/form-data;boundary',
];

export interface Encoded {
  payload?: string | Buffer;
  contentType?: string;
  label: string;
}

/** The body in one of the route's own formats. */
export function encodeBody(format: BodyFormat, body: unknown, file: Part, raws: string[]): Encoded {
  if (body === undefined)
    return { contentType: format.contentType, label: `${format.contentType}, no body` };
  if (format.contentType.startsWith('multipart/')) {
    const form = multipartBody(formParts(body, file, raws));
    return { payload: form.payload, contentType: form.contentType, label: 'multipart' };
  }
  return { payload: jsonText(body, raws), contentType: 'application/json', label: 'json' };
}

/** The body sent in a broken or unexpected way. */
export function encodeTransport(
  transport: Transport,
  n: number,
  body: unknown,
  file: Part,
  extra: Part[],
  raws: string[],
): Encoded {
  const json = jsonText(body ?? {}, raws);
  switch (transport) {
    case 'invalidJson':
      return {
        payload: pick(INVALID_JSON, n),
        contentType: 'application/json',
        label: `invalid JSON ${describe(pick(INVALID_JSON, n))}`,
      };
    case 'emptyBody':
      return {
        payload: n % 2 === 0 ? '' : undefined,
        contentType: 'application/json',
        label: 'empty JSON body',
      };
    case 'primitiveBody':
      return {
        payload: pick(PRIMITIVE_BODIES, n),
        contentType: 'application/json',
        label: `JSON body ${pick(PRIMITIVE_BODIES, n)}`,
      };
    case 'wrongContentType':
      return {
        payload: json,
        contentType: pick(WRONG_CONTENT_TYPES, n),
        label: `content-type ${pick(WRONG_CONTENT_TYPES, n)}`,
      };
    case 'noContentType':
      return { payload: json, label: 'JSON without content-type' };
    case 'multipartNoBoundary': {
      const form = multipartBody(formParts(body, file, raws));
      const type = pick(NO_BOUNDARY, n);
      return {
        payload: n % 3 === 0 ? '' : form.payload,
        contentType: type,
        label: `multipart without boundary (${type})`,
      };
    }
    case 'multipartRandom':
      return randomMultipart(body, file, extra, n, raws);
    case 'multipartMalformed':
      return malformedMultipart(body, file, n, raws);
    case 'oversized':
      return {
        payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
        contentType: 'application/json',
        label: '1.1 MB JSON body',
      };
  }
}

function randomMultipart(
  body: unknown,
  file: Part,
  extra: Part[],
  n: number,
  raws: string[],
): Encoded {
  const parts = [...formParts(body, file, raws), ...extra];
  if (n % 4 === 0) parts.push(file);
  if (n % 5 === 0) parts.push(...parts); // every field twice
  const boundary = n % 7 === 0 ? 'b'.repeat(200) : `fuzz${n}`;
  const form = multipartBody(parts, boundary);
  return {
    payload: form.payload,
    contentType: form.contentType,
    label: `multipart with ${extra.length} random fields${n % 4 === 0 ? ' and a file' : ''}`,
  };
}

function malformedMultipart(body: unknown, file: Part, n: number, raws: string[]): Encoded {
  const form = multipartBody(formParts(body, file, raws));
  const text = form.payload.toString('latin1');
  const variants: [string, string][] = [
    [text.slice(0, Math.floor(text.length / 2)), 'truncated'],
    [text.replace(`--${form.boundary}--`, ''), 'no closing boundary'],
    [text.replaceAll('\r\n', '\n'), 'LF line ends'],
    [text.replace(/Content-Disposition: form-data; /g, ''), 'no Content-Disposition'],
    [text.replace(/ name="[^"]*"/, ''), 'part without a name'],
    [text.replaceAll(form.boundary, 'other-boundary'), 'boundary mismatch'],
    ['garbage\r\n\r\n\u0000\u0001', 'garbage'],
  ];
  const [payload, label] = pick(variants, n);
  return {
    payload: Buffer.from(payload, 'latin1'),
    contentType: form.contentType,
    label: `malformed multipart (${label})`,
  };
}
