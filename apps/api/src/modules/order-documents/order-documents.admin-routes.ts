/**
 * The shop's own documents of orders (issue #29, order-documents.ts): a packing slip from the order's
 * page, the slips of the orders ticked on the Shipping List, and their pick list, each one PDF.
 */
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import { orderDocumentsBodySchema } from '@shop/domain/schemas/order-documents.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pdfResponse, sendPdf } from '../../pdf/pdf-reply';
import { mailOrigin } from '../seo/site-origin';
import { createOrderDocuments } from './order-documents';

export const orderDocumentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = createOrderDocuments(app.db, mailOrigin(app.config));
  const common = { tags: ['orders'] };

  app.get(
    '/admin/orders/:id/packing-slip',
    {
      schema: {
        ...common,
        description:
          "The order's packing slip (A5): its number as text and Code 128, the cash to collect, the shopper's address, the lines with SKUs and the exchange policy.",
        params: idParamsSchema,
        response: pdfResponse('packing-slip-YYYY-MM-DD.pdf', [400, 404]),
      },
    },
    async (request, reply) =>
      sendPdf(reply, 'packing-slip', await documents.packingSlips([request.params.id])),
  );

  app.post(
    '/admin/orders/packing-slips',
    {
      schema: {
        ...common,
        description:
          'The packing slips of the chosen orders as one PDF, one slip a page in the order asked (a long order goes on over the next page). Up to 500 orders.',
        body: orderDocumentsBodySchema,
        response: pdfResponse('packing-slips-YYYY-MM-DD.pdf', [400, 404]),
      },
    },
    async (request, reply) =>
      sendPdf(reply, 'packing-slips', await documents.packingSlips(request.body.ids)),
  );

  app.post(
    '/admin/orders/pick-list',
    {
      schema: {
        ...common,
        description:
          'The pick list of the chosen orders as a PDF: each product, its variants by SKU with the quantity and the orders asking for it, totals, and the order numbers covered. Up to 500 orders.',
        body: orderDocumentsBodySchema,
        response: pdfResponse('pick-list-YYYY-MM-DD.pdf', [400, 404]),
      },
    },
    async (request, reply) =>
      sendPdf(reply, 'pick-list', await documents.pickList(request.body.ids)),
  );
};
