import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { couponFormSchema, couponSchema } from '@shop/domain/schemas/coupon.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDeleteRoute } from '../../plugins/admin-delete-route';
import { adminListRoute } from '../../plugins/admin-list-route';
import { z } from 'zod';
import { createCouponsService } from './coupons.service';

const couponResponse = z.object({ coupon: couponSchema });

export const couponsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const coupons = createCouponsService({ db: app.db });
  adminListRoute(app, 'coupons', couponSchema, (query) => coupons.adminList(query));
  const common = { tags: ['coupons'] };

  app.get(
    '/products/coupon',
    { schema: { ...common, response: { 200: z.object({ coupons: z.array(couponSchema) }) } } },
    async () => ({ coupons: await coupons.list() }),
  );

  app.post(
    '/products/coupon/create',
    {
      schema: {
        ...common,
        body: couponFormSchema,
        response: { 201: couponResponse, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ coupon: await coupons.create(request.body) }),
  );

  app.post(
    '/products/update-coupon/:id',
    {
      schema: {
        ...common,
        params: idParamsSchema,
        body: couponFormSchema,
        response: {
          200: couponResponse,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => ({ coupon: await coupons.update(request.params.id, request.body) }),
  );

  adminDeleteRoute(app, {
    path: '/products/delete-coupon/:id',
    tag: 'coupons',
    remove: (id) => coupons.delete(id),
    message: 'Coupon deleted.',
  });
};
