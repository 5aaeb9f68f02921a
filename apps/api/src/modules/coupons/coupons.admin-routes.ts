import { couponFormSchema, couponSchema } from '@shop/domain/schemas/coupon.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCreateRoute } from '../../plugins/admin-create-route';
import { adminDeleteRoute } from '../../plugins/admin-delete-route';
import { adminListRoute } from '../../plugins/admin-list-route';
import { changeByIdRoute } from '../../plugins/by-id-routes';
import { wholeListRoute } from '../../plugins/whole-list-route';
import { createCouponsService } from './coupons.service';

export const couponsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const coupons = createCouponsService({ db: app.db });
  adminListRoute(app, 'coupons', couponSchema, (query) => coupons.adminList(query));
  const tag = 'coupons';

  wholeListRoute(app, {
    path: '/products/coupon',
    tag,
    key: 'coupons',
    item: couponSchema,
    list: () => coupons.list(),
  });

  // Adding and changing a coupon take the same form; either is refused (409) for a code taken.
  const couponForm = {
    tag,
    body: couponFormSchema,
    key: 'coupon',
    item: couponSchema,
    refusable: true,
  };

  adminCreateRoute(app, {
    ...couponForm,
    path: '/products/coupon/create',
    create: (coupon) => coupons.create(coupon),
  });

  changeByIdRoute(app, {
    ...couponForm,
    path: '/products/update-coupon/:id',
    change: (id, coupon) => coupons.update(id, coupon),
  });

  adminDeleteRoute(app, {
    path: '/products/delete-coupon/:id',
    tag,
    remove: (id) => coupons.delete(id),
    message: 'Coupon deleted.',
  });
};
