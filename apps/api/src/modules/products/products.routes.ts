import { productSchema } from '@shop/domain/schemas/product.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getByIdRoute } from '../../plugins/by-id-routes';
import { cachedReadRoute } from '../catalogue/cached-read-route';
import { catalogueWriteDeps } from '../catalogue/storefront-writes';
import { createProductsService } from './products.service';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = createProductsService({ ...catalogueWriteDeps(app), images: app.images });

  cachedReadRoute(app, {
    path: '/products/get',
    tag: 'products',
    answer: z.object({ products: z.array(productSchema) }),
    read: async () => ({ products: await products.list() }),
  });

  getByIdRoute(app, {
    path: '/products/get/:id',
    tag: 'products',
    key: 'product',
    item: productSchema,
    get: (id) => products.get(id),
  });
};
