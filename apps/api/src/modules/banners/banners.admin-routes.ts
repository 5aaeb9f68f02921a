import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  addBannerBodySchema,
  bannerSchema,
  updateBannerBodySchema,
} from '@shop/domain/schemas/banner.schema';
import { adminForms } from '../../plugins/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCreateRoute } from '../../plugins/admin-create-route';
import { adminDeleteRoute } from '../../plugins/admin-delete-route';
import { z } from 'zod';
import { createBannersService } from './banners.service';
import { dropStorefrontAnswersOnWrite } from '../catalogue/storefront-writes';

/** Add and update take JSON or multipart form fields (spec §7: "form with id and image"). */
export const bannersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  dropStorefrontAnswersOnWrite(app);
  await app.register(adminForms);
  const banners = createBannersService({ db: app.db, images: app.images });
  const tag = 'banners';
  const consumes = ['application/json', 'multipart/form-data'];

  adminCreateRoute(app, {
    path: '/banner/add',
    tag,
    consumes,
    body: addBannerBodySchema,
    key: 'banner',
    item: bannerSchema,
    create: ({ image }) => banners.add(image),
  });

  app.post(
    '/banner/update',
    {
      schema: {
        tags: [tag],
        consumes,
        body: updateBannerBodySchema,
        response: {
          200: z.object({ banner: bannerSchema }),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => ({ banner: await banners.update(request.body.id, request.body.image) }),
  );

  adminDeleteRoute(app, {
    path: '/banner/delete/:id',
    tag,
    remove: (id) => banners.delete(id),
    message: 'Banner deleted.',
  });
};
