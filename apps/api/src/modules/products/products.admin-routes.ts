import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import {
  bulkDiscountSchema,
  createProductBodySchema,
  productSchema,
  updateProductBodySchema,
} from '@shop/domain/schemas/product.schema';
import { adminForms } from '../../plugins/forms';
import { staffEmail } from '../../plugins/staff-actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDeleteRoute } from '../../plugins/admin-delete-route';
import { adminListRoute } from '../../plugins/admin-list-route';
import { z } from 'zod';
import { productsCsvAdminRoutes } from './products-csv.admin-routes';
import { catalogueWriteDeps } from '../catalogue/storefront-writes';
import { createDiscountsService } from '../discounts/discounts.service';
import { createProductsService } from './products.service';

const productResponse = z.object({ product: productSchema });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** Create and update take multipart/form-data (spec §7) or JSON; both reach the same schema. */
export const productsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminForms);
  const products = createProductsService({ ...catalogueWriteDeps(app), images: app.images });
  const discounts = createDiscountsService(catalogueWriteDeps(app));
  adminListRoute(app, 'products', productSchema, (query) => products.adminList(query));
  await app.register(productsCsvAdminRoutes);
  const common = {
    tags: ['products'],
    consumes: ['multipart/form-data', 'application/json'],
  };

  app.post(
    '/products/create',
    {
      schema: {
        ...common,
        body: createProductBodySchema,
        response: { 201: productResponse, 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ product: await products.create(request.body, staffEmail(request)) }),
  );

  app.post(
    '/products/update/:id',
    {
      schema: {
        ...common,
        params: idParamsSchema,
        body: updateProductBodySchema,
        response: { 200: productResponse, ...errors },
      },
    },
    async (request) => ({
      product: await products.update(request.params.id, request.body, staffEmail(request)),
    }),
  );

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
