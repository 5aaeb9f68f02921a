import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  addBannerBodySchema,
  bannerSchema,
  updateBannerBodySchema,
} from '@shop/domain/schemas/banner.schema';
import { adminForms } from '../../plugins/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDeleteRoute } from '../../plugins/admin-delete-route';
import { z } from 'zod';
import { createBannersService } from './banners.service';
import { dropStorefrontAnswersOnWrite } from '../catalogue/storefront-writes';

const bannerResponse = z.object({ banner: bannerSchema });

/** Add and update take JSON or multipart form fields (spec §7: "form with id and image"). */
export const bannersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  dropStorefrontAnswersOnWrite(app);
  await app.register(adminForms);
  const banners = createBannersService({ db: app.db, images: app.images });
  const common = {
    tags: ['banners'],
    consumes: ['application/json', 'multipart/form-data'],
  };

  app.post(
    '/banner/add',
    {
      schema: {
        ...common,
        body: addBannerBodySchema,
        response: { 201: bannerResponse, 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ banner: await banners.add(request.body.image) }),
  );

  app.post(
    '/banner/update',
    {
      schema: {
        ...common,
        body: updateBannerBodySchema,
        response: { 200: bannerResponse, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ banner: await banners.update(request.body.id, request.body.image) }),
  );

  adminDeleteRoute(app, {
    path: '/banner/delete/:id',
    tag: 'banners',
    remove: (id) => banners.delete(id),
    message: 'Banner deleted.',
  });
};
