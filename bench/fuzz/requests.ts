/** A plan made into a request: the route's URL, headers and body, or one of them broken. */
import { type FastifyInstance } from 'fastify';
import { pick } from './bad-values';
import { encodeBody, type Encoded, encodeTransport, fieldText, filePart } from './encodings';
import { describe, labelled, mutate, replacement } from './mutations';
import {
  BAD_HEADER_VALUES,
  BAD_SEGMENTS,
  encodeSegment,
  headerText,
  JUNK_HEADERS,
  JUNK_QUERIES,
} from './parameters';
import type { Plan } from './plans';
import { consistent, isNumber } from './seed';
import type { LogCapture } from './target';
import { isRecord, type Fixtures, type FuzzRequest, type Pools, type Route } from './types';
import { FILE_MARKER } from './values';

export interface Session {
  app: FastifyInstance;
  capture: LogCapture;
  pools: Pools;
  fixtures: Fixtures;
  /** "Bearer <token>" of the admin, obtained before any fuzzing of the sign-in route. */
  adminToken: string;
}

function garbageAuth(token: string, n: number): string {
  const jwt = token.replace(/^Bearer /, '');
  const [header = '', payload = ''] = jwt.split('.');
  const variants = [
    'Bearer',
    'Bearer ',
    'Bearer abc',
    'Basic YWRtaW46cGFzcw==',
    `bearer ${jwt}`,
    jwt,
    `${token}x`,
    `Bearer ${header}.${payload}.`,
    `Bearer eyJhbGciOiJub25lIn0.${payload}.`,
    `Bearer ${'a'.repeat(10_000)}`,
    `${token} ${jwt}`,
    `Bearer ${header}.${Buffer.from('{"sub":"1","admin":true}').toString('base64url')}.${jwt.split('.')[2] ?? ''}`,
  ];
  return pick(variants, n);
}

export function buildRequest(route: Route, plan: Plan, session: Session): FuzzRequest {
  const raws: string[] = [];
  const notes: string[] = [plan.mode];
  const values = {
    params: { ...plan.params },
    query: { ...plan.query },
    headers: { ...plan.headers },
  };
  let body = plan.body;
  if (plan.consistent && (plan.mode === 'valid' || plan.pick % 2 === 0)) {
    body = consistent(body, session.pools);
    values.query = consistent(values.query, session.pools) as Record<string, unknown>;
    const cartId = isNumber(values.params.id)
      ? session.pools.lineCarts.get(values.params.id)
      : undefined;
    if (cartId && 'x-cart-id' in values.headers) values.headers['x-cart-id'] = cartId;
  }
  if (plan.mode === 'mutate' && route.bodies.length > 0) {
    for (const m of plan.mutations) {
      const result = mutate(body, m, raws);
      body = result.value;
      notes.push(result.note);
    }
  } else if (plan.mode === 'mutate' || plan.mode === 'params') {
    notes.push(breakParameter(route, plan, values, raws));
  }

  const headers: Record<string, string> = {};
  if (plan.auth === 'admin') headers.authorization = session.adminToken;
  if (plan.auth === 'garbage') headers.authorization = garbageAuth(session.adminToken, plan.pick);
  if (plan.auth !== (route.secured ? 'admin' : 'none')) notes.push(`auth ${plan.auth}`);
  for (const [name, value] of Object.entries(values.headers)) {
    if (value !== undefined) headers[name] = headerText(value);
  }
  if (plan.mode === 'params' && plan.pick % 5 === 0)
    Object.assign(headers, pick(JUNK_HEADERS, plan.pick));

  const file = filePart(plan.file, session.fixtures);
  const format = route.bodies[plan.format];
  let encoded: Encoded | undefined;
  if (plan.mode === 'transport') {
    encoded = encodeTransport(plan.transport, plan.pick, body, file, plan.extraParts, raws);
  } else if (format) {
    encoded = encodeBody(format, body, file, raws);
  }
  if (encoded) {
    notes.push(encoded.label);
    if (encoded.contentType !== undefined) headers['content-type'] = encoded.contentType;
  }
  if (isRecord(body) && Object.values(body).includes(FILE_MARKER))
    notes.push(`file ${plan.file.kind}`);
  return {
    method: route.method,
    url: buildUrl(route, values, plan, raws),
    headers,
    payload: encoded?.payload,
    remoteAddress: plan.address,
    note: notes.join('; '),
  };
}

/** Replaces one path parameter, header or the query with a bad value; returns the note. */
function breakParameter(
  route: Route,
  plan: Plan,
  values: {
    params: Record<string, unknown>;
    query: Record<string, unknown>;
    headers: Record<string, unknown>;
  },
  raws: string[],
): string {
  const targets = [
    ...route.params.map((p) => ['params', p.name] as const),
    ...route.query.map((p) => ['query', p.name] as const),
    ...route.headers.map((p) => ['headers', p.name] as const),
  ];
  const target = targets.length > 0 ? pick(targets, plan.pick) : undefined;
  if (!target) return 'junk query';
  const [where, name] = target;
  const m = plan.mutations[0];
  if (where === 'headers') {
    if (plan.pick % 4 === 0) {
      values.headers[name] = undefined; // not sent
      return `no ${name} header`;
    }
    const value = pick(BAD_HEADER_VALUES, Math.floor(plan.pick / 4));
    values.headers[name] = value;
    return `header ${name}=${describe(value)}`;
  }
  if (plan.mode === 'params' || !m) {
    const segment = pick(BAD_SEGMENTS, Math.floor(plan.pick / 3));
    values[where][name] = new RawSegment(segment);
    return `${where === 'params' ? 'path' : 'query'} ${name}=${segment.length > 40 ? `${segment.slice(0, 20)}… (${segment.length} chars)` : segment}`;
  }
  const { value, label } =
    m.op === 'drop' || m.op === 'extraField'
      ? labelled('')
      : replacement(m, values[where][name], raws);
  values[where][name] = value;
  return `${where === 'params' ? 'path' : 'query'} ${name}=${label}`;
}

/** A path or query value already in URL form, sent as it is (e.g. "%zz", "%00"). */
class RawSegment {
  constructor(readonly text: string) {}
}

function urlValue(value: unknown, raws: string[]): string {
  return value instanceof RawSegment ? value.text : encodeSegment(fieldText(value, raws));
}

function buildUrl(
  route: Route,
  values: { params: Record<string, unknown>; query: Record<string, unknown> },
  plan: Plan,
  raws: string[],
): string {
  const pathname = route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    urlValue(values.params[name], raws),
  );
  const pairs = Object.entries(values.query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeSegment(name)}=${urlValue(value, raws)}`);
  if (
    (plan.mode === 'params' &&
      route.params.length + route.query.length + route.headers.length === 0) ||
    plan.pick % 23 === 0
  ) {
    pairs.push(pick(JUNK_QUERIES, plan.pick));
  }
  return pairs.length > 0 ? `${pathname}?${pairs.join('&')}` : pathname;
}
