/**
 * The Shipping List's courier screens (issue #28, "Labels"): the booking states of the orders on
 * screen, and the couriers' airway bills and load sheet of booked orders as one PDF (parcel-documents.ts).
 */
import { formatOrderNumber } from '@shop/domain/order-status';
import {
  loadSheetBodySchema,
  orderBookingsSchema,
  parcelOrderIdsQuerySchema,
} from '@shop/domain/schemas/parcel-booking.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pdfRoute } from '../../plugins/pdf-route';
import { queryRoute } from '../../plugins/query-route';
import { parcelDocument } from './parcel-documents';
import { createParcelBookingsRepository } from './parcel-bookings.repository';
import { shownBooking } from './shown-booking';

export const parcelDocumentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = createParcelBookingsRepository(app.db);
  const tag = 'orders';

  queryRoute(app, {
    path: '/admin/orders/bookings',
    tag,
    description:
      "Each asked order's latest booking with a courier; orders never booked are left out.",
    query: parcelOrderIdsQuerySchema,
    answer: orderBookingsSchema,
    read: async ({ ids }) => {
      const rows = await bookings.latestOf(ids);
      return {
        bookings: rows.flatMap(({ orderId, number, booking }) =>
          booking
            ? [{ orderId, orderNumber: formatOrderNumber(number), ...shownBooking(booking) }]
            : [],
        ),
      };
    },
  });

  pdfRoute(app, {
    method: 'GET',
    path: '/admin/orders/labels',
    tag,
    description:
      'The airway bills of booked orders as one PDF: courier by courier, each in the order asked.',
    name: 'labels',
    input: { querystring: parcelOrderIdsQuerySchema },
    make: ({ ids }) => parcelDocument(app, 'labels', ids),
  });

  pdfRoute(app, {
    method: 'POST',
    path: '/admin/orders/load-sheet',
    tag,
    description:
      "The pickup's load sheet of booked orders, one per courier, as one PDF. Each call makes a sheet at the courier.",
    name: 'load-sheet',
    input: { body: loadSheetBodySchema },
    make: ({ ids }) => parcelDocument(app, 'loadSheet', ids),
  });
};
