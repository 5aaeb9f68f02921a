import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/** multipart field `file`; @fastify/multipart (keyValues) hands it over as a Buffer. */
export const uploadImageBodySchema = z
  .object({
    file: z.custom<Buffer>((value) => Buffer.isBuffer(value) && value.length > 0, {
      error: 'An image file is required',
    }),
  })
  .strict();

export const uploadImageResponseSchema = z.object({ data: z.object({ name: z.string() }) });

/**
 * A stored image's name (`<uuid>.webp`, `<uuid>-<width>.webp`); any other name is a 404. The maximum
 * keeps a longer name a 400, under the router's 414 at 100 characters.
 */
export const imageParamsSchema = z.object({ file: z.string().max(64) });

/**
 * The documented answers of GET /api/public/image/{file}: the bytes, while its errors stay JSON. Typed
 * loosely: the handler sends a stream, or nothing with a 304 (which @fastify/swagger cannot publish
 * without a body, so the 200's description names it).
 */
export const imageResponses: FastifySchema['response'] = {
  200: {
    description:
      'The image (WebP), cached for a year: the bytes behind a name never change. A request whose If-None-Match names the image is answered 304 without a body.',
    content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
  },
};
