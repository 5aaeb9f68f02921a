import { codRulesAnswerSchema, codRulesToWire } from '@shop/domain/schemas/cod-rules.schema';
import { shopSettingsSchema } from '@shop/domain/schemas/shop-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonAnswer, sendCachedAnswer } from '../catalogue/answer-cache';
import { createCodRulesService } from './cod-rules.service';
import { createShopSettingsService } from './shop-settings.service';

/**
 * GET /api/shop-settings: the texts the product and contact pages show (delivery time, exchange
 * policy, WhatsApp). Read with those pages' data when the server renders them, and kept in the
 * storefront cache, which the back office's save drops (shop-settings.admin-routes.ts).
 */
export const shopSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createShopSettingsService(app.db);

  app.get(
    '/shop-settings',
    {
      // The cached answer carries its own compressed copies (catalogue/answer-cache.ts).
      compress: false,
      schema: {
        tags: ['settings'],
        response: { 200: z.object({ settings: shopSettingsSchema }) },
      },
    },
    async (request, reply) => {
      const answer = await app.storefrontCache.get('shop-settings', async () =>
        jsonAnswer({ settings: await settings.current() }),
      );
      return sendCachedAnswer(request, reply, answer);
    },
  );

  const cod = createCodRulesService(app.db);

  /**
   * GET /api/cod-rules: the owner's cash-on-delivery rules, which the checkout applies as the shopper
   * types (the order call applies them again). Cached like the texts above and dropped by the same
   * save, and revalidated by the browser every time ('no-cache'), so the next checkout has them.
   */
  app.get(
    '/cod-rules',
    {
      compress: false,
      schema: { tags: ['settings'], response: { 200: codRulesAnswerSchema } },
    },
    async (request, reply) => {
      const answer = await app.storefrontCache.get('cod-rules', async () =>
        jsonAnswer({ cod: codRulesToWire(await cod.current()) }),
      );
      return sendCachedAnswer(request, reply, answer);
    },
  );
};
