import { readFileSync } from 'node:fs';
import path from 'node:path';
/**
 * buildApp(config): the whole server without listen(), so tests boot the real thing and call it with
 * inject. Plugins first, then every module under /api: public routes directly, admin routes inside
 * the one scope that requires a token (plugins/auth.ts).
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { trustProxyRisk, type AppConfig } from './config';
import { prepareDataDir } from './data-dir';
import { databaseTargetFor, openDatabase, type Database, type DatabaseHandle } from './db/client';
import { createAdminRepository } from './modules/admin-auth/admin-auth.repository';
import { ensureInitialAdmin } from './modules/admin-auth/admin-auth.service';
import { createAnswerCache, type AnswerCache } from './modules/catalogue/answer-cache';
import { purgeAbandonedCarts } from './modules/carts/carts.service';
import { seedDemoData } from './modules/demo/demo.service';
import { publicWriteRules, type PublicWriteRules } from './modules/rate-limits/public-write-limits';
import { createRateLimiter, type RateLimiter } from './modules/rate-limits/rate-limiter';
import {
  createRateLimitsRepository,
  type RateLimitsRepository,
} from './modules/rate-limits/rate-limits.repository';
import { createRedisRateLimitsRepository } from './modules/rate-limits/rate-limits.redis-repository';
import { adminRoutes, publicRoutes } from './module-routes';
import { adminScope, createTokenService } from './plugins/auth';
import { docs } from './plugins/docs';
import { compression } from './plugins/compression';
import { crossSiteWrites } from './plugins/cross-site-writes';
import { errors, handleError, notFound } from './plugins/errors';
import { logSerializers } from './plugins/log-redaction';
import { textGuard } from './plugins/text-guard';
import { inlineScriptHashes, securityHeaders } from './plugins/security-headers';
import { createImageStorage } from './plugins/image-storage';
import { createImageStore, type ImageStore } from './plugins/images';
import { createJobRunner, type JobRunner } from './plugins/jobs';
import { closeRedis, connectRedis } from './plugins/redis';
import { orderJobs } from './modules/orders/order-jobs';
import { messageJobs } from './modules/messages/messages-jobs';
import type { Courier } from './modules/couriers/courier';
import { configuredCouriers } from './modules/couriers/configured-couriers';
import { courierJobs } from './modules/couriers/courier-jobs';
import { findWebDist, wantsWebApp, webApp } from './plugins/web-app';
import { seoRoutes } from './modules/seo/seo.routes';
import { createSiteOrigin, type SiteOrigin } from './modules/seo/site-origin';
import { createStorefrontHtml, loadStoreRenderer } from './modules/seo/storefront-html';

export interface AppDeps {
  /** An open, migrated database the app uses but does not close (tests). */
  database?: DatabaseHandle;
  /** Where and how much to log (the server's level, a test's stream), or false for no log at all. */
  logger?: false | Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  /** The built web app to serve; defaults to apps/web/dist when it exists. `false` turns it off. */
  webDist?: string | false;
  /** The clock of the rate limits, the dashboard and the storefront cache (tests move it). */
  now?: () => number;
  /** With REDIS_URL: the prefix of the rate limits' keys (tests keep theirs apart); 'shop:limit:'. */
  redisKeyPrefix?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    images: ImageStore;
    rateLimiter: RateLimiter;
    writeLimits: PublicWriteRules;
    storefrontCache: AnswerCache;
    /** The origin of a request's page links (modules/seo/site-origin.ts). */
    siteOrigin: SiteOrigin;
    jobs: JobRunner;
    /** The couriers whose settings are given (modules/couriers): the only ones staff are offered. */
    couriers: Courier[];
    /** Milliseconds since the epoch: Date.now, or the tests' clock. */
    now: () => number;
  }
}

/**
 * The router's limit on one path parameter, in characters once decoded (Fastify's default is 100).
 * Far above every parameter's own maximum (99 at most, api-document.test.ts), so that a value that is
 * too long or not of the parameter's form, even in characters that take several to write (a name in
 * Urdu, combining accents), is answered by its route: a 400 naming the parameter. Only a longer one
 * is the router's 414.
 */
export const PATH_PARAMETER_MAX_LENGTH = 1000;

export async function buildApp(config: AppConfig, deps: AppDeps = {}) {
  const app = Fastify({
    // Every logger the server makes writes no tracking token and no query parameters.
    logger:
      deps.logger === false
        ? false
        : { level: config.logLevel, ...deps.logger, serializers: logSerializers },
    bodyLimit: 1024 * 1024,
    // Ids are generated here, never taken from a client header.
    requestIdHeader: false,
    // The router's errors (a path parameter over its limit, bad percent-encoding) are answered by
    // the one error handler, as {message}, instead of Fastify's body echoing the path.
    frameworkErrors: handleError,
    routerOptions: { maxParamLength: PATH_PARAMETER_MAX_LENGTH },
    // request.ip is the client's address only when the proxies in front are named (TRUST_PROXY).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A client trickling its request in is cut off (408) instead of holding a connection forever.
    requestTimeout: config.requestTimeoutMs,
    // Node honours the timeout only when given to its constructor, and checks it only this often
    // (30 s by default).
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
    },
    connectionTimeout: config.requestTimeoutMs * 2,
  }).withTypeProvider<ZodTypeProvider>();

  try {
    await setUp(app, config, deps);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

/** Catalogue pages kept (each a few KB): the popular filters and searches. */
const STOREFRONT_CACHE_ENTRIES = 500;
const RATE_LIMIT_PURGE_MS = 10 * 60 * 1000;

/** Drops the counters of ended windows now and then, so the table holds only live ones. */
function purgeRateLimitsRegularly(app: FastifyInstance, rateLimiter: RateLimiter) {
  const timer = setInterval(() => {
    rateLimiter.purgeExpired().catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not purge expired rate limits');
    });
  }, RATE_LIMIT_PURGE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Where the limits are counted: in Redis when REDIS_URL is set, else in the shop's database. */
async function rateLimitsStore(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
  deps: AppDeps,
): Promise<RateLimitsRepository> {
  if (!config.redisUrl) return createRateLimitsRepository(database.db);
  const redis = await connectRedis(config.redisUrl, app.log);
  app.addHook('onClose', () => closeRedis(redis));
  return createRedisRateLimitsRepository(redis, app.log, deps.redisKeyPrefix);
}

/** Believes the nearest `hops` proxies (Fastify's typings lack the number form proxy-addr accepts). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

async function setUp(app: FastifyInstance, config: AppConfig, deps: AppDeps) {
  const proxyRisk = trustProxyRisk(config);
  if (proxyRisk) app.log.warn(proxyRisk);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errors);
  await app.register(textGuard);
  await app.register(crossSiteWrites, { publicUrl: config.publicUrl });
  const webDist = deps.webDist === undefined ? findWebDist() : deps.webDist;
  const indexHtmlPath = webDist ? path.join(webDist, 'index.html') : undefined;
  await app.register(securityHeaders, {
    inlineScriptHashes: indexHtmlPath
      ? inlineScriptHashes(readFileSync(indexHtmlPath, 'utf8'))
      : [],
  });
  await app.register(compression);

  prepareDataDir(config.dataDir);
  const database = deps.database ?? (await openDatabase(databaseTargetFor(config)));
  if (!deps.database) {
    app.addHook('onClose', async () => {
      await database.close();
    });
    await database.exclusively(() => database.migrate());
    // PGlite writes the files of a new database with mode 0666 whatever the umask: tighten them.
    prepareDataDir(config.dataDir);
  }
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const admins = createAdminRepository(database.db);
  app.decorate(
    'tokens',
    createTokenService(config.jwtSecret, (id) => admins.findById(id)),
  );
  const now = deps.now ?? Date.now;
  app.decorate('now', now);
  const rateLimiter = createRateLimiter(await rateLimitsStore(app, config, database, deps), now);
  app.decorate('rateLimiter', rateLimiter);
  app.decorate('writeLimits', publicWriteRules(config.limits));
  app.decorate(
    'storefrontCache',
    createAnswerCache({
      maxEntries: STOREFRONT_CACHE_ENTRIES,
      // Other processes' changes on a shared PostgreSQL are seen within a second; PGlite has one.
      maxAgeMs: database.driver === 'postgres' ? 1000 : Number.POSITIVE_INFINITY,
      now,
    }),
  );
  app.decorate('siteOrigin', createSiteOrigin(config));
  purgeRateLimitsRegularly(app, rateLimiter);
  app.decorate('jobs', createJobRunner(app));
  app.decorate('couriers', configuredCouriers(config, app.log));
  const imageStorage = await createImageStorage(config, app.log);
  app.addHook('onClose', () => imageStorage.close());
  app.log.info(`Images are kept in ${imageStorage.location}`);
  app.decorate('images', createImageStore(imageStorage));
  app.decorate('guardedRoutes', []);
  app.decorateRequest('admin', null);

  // One process at a time: two starting together must not both create the first admin or seed.
  await database.exclusively(async () => {
    await ensureInitialAdmin(database.db, config, app.log);
    const purged = await purgeAbandonedCarts(database.db);
    if (purged > 0) app.log.info(`Removed ${purged} lines of abandoned carts`);
    if (config.seedDemo) await seedDemoData({ db: database.db, images: app.images, log: app.log });
  });

  for (const job of [...orderJobs(app), ...courierJobs(app), ...messageJobs(app)]) {
    app.jobs.add(job);
  }

  await app.register(docs);

  await app.register(
    async (api) => {
      for (const routes of publicRoutes) await api.register(routes);
      await api.register(adminScope(adminRoutes));
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes);

  if (webDist) await app.register(webApp, { root: webDist });
  const sendStorefrontPage =
    webDist && indexHtmlPath
      ? createStorefrontHtml({
          app,
          indexHtmlPath,
          renderer: await loadStoreRenderer(webDist),
          db: database.db,
          cache: app.storefrontCache,
        })
      : undefined;
  app.setNotFoundHandler((request, reply) =>
    sendStorefrontPage && wantsWebApp(request)
      ? sendStorefrontPage(request, reply)
      : notFound(request, reply),
  );
}
