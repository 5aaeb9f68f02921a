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

export const imageParamsSchema = z.object({ file: z.string() });
