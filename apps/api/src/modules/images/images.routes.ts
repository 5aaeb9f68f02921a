import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors';
import { imageParamsSchema } from './images.schema';

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/image/:file',
    { schema: { tags: ['images'], params: imageParamsSchema } },
    async (request, reply) => {
      // The name is checked against the store's own patterns before any path is built.
      const file = await app.images.fileToServe(request.params.file);
      if (!file) {
        throw new AppError('not_found', 'Image not found');
      }
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
};
