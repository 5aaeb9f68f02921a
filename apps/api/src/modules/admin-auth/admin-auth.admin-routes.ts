import { adminUserSchema } from '@shop/domain/schemas/sign-in.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors';

export const adminAuthAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-auth/me',
    {
      schema: {
        tags: ['admin-auth'],
        response: { 200: z.object({ user: adminUserSchema }) },
      },
    },
    async (request) => {
      if (!request.admin) throw new AppError('unauthorized', 'Authentication required');
      return { user: request.admin };
    },
  );
};
