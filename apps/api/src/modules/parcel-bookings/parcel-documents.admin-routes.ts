/**
 * The Shipping List's courier screens (issue #28, "Labels"): the booking states of the orders on
 * screen, and the couriers' airway bills and load sheet of booked orders as one PDF (parcel-documents.ts).
 */
import { formatOrderNumber } from '@shop/domain/order-status';
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  loadSheetBodySchema,
  orderBookingsSchema,
  parcelOrderIdsQuerySchema,
} from '@shop/domain/schemas/parcel-booking.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parcelDocument } from './parcel-documents';
import { createParcelBookingsRepository } from './parcel-bookings.repository';
import { shownBooking } from './shown-booking';

/** The documented answers of a PDF route: the file, or a JSON error staff can act on. */
function pdfResponse(description: string) {
  return {
    200: { description, content: { 'application/pdf': { schema: z.string() } } },
    400: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    503: apiErrorSchema,
  };
}

/** Shown in the browser's viewer (inline), named for when it is saved; never kept by a cache. */
function sendPdf(reply: FastifyReply, name: string, pdf: Uint8Array) {
  const today = new Date().toISOString().slice(0, 10);
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name}-${today}.pdf"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(pdf));
}

export const parcelDocumentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = createParcelBookingsRepository(app.db);
  const common = { tags: ['orders'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/orders/bookings',
    {
      schema: {
        ...common,
        description:
          "Each asked order's latest booking with a courier; orders never booked are left out.",
        querystring: parcelOrderIdsQuerySchema,
        response: { 200: orderBookingsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await bookings.latestOf(request.query.ids);
      return {
        bookings: rows.flatMap(({ orderId, number, booking }) =>
          booking
            ? [{ orderId, orderNumber: formatOrderNumber(number), ...shownBooking(booking) }]
            : [],
        ),
      };
    },
  );

  app.get(
    '/admin/orders/labels',
    {
      schema: {
        ...common,
        description:
          'The airway bills of booked orders as one PDF: courier by courier, each in the order asked.',
        querystring: parcelOrderIdsQuerySchema,
        response: pdfResponse('labels-YYYY-MM-DD.pdf'),
      },
    },
    async (request, reply) =>
      sendPdf(reply, 'labels', await parcelDocument(app, 'labels', request.query.ids)),
  );

  app.post(
    '/admin/orders/load-sheet',
    {
      schema: {
        ...common,
        description:
          "The pickup's load sheet of booked orders, one per courier, as one PDF. Each call makes a sheet at the courier.",
        body: loadSheetBodySchema,
        response: pdfResponse('load-sheet-YYYY-MM-DD.pdf'),
      },
    },
    async (request, reply) =>
      sendPdf(reply, 'load-sheet', await parcelDocument(app, 'loadSheet', request.body.ids)),
  );
};
