import { isStoredImageName } from '@shop/domain/image-names';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors';
import { imageParamsSchema, imageResponses } from './images.schema';

/** A stored image never changes: its name is a new random UUID each time one is stored. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names this ETag (or any, `*`). */
function hasEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => [etag, '*'].includes(tag.trim()));
}

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/image/:file',
    { schema: { tags: ['images'], params: imageParamsSchema, response: imageResponses } },
    async (request, reply) => {
      // The name is checked against the store's own patterns before the storage is asked.
      const name = request.params.file;
      if (!isStoredImageName(name)) throw new AppError('not_found', 'Image not found');
      // The name is the ETag: the bytes behind a name are the same on every server and forever, so a
      // client that has them is answered without asking the storage (or the bucket) at all.
      const etag = `"${name}"`;
      if (hasEtag(request.headers['if-none-match'], etag)) {
        return reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
      }
      const image = await app.images.open(name);
      if (!image) throw new AppError('not_found', 'Image not found');
      return reply
        .type('image/webp')
        .header('content-length', image.size)
        .header('etag', etag)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(image.body);
    },
  );
};
