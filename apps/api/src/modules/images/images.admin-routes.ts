import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { adminForms } from '../../plugins/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadImageBodySchema, uploadImageResponseSchema } from './images.schema';

export const imagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminForms);
  app.post(
    '/image/upload-image',
    {
      schema: {
        tags: ['images'],
        consumes: ['multipart/form-data'],
        body: uploadImageBodySchema,
        response: {
          200: uploadImageResponseSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => ({ data: { name: await app.images.store(request.body.file) } }),
  );
};
