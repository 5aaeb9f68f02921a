/**
 * Leopards' answers, read as its API Documentation v2 writes them: `{ status: 1, error: 0, ... }` on
 * success and `{ status: 0, error: "..." }` on failure, both with HTTP 200. `status` comes as 1 or "1";
 * `error` as a string, or an object keyed by CN number (cancel, load sheet). Sources:
 * docs/couriers/leopards.md, "Response envelope".
 */
import { CourierError } from '../courier-errors';
import { type CourierAnswer, type CourierHttp, field, text } from '../courier-http';

/**
 * Refusals of our credentials come inside HTTP 200 too; the wording is not published ("Invalid API
 * Key or Password"-style messages in third-party code), so it is recognised by these words.
 */
const CREDENTIAL_WORDS = /api[ _]?key|api[ _]?password|credential|unauthori[sz]ed|authenticat/i;
/** A duplicate booked_packet_order_id is not documented either (docs/couriers/leopards.md §2). */
const DUPLICATE_WORDS = /already (exist|booked)|duplicate/i;
/** "No packet found" (tracking, as the swiftship SDK matches it) and its kin. */
const NOT_FOUND_WORDS = /no packet found|not found|no record|no data/i;

/** The body of a successful answer; an error inside it is turned into a CourierError. */
export function leopardsBody(http: CourierHttp, answer: CourierAnswer, what: string): unknown {
  const body = http.json(answer, what);
  if (Number(text(field(body, 'status'))) === 1) return body;
  const reason = errorText(field(body, 'error')) || `Leopards refused ${what}`;
  if (CREDENTIAL_WORDS.test(reason)) {
    throw new CourierError('leopards', 'misconfigured', `Leopards refused the API key: ${reason}`);
  }
  if (DUPLICATE_WORDS.test(reason)) {
    throw new CourierError('leopards', 'duplicate_reference', `Leopards: ${reason}`);
  }
  throw new CourierError('leopards', 'refused', reason);
}

/** Whether a refusal says the courier has no such packet or order (an answer, not a failure). */
export function saysNotFound(error: unknown): boolean {
  return (
    error instanceof CourierError && error.code === 'refused' && NOT_FOUND_WORDS.test(error.message)
  );
}

/** `error` in whatever shape it came: "text", or { "<cn>": "text" } joined as "cn: text". */
function errorText(error: unknown): string {
  if (typeof error === 'string') return error === 'null' || error === '0' ? '' : error.trim();
  if (typeof error === 'object' && error !== null) {
    return Object.entries(error)
      .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join('; ');
  }
  return '';
}
