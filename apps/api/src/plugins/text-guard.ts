/**
 * Text PostgreSQL cannot store: the NUL character (refused in text and JSON) and half of a UTF-16
 * surrogate pair (a lone \udfff in JSON is refused by jsonb, and silently becomes U+FFFD in text). No
 * form produces either; they come from a client probing the API and would fail in the database as a 500.
 * One check, after validation (so multipart fields are parsed and JSON strings decoded), refuses them
 * on every route that takes input, with a 400 naming the field.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, or undefined when it can. */
function problemOf(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Must not contain the NUL character';
  if (LONE_SURROGATE.test(text)) return 'Must be valid Unicode text';
  return undefined;
}

/** The first string (or key) that cannot be stored, with its path such as 'shippingInfo.fullName'. */
function findUnstorableText(
  value: unknown,
  path = '',
): { field: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = problemOf(value);
    return message ? { field: path, message } : undefined;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    const keyProblem = problemOf(key);
    if (keyProblem) return { field: childPath, message: keyProblem };
    const found = findUnstorableText(child, childPath);
    if (found) return found;
  }
  return undefined;
}

// A callback hook, not an async one: it runs on every read of the catalogue, where a promise per
// request is a measurable part of the cost.
function refuseUnstorableText(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
) {
  for (const part of [request.params, request.query, request.body]) {
    const found = findUnstorableText(part);
    if (found) return done(AppError.invalidField(found.field || 'body', found.message));
  }
  done();
}

/** Added to the routes that take input (a body, path parameters or a query); the rest skip it. */
async function textGuardPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    if (!schema.body && !schema.params && !schema.querystring) return;
    const existing = route.preHandler ?? [];
    route.preHandler = [refuseUnstorableText, ...(Array.isArray(existing) ? existing : [existing])];
  });
}

export const textGuard = fp(textGuardPlugin, { name: 'text-guard' });
