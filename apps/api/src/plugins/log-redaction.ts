/**
 * What the server's log may not hold. An order's tracking token is the whole of its secret (the link
 * opens, confirms and cancels the order), so it is never written in full: not in a request's URL
 * (`/order/<token>`, `/api/orders/track/<token>`), and not in an error. A failed query's parameters
 * (tokens, phones, addresses, password hashes) stay out of the log too; the query itself is enough to
 * find the fault. app.ts gives these serializers to every logger the server makes.
 */
import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

export const REDACTED = '[redacted]';

/**
 * Paths whose next segment is a secret: a tracking token (the storefront's page and the API), or the
 * Trax webhook's (its address is its only credential, decision 0028).
 */
const TOKEN_IN_PATH = /^(\/order\/|\/api\/orders\/track\/|\/api\/couriers\/trax\/webhook\/)[^/?#]+/;

/** A tracking token as the database makes it (db/schema/orders.ts): 64 hexadecimal digits. */
const TOKEN_SHAPED = /\b[0-9a-f]{64}\b/gi;

/** The URL with a tracking token in its path replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, `$1${REDACTED}`);
}

function redactText(text: string): string {
  return text.replace(/^params: .*$/gm, `params: ${REDACTED}`).replace(TOKEN_SHAPED, REDACTED);
}

/** Fastify's request fields, the URL redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggedError = ReturnType<typeof stdSerializers.err>;

/**
 * pino's error fields without a query's parameters (Drizzle puts them in `params` and the message).
 * pino hands over whatever was logged under `err`: text (the outbox logs a message) is redacted too.
 */
function errorForLog(error: Error): LoggedError {
  const serialized: unknown = stdSerializers.err(error);
  if (typeof serialized === 'string') return redactText(serialized) as unknown as LoggedError;
  const fields = { ...(serialized as LoggedError) };
  delete fields.params;
  delete fields.detail;
  if (typeof fields.message !== 'string') return fields;
  return { ...fields, message: redactText(fields.message), stack: redactText(fields.stack ?? '') };
}

export const logSerializers = { req: requestForLog, err: errorForLog };
