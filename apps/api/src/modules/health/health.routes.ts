import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
});

/** A health check answers quickly even when the database hangs: it is what a load balancer waits on. */
const HEALTH_TIMEOUT_MS = 2000;

function answersWithin(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const up = await answersWithin(app.database.ping(), HEALTH_TIMEOUT_MS);
      return up
        ? { status: 'ok' as const, database: 'up' as const }
        : reply.header('retry-after', '5').status(503).send({ status: 'error', database: 'down' });
    },
  );
};
