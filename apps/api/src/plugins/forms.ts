/**
 * multipart/form-data, registered by the route modules that take forms, with the limits they need (the
 * other routes never pay for its hooks). @fastify/multipart buffers
 * every field before validation runs, so its limits are what bounds a request's memory:
 * - admin forms (products, banners, image upload) take one file of up to 10 MB and the product form's
 *   fields; they are parsed only after the token check (onRequest runs before parsing);
 * - public forms (the spec's contact and order forms) take no file and a few small fields.
 * A field longer than its limit arrives truncated and then fails its schema's maximum length.
 */
import type { Writable } from 'node:stream';
import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@shop/domain/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const FIELD_MAX_BYTES = 64 * 1024;

/** The first part of each request that was declared application/json but is not JSON. */
const badJsonParts = new WeakMap<object, string>();

/** The name of the part that made @fastify/multipart refuse the form as invalid JSON, if known. */
export function badJsonPartOf(request: FastifyRequest): string | undefined {
  return badJsonParts.get(request.raw);
}

/**
 * @fastify/multipart parses a part declared `application/json` itself and, when it is not JSON,
 * throws FST_INVALID_JSON_FIELD_ERROR (406) without saying which part. The plugin pipes the request
 * into its busboy parser: this hook, run before the plugin's, hears each field as busboy announces it
 * (before the plugin does) and notes the first such part, so the error handler can name it in a 400.
 */
function noteBadJsonParts(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const raw = request.raw;
    const pipe = raw.pipe.bind(raw);
    raw.pipe = <Destination extends NodeJS.WritableStream>(
      destination: Destination,
      options?: { end?: boolean },
    ) => {
      (destination as unknown as Writable).prependListener(
        'field',
        (name: string, value: string, _nameCut: boolean, valueCut: boolean, _enc, type: string) => {
          if (badJsonParts.has(raw) || !type.startsWith('application/json')) return;
          if (valueCut || !isJson(value)) badJsonParts.set(raw, name);
        },
      );
      return pipe(destination, options);
    };
  });
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Registered with `await app.register(adminForms)` inside a route module: it applies to that module. */
export const adminForms = fp(async (app: FastifyInstance) => {
  noteBadJsonParts(app);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: 1,
      fields: 100,
      fieldSize: FIELD_MAX_BYTES,
      parts: 101,
    },
  });
});

export const publicForms = fp(async (app: FastifyInstance) => {
  noteBadJsonParts(app);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 0, files: 0, fields: 20, fieldSize: FIELD_MAX_BYTES, parts: 20 },
  });
});
