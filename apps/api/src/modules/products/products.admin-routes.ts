import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  bulkDiscountSchema,
  createProductBodySchema,
  productSchema,
  updateProductBodySchema,
} from '@shop/domain/schemas/product.schema';
import { adminForms } from '../../plugins/forms';
import { staffEmail } from '../../plugins/staff-actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCreateRoute } from '../../plugins/admin-create-route';
import { adminDeleteRoute } from '../../plugins/admin-delete-route';
import { adminListRoute } from '../../plugins/admin-list-route';
import { changeByIdRoute } from '../../plugins/by-id-routes';
import { z } from 'zod';
import { productsCsvAdminRoutes } from './products-csv.admin-routes';
import { catalogueWriteDeps } from '../catalogue/storefront-writes';
import { createDiscountsService } from '../discounts/discounts.service';
import { createProductsService } from './products.service';

/** Create and update take multipart/form-data (spec §7) or JSON; both reach the same schema. */
export const productsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminForms);
  const products = createProductsService({ ...catalogueWriteDeps(app), images: app.images });
  const discounts = createDiscountsService(catalogueWriteDeps(app));
  adminListRoute(app, 'products', productSchema, (query) => products.adminList(query));
  await app.register(productsCsvAdminRoutes);
  const productForm = {
    tag: 'products',
    consumes: ['multipart/form-data', 'application/json'],
    key: 'product',
    item: productSchema,
  };

  adminCreateRoute(app, {
    ...productForm,
    path: '/products/create',
    body: createProductBodySchema,
    create: (product, request) => products.create(product, staffEmail(request)),
  });

  changeByIdRoute(app, {
    ...productForm,
    path: '/products/update/:id',
    body: updateProductBodySchema,
    change: (id, product, request) => products.update(id, product, staffEmail(request)),
  });

  app.post(
    '/admin/products/discount',
    {
      schema: {
        tags: ['products'],
        body: bulkDiscountSchema,
        response: {
          200: z.object({ updated: z.number().int() }),
          400: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    // One discount on every product, which can be taken off again (decision 0025).
    async (request) => discounts.discountAll(request.body.percent, staffEmail(request)),
  );

  adminDeleteRoute(app, {
    path: '/products/delete/:id',
    tag: 'products',
    remove: (id) => products.delete(id),
    message: 'Product deleted.',
  });
};
