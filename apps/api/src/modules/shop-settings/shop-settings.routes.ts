import { codRulesAnswerSchema, codRulesToWire } from '@shop/domain/schemas/cod-rules.schema';
import { shopSettingsSchema } from '@shop/domain/schemas/shop-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedReadRoute } from '../catalogue/cached-read-route';
import { createCodRulesService } from './cod-rules.service';
import { createShopSettingsService } from './shop-settings.service';

/**
 * GET /api/shop-settings: the texts the product and contact pages show (delivery time, exchange
 * policy, WhatsApp). Read with those pages' data when the server renders them, and kept in the
 * storefront cache, which the back office's save drops (shop-settings.admin-routes.ts).
 */
export const shopSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createShopSettingsService(app.db);

  cachedReadRoute(app, {
    path: '/shop-settings',
    tag: 'settings',
    answer: z.object({ settings: shopSettingsSchema }),
    read: async () => ({ settings: await settings.current() }),
  });

  const cod = createCodRulesService(app.db);

  /**
   * GET /api/cod-rules: the owner's cash-on-delivery rules, which the checkout applies as the shopper
   * types (the order call applies them again). Cached like the texts above and dropped by the same
   * save, and revalidated by the browser every time ('no-cache'), so the next checkout has them.
   */
  cachedReadRoute(app, {
    path: '/cod-rules',
    tag: 'settings',
    answer: codRulesAnswerSchema,
    read: async () => ({ cod: codRulesToWire(await cod.current()) }),
  });
};
