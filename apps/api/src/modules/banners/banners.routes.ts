import { bannerSchema } from '@shop/domain/schemas/banner.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createBannersService } from './banners.service';

export const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  const banners = createBannersService({ db: app.db, images: app.images });

  app.get(
    '/banner/get',
    {
      schema: {
        tags: ['banners'],
        response: { 200: z.object({ banners: z.array(bannerSchema) }) },
      },
    },
    async () => ({ banners: await banners.list() }),
  );
};
