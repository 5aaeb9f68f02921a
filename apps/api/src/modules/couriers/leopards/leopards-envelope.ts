/**
 * Leopards' answers, read as its API Documentation v2 writes them: `{ status: 1, error: 0, ... }` on
 * success and `{ status: 0, error: "..." }` on failure, both with HTTP 200. `status` comes as 1 or "1";
 * `error` as a string, or an object keyed by CN number (cancel, load sheet). Sources:
 * docs/couriers/leopards.md, "Response envelope".
 */
import { type CourierAnswer, type CourierHttp, field, text } from '../courier-http';
import { saysNotFoundIn, wordedRefusal, type RefusalWords } from '../worded-refusals';

const LEOPARDS_WORDS: RefusalWords = {
  /**
   * Refusals of our credentials come inside HTTP 200 too; the wording is not published ("Invalid API
   * Key or Password"-style messages in third-party code), so it is recognised by these words.
   */
  credential: /api[ _]?key|api[ _]?password|credential|unauthori[sz]ed|authenticat/i,
  /** A duplicate booked_packet_order_id is not documented either (docs/couriers/leopards.md §2). */
  duplicate: /already (exist|booked)|duplicate/i,
  /** "No packet found" (tracking, as the swiftship SDK matches it) and its kin. */
  notFound: /no packet found|not found|no record|no data/i,
};

/** The body of a successful answer; an error inside it is turned into a CourierError. */
export function leopardsBody(http: CourierHttp, answer: CourierAnswer, what: string): unknown {
  const body = http.json(answer, what);
  if (Number(text(field(body, 'status'))) === 1) return body;
  const reason = errorText(field(body, 'error')) || `Leopards refused ${what}`;
  throw wordedRefusal('leopards', LEOPARDS_WORDS, reason);
}

/** Whether a refusal says the courier has no such packet or order (an answer, not a failure). */
export function saysNotFound(error: unknown): boolean {
  return saysNotFoundIn(LEOPARDS_WORDS, error);
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
