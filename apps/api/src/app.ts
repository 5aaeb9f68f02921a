/**
 * buildApp(config): the whole server without listen(), so tests boot the real thing and call it with
 * inject. Plugins first, then every module under /api: public routes directly, admin routes inside
 * the one scope that requires a token (plugins/auth.ts).
 */
import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@shop/domain/constants';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { ensureInitialAdmin } from './modules/admin-auth/admin-auth.service';
import { adminAuthAdminRoutes } from './modules/admin-auth/admin-auth.admin-routes';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes';
import { bannersAdminRoutes } from './modules/banners/banners.admin-routes';
import { bannersRoutes } from './modules/banners/banners.routes';
import { cartsAdminRoutes } from './modules/carts/carts.admin-routes';
import { cartsRoutes } from './modules/carts/carts.routes';
import { purgeAbandonedCarts } from './modules/carts/carts.service';
import { contactsAdminRoutes } from './modules/contacts/contacts.admin-routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { couponsAdminRoutes } from './modules/coupons/coupons.admin-routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { seedDemoData } from './modules/demo/demo.service';
import { healthRoutes } from './modules/health/health.routes';
import { imagesAdminRoutes } from './modules/images/images.admin-routes';
import { imagesRoutes } from './modules/images/images.routes';
import { ordersAdminRoutes } from './modules/orders/orders.admin-routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { productsAdminRoutes } from './modules/products/products.admin-routes';
import { productsRoutes } from './modules/products/products.routes';
import { reviewsAdminRoutes } from './modules/reviews/reviews.admin-routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { adminScope, createTokenService } from './plugins/auth';
import { docs } from './plugins/docs';
import { errors, notFound } from './plugins/errors';
import { createImageStore, type ImageStore } from './plugins/images';
import { findWebDist, sendIndexHtml, wantsWebApp, webApp } from './plugins/web-app';

/** Public route plugins, registered under /api. Add a module's `<resource>Routes` here. */
const publicRoutes = [
  healthRoutes,
  adminAuthRoutes,
  imagesRoutes,
  productsRoutes,
  couponsRoutes,
  ordersRoutes,
  bannersRoutes,
  reviewsRoutes,
  contactsRoutes,
  cartsRoutes,
];

/** Admin route plugins, registered inside the guarded scope. Add a module's `<resource>AdminRoutes` here. */
const adminRoutes = [
  adminAuthAdminRoutes,
  imagesAdminRoutes,
  productsAdminRoutes,
  couponsAdminRoutes,
  ordersAdminRoutes,
  bannersAdminRoutes,
  reviewsAdminRoutes,
  contactsAdminRoutes,
  cartsAdminRoutes,
];

export interface AppDeps {
  /** An open, migrated database the app uses but does not close (tests). */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The built web app to serve; defaults to apps/web/dist when it exists. `false` turns it off. */
  webDist?: string | false;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    images: ImageStore;
  }
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}) {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Ids are generated here, never taken from a client header.
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();

  try {
    await setUp(app, config, deps);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

async function setUp(app: FastifyInstance, config: AppConfig, deps: AppDeps) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errors);

  const database =
    deps.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
    ));
  if (!deps.database) {
    app.addHook('onClose', async () => {
      await database.close();
    });
    await database.migrate();
  }
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('tokens', createTokenService(config.jwtSecret));
  app.decorate('images', await createImageStore(config.dataDir));
  app.decorate('guardedRoutes', []);
  app.decorateRequest('admin', null);

  await ensureInitialAdmin(database.db, config, app.log);
  const purged = await purgeAbandonedCarts(database.db);
  if (purged > 0) app.log.info(`Removed ${purged} lines of abandoned carts`);
  if (config.seedDemo) await seedDemoData({ db: database.db, images: app.images, log: app.log });

  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: 1,
      fields: 200,
      fieldSize: 1024 * 1024,
      parts: 210,
    },
  });
  await app.register(docs);

  await app.register(
    async (api) => {
      for (const routes of publicRoutes) await api.register(routes);
      await api.register(adminScope(adminRoutes));
    },
    { prefix: '/api' },
  );

  const webDist = deps.webDist === undefined ? findWebDist() : deps.webDist;
  if (webDist) await app.register(webApp, { root: webDist });
  app.setNotFoundHandler((request, reply) =>
    webDist && wantsWebApp(request) ? sendIndexHtml(reply) : notFound(request, reply),
  );
}
