/**
 * multipart/form-data, registered per scope with the limits that scope needs. @fastify/multipart buffers
 * every field before validation runs, so its limits are what bounds a request's memory:
 * - admin forms (products, banners, image upload) take one file of up to 10 MB and the product form's
 *   fields; they are parsed only after the token check (onRequest runs before parsing);
 * - public forms (the spec's contact and order forms) take no file and a few small fields.
 * A field longer than its limit arrives truncated and then fails its schema's maximum length.
 */
import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@shop/domain/constants';
import type { FastifyInstance } from 'fastify';

const FIELD_MAX_BYTES = 64 * 1024;

export async function adminForms(app: FastifyInstance) {
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
}

export async function publicForms(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 0, files: 0, fields: 20, fieldSize: FIELD_MAX_BYTES, parts: 20 },
  });
}
