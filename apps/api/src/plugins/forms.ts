/**
 * multipart/form-data, registered by the route modules that take forms, with the limits they need (the
 * other routes never pay for its hooks). @fastify/multipart buffers
 * every field before validation runs, so its limits are what bounds a request's memory:
 * - admin forms (products, banners, image upload) take one file of up to 10 MB and the product form's
 *   fields; they are parsed only after the token check (onRequest runs before parsing);
 * - public forms (the spec's contact and order forms) take no file and a few small fields.
 * A field longer than its limit arrives truncated and then fails its schema's maximum length.
 */
import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@shop/domain/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const FIELD_MAX_BYTES = 64 * 1024;

/** Registered with `await app.register(adminForms)` inside a route module: it applies to that module. */
export const adminForms = fp(async (app: FastifyInstance) => {
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
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 0, files: 0, fields: 20, fieldSize: FIELD_MAX_BYTES, parts: 20 },
  });
});
