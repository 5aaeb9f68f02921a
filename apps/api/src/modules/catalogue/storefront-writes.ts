import type { FastifyInstance } from 'fastify';

/**
 * What a service that changes what the catalogue shows (products, discounts, stock, orders) is given:
 * the database, and the catalogueChanged call that drops the storefront's cached answers after a change.
 */
export function catalogueWriteDeps(app: FastifyInstance) {
  return { db: app.db, catalogueChanged: () => app.storefrontCache.invalidate() };
}

/**
 * The routes registered on `app` change what storefront pages show (reviews, banners): a write that
 * succeeds drops the cached answers and pages before its reply leaves, so the next page shows it.
 */
export function dropStorefrontAnswersOnWrite(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      app.storefrontCache.invalidate();
    }
  });
}
