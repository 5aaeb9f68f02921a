import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { loginResponseSchema, signInSchema } from '@shop/domain/schemas/sign-in.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAdminAuthService } from './admin-auth.service';

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminAuthService({
    db: app.db,
    tokens: app.tokens,
    limiter: app.rateLimiter,
  });

  app.post(
    '/admin-auth/login',
    {
      schema: {
        tags: ['admin-auth'],
        body: signInSchema.strict(),
        response: { 200: loginResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.login(request.body, request.ip);
    },
  );
};
