/**
 * The shop's own documents of orders (issue #29, order-documents.ts): a packing slip from the order's
 * page, the slips of the orders ticked on the Shipping List, and their pick list, each one PDF.
 */
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import { orderDocumentsBodySchema } from '@shop/domain/schemas/order-documents.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pdfRoute } from '../../plugins/pdf-route';
import { mailOrigin } from '../seo/site-origin';
import { createOrderDocuments } from './order-documents';

export const orderDocumentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = createOrderDocuments(app.db, mailOrigin(app.config));
  // The shop makes these from its own rows: no courier to be unavailable or to refuse (409, 503).
  const common = { tag: 'orders', errors: [400, 404] } as const;
  // The documents of the orders ticked on the Shipping List: their ids, up to 500, in the body.
  const ofTickedOrders = {
    ...common,
    method: 'POST',
    input: { body: orderDocumentsBodySchema },
  } as const;

  pdfRoute(app, {
    ...common,
    method: 'GET',
    path: '/admin/orders/:id/packing-slip',
    description:
      "The order's packing slip (A5): its number as text and Code 128, the cash to collect, the shopper's address, the lines with SKUs and the exchange policy.",
    name: 'packing-slip',
    input: { params: idParamsSchema },
    make: ({ id }) => documents.packingSlips([id]),
  });

  pdfRoute(app, {
    ...ofTickedOrders,
    path: '/admin/orders/packing-slips',
    description:
      'The packing slips of the chosen orders as one PDF, one slip a page in the order asked (a long order goes on over the next page). Up to 500 orders.',
    name: 'packing-slips',
    make: ({ ids }) => documents.packingSlips(ids),
  });

  pdfRoute(app, {
    ...ofTickedOrders,
    path: '/admin/orders/pick-list',
    description:
      'The pick list of the chosen orders as a PDF: each product, its variants by SKU with the quantity and the orders asking for it, totals, and the order numbers covered. Up to 500 orders.',
    name: 'pick-list',
    make: ({ ids }) => documents.pickList(ids),
  });
};
