import { NOT_BLANK_PATTERN } from '@shop/domain/patterns';
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  couponLookupQuerySchema,
  couponLookupResponseSchema,
} from '@shop/domain/schemas/coupon.schema';
import { requiredText, tooLong } from '@shop/domain/schemas/fields.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitBy } from '../rate-limits/public-write-limits';
import { createCouponsService } from './coupons.service';

export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const coupons = createCouponsService({ db: app.db });

  app.get(
    '/products/coupon/:code',
    {
      schema: {
        tags: ['coupons'],
        params: z.object({
          code: requiredText('Coupon code is required')
            .max(50, tooLong('Coupon code', 50))
            .meta({ pattern: NOT_BLANK_PATTERN }),
        }),
        querystring: couponLookupQuerySchema,
        response: {
          200: couponLookupResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          // The coupon exists but a rule refuses it now; the message says which.
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preHandler: limitBy(app, app.writeLimits.couponLookups),
    },
    async (request) => {
      const coupon = await coupons.lookup(request.params.code, request.query);
      return { coupon: { coupon_code: coupon.couponCode, discount: coupon.discount } };
    },
  );
};
