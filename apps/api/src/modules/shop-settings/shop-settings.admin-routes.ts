import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  shopSettingsBodySchema,
  shopSettingsSchema,
} from '@shop/domain/schemas/shop-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dropStorefrontAnswersOnWrite } from '../catalogue/storefront-writes';
import { createShopSettingsService } from './shop-settings.service';

const settingsResponse = z.object({ settings: shopSettingsSchema });

/** The back office's Shop settings screen (/v1/settings). */
export const shopSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every cached page shows these texts: a save drops the cached pages before its reply leaves.
  dropStorefrontAnswersOnWrite(app);
  const settings = createShopSettingsService(app.db);
  const common = { tags: ['settings'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/settings',
    { schema: { ...common, response: { 200: settingsResponse } } },
    async () => ({ settings: await settings.current() }),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        ...common,
        body: shopSettingsBodySchema,
        response: { 200: settingsResponse, 400: apiErrorSchema },
      },
    },
    async (request) => ({ settings: await settings.save(request.body) }),
  );
};
