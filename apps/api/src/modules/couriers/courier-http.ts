/**
 * The one way adapters reach a courier: fetch with a deadline, no retries (the job retries), and the
 * failures every courier shares turned into CourierErrors. What an answer means beyond that (an error
 * inside HTTP 200, a refusal) is each courier's envelope's business.
 */
import { COURIER_LABELS, type CourierName } from './courier';
import { CourierError } from './courier-errors';

/**
 * The longest wait for a whole answer, headers and body. PostEx lists a day of orders in about 2 s and
 * answers a PDF of ten labels in a few; 20 s leaves room for a slow day without holding a booking job
 * much longer than staff would wait at a portal.
 */
export const COURIER_TIMEOUT_MS = 20_000;

export interface CourierRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** The courier's base address (a setting) and the call's path, joined as the courier writes them. */
  url: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Sent as JSON, as all three couriers take their bodies. */
  json?: unknown;
}

export interface CourierAnswer {
  status: number;
  contentType: string;
  body: Uint8Array;
}

export class CourierHttp {
  constructor(
    readonly courier: CourierName,
    readonly timeoutMs: number = COURIER_TIMEOUT_MS,
  ) {}

  private get label(): string {
    return COURIER_LABELS[this.courier];
  }

  /**
   * The answer, whatever its HTTP status, except for the failures that mean the same for every
   * courier: no answer in time or no connection, a 5xx or 429 (unavailable), a 401 or 403 (our
   * credentials refused).
   */
  async send(request: CourierRequest): Promise<CourierAnswer> {
    const url = new URL(request.url);
    for (const [key, value] of Object.entries(request.query ?? {})) {
      url.searchParams.set(key, value);
    }
    // No Accept header: the same calls answer JSON or a PDF, and a server that honours Accept could
    // refuse one of them.
    const headers: Record<string, string> = { ...request.headers };
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    const what = `${request.method} ${url.pathname}`;
    let answer: CourierAnswer;
    try {
      const response = await fetch(url, {
        method: request.method,
        headers,
        body: request.json === undefined ? undefined : JSON.stringify(request.json),
        // One deadline for the headers and the body: a courier that stalls mid-PDF is as late as one
        // that never answers.
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      answer = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body: new Uint8Array(await response.arrayBuffer()),
      };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new CourierError(
        this.courier,
        'unavailable',
        timedOut
          ? `${this.label} did not answer ${what} within ${this.timeoutMs / 1000} s`
          : `${this.label} could not be reached for ${what}`,
        { cause: error },
      );
    }
    if (answer.status >= 500 || answer.status === 429) {
      throw new CourierError(
        this.courier,
        'unavailable',
        `${this.label} answered ${what} with HTTP ${answer.status}`,
      );
    }
    if (answer.status === 401 || answer.status === 403) {
      throw new CourierError(
        this.courier,
        'misconfigured',
        `${this.label} refused the credentials (HTTP ${answer.status}): ${excerpt(answer)}`,
      );
    }
    return answer;
  }

  /** The answer's JSON; an answer that is not JSON is not the courier's API speaking. */
  json(answer: CourierAnswer, what: string): unknown {
    try {
      return JSON.parse(new TextDecoder().decode(answer.body)) as unknown;
    } catch {
      // A 404 page in place of JSON means the address (a setting) is not the courier's API.
      const code = answer.status === 404 ? 'misconfigured' : 'unavailable';
      throw new CourierError(
        this.courier,
        code,
        `${this.label} answered ${what} with HTTP ${answer.status} and no JSON: ${excerpt(answer)}`,
      );
    }
  }
}

export function isPdf(bytes: Uint8Array): boolean {
  return new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';
}

/** The start of an answer, for a message a person reads. */
export function excerpt(answer: CourierAnswer): string {
  return new TextDecoder().decode(answer.body.subarray(0, 200)).replace(/\s+/g, ' ').trim();
}

/** A JSON object's field, or undefined when the value is not an object. */
export function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** Text from a field couriers send as a string or a number (tracking numbers, ids); '' when absent. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A JSON array, or none when the value is not one (a courier's `null` for an empty list). */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
