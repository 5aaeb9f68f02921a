/**
 * Trax's answers. The Sonic API Documentation v2.0 shows only successes: `{ status: 0, message, ... }`
 * (0 is success, the opposite of Leopards). Its refusals are not documented; this reads them as the
 * production client in docs/couriers/trax.md does: `status` 1 with `errors` `{ field: ["message"] }`
 * (Laravel validation), the reason being the first message, else `message`. Sources: docs/couriers/trax.md,
 * "Response envelope".
 */
import type { CourierError } from '../courier-errors';
import { type CourierAnswer, type CourierHttp, excerpt, field, text } from '../courier-http';
import { saysNotFoundIn, wordedRefusal, type RefusalWords } from '../worded-refusals';

const TRAX_WORDS: RefusalWords = {
  credential: /unauthori[sz]ed|unauthenticated|api key|invalid key/i,
  /** Laravel's words for a unique field already used ("The order id has already been taken."). */
  duplicate: /already been taken|already exist|duplicate/i,
  notFound: /not found|no shipment|no record|does not exist|invalid tracking/i,
};

/** The body of a successful answer that carries `key`; anything else becomes a CourierError. */
export function traxBody(
  http: CourierHttp,
  answer: CourierAnswer,
  what: string,
  key: string,
): unknown {
  const body = http.json(answer, what);
  if (Number(text(field(body, 'status'))) === 0 && field(body, key) !== undefined) return body;
  throw traxRefusal(body, answer);
}

/** The error an answer that is not a success stands for. */
export function traxRefusal(body: unknown, answer: CourierAnswer): CourierError {
  const reason =
    firstError(field(body, 'errors')) || text(field(body, 'message')) || excerpt(answer);
  return wordedRefusal('trax', TRAX_WORDS, reason);
}

/** Whether a refusal says Trax has no such shipment (an answer, not a failure). */
export function saysNotFound(error: unknown): boolean {
  return saysNotFoundIn(TRAX_WORDS, error);
}

function firstError(errors: unknown): string {
  if (typeof errors === 'string') return errors.trim();
  if (typeof errors !== 'object' || errors === null) return '';
  for (const value of Object.values(errors)) {
    const message = Array.isArray(value) ? text(value[0]) : text(value);
    if (message) return message;
  }
  return '';
}
