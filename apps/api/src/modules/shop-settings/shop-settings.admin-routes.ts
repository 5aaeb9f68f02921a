import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  codRulesAnswerSchema,
  codRulesBodySchema,
  codRulesToWire,
} from '@shop/domain/schemas/cod-rules.schema';
import {
  shopSettingsBodySchema,
  shopSettingsSchema,
} from '@shop/domain/schemas/shop-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dropStorefrontAnswersOnWrite } from '../catalogue/storefront-writes';
import { createCodRulesService } from './cod-rules.service';
import { createShopSettingsService } from './shop-settings.service';

const settingsResponse = z.object({ settings: shopSettingsSchema });

/** The back office's Shop settings screen (/v1/settings). */
export const shopSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every cached page shows these texts: a save drops the cached pages before its reply leaves.
  dropStorefrontAnswersOnWrite(app);
  const settings = createShopSettingsService(app.db);
  const common = { tags: ['settings'] };

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

  // The cash-on-delivery rules (issue #29): the next checkout reads them (GET /api/cod-rules).
  const cod = createCodRulesService(app.db);

  app.get(
    '/admin/settings/cod',
    { schema: { ...common, response: { 200: codRulesAnswerSchema } } },
    async () => ({ cod: codRulesToWire(await cod.current()) }),
  );

  app.put(
    '/admin/settings/cod',
    {
      schema: {
        ...common,
        body: codRulesBodySchema,
        response: { 200: codRulesAnswerSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ cod: codRulesToWire(await cod.save(request.body)) }),
  );
};
