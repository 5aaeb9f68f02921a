/**
 * PostgreSQL cannot store the NUL character in text or JSON, so a value carrying one would fail in the
 * database as a 500. No form can type it; it only comes from a client probing the API. One hook, after
 * validation (so multipart fields are parsed and JSON strings decoded), refuses it for every route with a
 * 400 naming the field.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

const MESSAGE = 'Must not contain the NUL character';

/** The path of the first string holding a NUL, e.g. 'shippingInfo.fullName', or undefined. */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNul(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

async function rejectNul(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = findNul(part);
    if (field !== undefined) throw AppError.invalidField(field || 'body', MESSAGE);
  }
}

async function nulGuardPlugin(app: FastifyInstance) {
  app.addHook('preHandler', rejectNul);
}

export const nulGuard = fp(nulGuardPlugin, { name: 'nul-guard' });
