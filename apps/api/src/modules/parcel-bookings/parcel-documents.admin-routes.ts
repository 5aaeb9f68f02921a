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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pdfResponse, sendPdf } from '../../pdf/pdf-reply';
import { parcelDocument } from './parcel-documents';
import { createParcelBookingsRepository } from './parcel-bookings.repository';
import { shownBooking } from './shown-booking';

export const parcelDocumentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = createParcelBookingsRepository(app.db);
  const common = { tags: ['orders'] };

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
