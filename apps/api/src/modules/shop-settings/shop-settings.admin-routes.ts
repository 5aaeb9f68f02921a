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
import { settingsObjectRoutes } from '../../plugins/settings-object-routes';
import { dropStorefrontAnswersOnWrite } from '../catalogue/storefront-writes';
import { createCodRulesService } from './cod-rules.service';
import { createShopSettingsService } from './shop-settings.service';

/** The back office's Shop settings screen (/v1/settings). */
export const shopSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every cached page shows these texts: a save drops the cached pages before its reply leaves.
  dropStorefrontAnswersOnWrite(app);
  const settings = createShopSettingsService(app.db);

  settingsObjectRoutes(app, {
    path: '/admin/settings',
    tag: 'settings',
    answer: z.object({ settings: shopSettingsSchema }),
    body: shopSettingsBodySchema,
    read: async () => ({ settings: await settings.current() }),
    save: async (body) => ({ settings: await settings.save(body) }),
  });

  // The cash-on-delivery rules (issue #29): the next checkout reads them (GET /api/cod-rules).
  const cod = createCodRulesService(app.db);

  settingsObjectRoutes(app, {
    path: '/admin/settings/cod',
    tag: 'settings',
    answer: codRulesAnswerSchema,
    body: codRulesBodySchema,
    read: async () => ({ cod: codRulesToWire(await cod.current()) }),
    save: async (body) => ({ cod: codRulesToWire(await cod.save(body)) }),
  });
};
