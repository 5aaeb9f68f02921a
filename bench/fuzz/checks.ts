/** Sending one request and checking its answer: 5xx, error bodies without a message, the cause the app logged. */
import { type LightMyRequestResponse } from 'fastify';
import type { Session } from './requests';
import { SEED, SHOW, TRACE } from './settings';
import { isRecord, type Example, type FuzzRequest, type Route, type RouteStats } from './types';

export function newStats(route: Route): RouteStats {
  return {
    method: route.method,
    path: route.path,
    requests: 0,
    statuses: {},
    serverErrors: 0,
    badErrorBodies: 0,
    injectErrors: 0,
    seconds: 0,
    serverErrorExamples: [],
    badBodyExamples: [],
    causes: new Map(),
  };
}

function hasMessage(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return isRecord(parsed) && typeof parsed.message === 'string';
  } catch {
    return false;
  }
}

export const truncate = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

function exampleOf(
  request: FuzzRequest,
  status: Example['status'],
  response: string,
  cause?: string,
): Example {
  const headers = { ...request.headers };
  if (headers.authorization) headers.authorization = truncate(headers.authorization, 60);
  const body = request.payload === undefined ? '' : Buffer.from(request.payload).toString('utf8');
  return {
    request: {
      method: request.method,
      url: truncate(request.url),
      remoteAddress: request.remoteAddress,
      headers,
      body: truncate(body),
    },
    note: request.note,
    status,
    response: truncate(response),
    cause,
  };
}

/** The error the app logged for the request just sent, e.g. "RangeError: … (at money.ts:37 ← …)". */
function loggedCause(lines: string[]): string | undefined {
  for (const line of lines) {
    let entry: {
      level?: number;
      msg?: string;
      err?: { type?: string; message?: string; stack?: string };
    };
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if ((entry.level ?? 0) < 40) continue;
    const err = entry.err;
    if (!err) return entry.msg;
    const stack = err.stack ?? '';
    const frames = projectFrames(stack);
    return `${err.type ?? 'Error'}: ${shortMessage(err.message ?? '', stack)}${frames ? ` (at ${frames})` : ''}`;
  }
  return undefined;
}

/**
 * A database error's message holds the whole query and its parameters: keep the statement and table,
 * and the driver's reason from the "caused by:" part of the stack.
 */
function shortMessage(message: string, stack: string): string {
  const first = message.split('\n')[0] ?? '';
  const reason = [...stack.matchAll(/^caused by: (.*)$/gm)].pop()?.[1];
  const statement = first.match(/^Failed query: (\w+)/)?.[1];
  if (!statement) return `${first.slice(0, 200)}${reason ? ` … caused by: ${reason}` : ''}`;
  const table = first.match(/(?:into|update|from) ("\w+")/)?.[1] ?? '';
  return `Failed query: ${statement} ${table}${reason ? ` … caused by: ${reason.slice(0, 200)}` : ''}`;
}

/** The first two stack frames in the project's own code (apps/api/src or packages/domain/src). */
function projectFrames(stack: string): string {
  const frames = [...stack.matchAll(/((?:apps\/api|packages\/domain)\/src\/[^:)\s]+:\d+)/g)].map(
    (m) => m[1],
  );
  return frames.slice(0, 2).join(' ← ');
}

/** Numbers vary from request to request; a cause is the same cause with other numbers. */
const causeKey = (cause: string) => cause.replace(/\d+(\.\d+)?(e[+-]?\d+)?/gi, 'N');

export async function send(session: Session, request: FuzzRequest, stats: RouteStats) {
  session.capture.clear();
  stats.requests += 1;
  let response: LightMyRequestResponse;
  try {
    response = await session.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
      remoteAddress: request.remoteAddress,
    });
  } catch (error) {
    stats.injectErrors += 1;
    bump(stats.statuses, 'inject-error');
    if (stats.serverErrorExamples.length < SHOW) {
      stats.serverErrorExamples.push(exampleOf(request, 'inject error', String(error)));
    }
    return;
  }
  const status = response.statusCode;
  bump(stats.statuses, String(status));
  if (TRACE)
    console.log(
      `${status} ${request.method} ${truncate(request.url, 100)} [${truncate(request.note, 200)}] → ${truncate(response.body, 200)}`,
    );
  if (status >= 500) recordServerError(session, request, response, stats);
  if (status >= 400 && !hasMessage(response.body)) {
    stats.badErrorBodies += 1;
    if (stats.badBodyExamples.length < SHOW)
      stats.badBodyExamples.push(exampleOf(request, status, response.body));
  }
}

function recordServerError(
  session: Session,
  request: FuzzRequest,
  response: LightMyRequestResponse,
  stats: RouteStats,
) {
  stats.serverErrors += 1;
  const cause =
    loggedCause(session.capture.lines) ?? `(nothing logged) ${truncate(response.body, 120)}`;
  const key = causeKey(cause);
  const example = exampleOf(request, response.statusCode, response.body, cause);
  const entry = stats.causes.get(key) ?? {
    route: `${stats.method} ${stats.path}`,
    cause,
    count: 0,
    inputs: [],
    example,
  };
  entry.count += 1;
  if (entry.inputs.length < 3 && !entry.inputs.includes(request.note))
    entry.inputs.push(request.note);
  stats.causes.set(key, entry);
  if (stats.serverErrorExamples.length < SHOW) stats.serverErrorExamples.push(example);
}

function bump(histogram: Record<string, number>, key: string) {
  histogram[key] = (histogram[key] ?? 0) + 1;
}

/** A seed per route and batch, so one route's requests do not depend on which other routes ran. */
export function batchSeed(route: Route, batch: number): number {
  let hash = 2166136261 ^ SEED;
  for (const char of `${route.key}#${batch}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash | 0;
}
