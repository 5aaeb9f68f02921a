/**
 * PostEx's answers, read as its Merchant API Integration Guide v4.1.9 writes them: JSON
 * `{ statusCode: "200", statusMessage, dist }` where success is the body's statusCode (a string), never
 * the HTTP status: errors also come with HTTP 200 (`statusCode "404"`, `"400"`). PDF calls answer
 * bytes, or this JSON when they fail. Details and sources: docs/couriers/postex.md.
 */
import { CourierError } from '../courier-errors';
import { type CourierAnswer, type CourierHttp, excerpt, field, isPdf, text } from '../courier-http';

/**
 * PostEx does not document what it answers to an order number it already has (docs/couriers/postex.md
 * §4); these are the words a refusal of that kind would use. Unconfirmed: the booking job does not
 * rely on it, it asks findBooking after any unclear answer.
 */
const DUPLICATE_WORDS = /already exist|duplicate|already been (booked|created)/i;

export interface PostexEnvelope {
  statusCode: string;
  statusMessage: string;
  dist: unknown;
}

export function readEnvelope(
  http: CourierHttp,
  answer: CourierAnswer,
  what: string,
): PostexEnvelope {
  const body = http.json(answer, what);
  const statusCode = text(field(body, 'statusCode'));
  if (!statusCode) {
    // Spring's own error page for a missing or misspelt query parameter (HTTP 400, no envelope).
    throw new CourierError('postex', 'refused', `PostEx refused ${what}: ${excerpt(answer)}`);
  }
  return {
    statusCode,
    statusMessage: text(field(body, 'statusMessage')),
    dist: field(body, 'dist'),
  };
}

/** The envelope's `dist` when statusCode is "200"; every other code is turned into a CourierError. */
export function distOf(envelope: PostexEnvelope, what: string): unknown {
  const { statusCode, statusMessage } = envelope;
  if (statusCode === '200') return envelope.dist;
  if (statusCode === '401') {
    throw new CourierError('postex', 'misconfigured', `PostEx refused the token: ${statusMessage}`);
  }
  if (statusCode.startsWith('5')) {
    throw new CourierError('postex', 'unavailable', `PostEx failed ${what}: ${statusMessage}`);
  }
  if (DUPLICATE_WORDS.test(statusMessage)) {
    throw new CourierError('postex', 'duplicate_reference', `PostEx: ${statusMessage}`);
  }
  throw new CourierError(
    'postex',
    'refused',
    statusMessage || `PostEx refused ${what} (${statusCode})`,
  );
}

/**
 * A PDF call's bytes. A JSON 404 is an airway bill or sheet PostEx cannot make yet (an unknown or
 * just-booked number); the plugin the docs cite tells the two apart by looking for %PDF, as here.
 */
export function pdfOf(http: CourierHttp, answer: CourierAnswer, what: string): Uint8Array {
  if (answer.status === 200 && isPdf(answer.body)) return answer.body;
  const envelope = readEnvelope(http, answer, what);
  if (answer.status === 404 || envelope.statusCode === '404') {
    throw new CourierError(
      'postex',
      'not_ready',
      `PostEx cannot print ${what} yet: ${envelope.statusMessage}`,
    );
  }
  distOf(envelope, what);
  throw new CourierError('postex', 'unavailable', `PostEx answered ${what} without a PDF`);
}
