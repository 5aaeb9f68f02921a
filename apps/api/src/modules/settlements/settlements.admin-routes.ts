/**
 * Cash from couriers in the back office (issue #29, decision 0031). The report is the request body
 * itself, as the products CSV (`curl --data-binary @report.xlsx -H 'Content-Type: …'`): CSV as
 * text/csv, an Excel workbook as its own media type or application/octet-stream; the file's first
 * bytes decide how it is read, since browsers name a .csv "application/vnd.ms-excel".
 */
import { COURIER_LABELS } from '@shop/domain/couriers';
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { adminListPageSchema } from '@shop/domain/schemas/list-query.schema';
import {
  SETTLEMENT_IMPORT_MAX_BYTES,
  SETTLEMENT_IMPORT_TOO_LARGE,
  XLSX_MEDIA_TYPE,
  settlementDifferenceSchema,
  settlementDifferencesQuerySchema,
  settlementFetchBodySchema,
  settlementImportQuerySchema,
  settlementImportResultSchema,
  settlementImportRowSchema,
  settlementImportsQuerySchema,
  settlementSummarySchema,
} from '@shop/domain/schemas/settlements.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors';
import { fileBodyLimit } from '../../plugins/file-body-limit';
import { queryRoute } from '../../plugins/query-route';
import { staffEmail } from '../../plugins/staff-actor';
import { isCourierError } from '../couriers/courier-errors';
import { settlementsServiceOf } from './settlements.service';

/** How long staff are asked to wait before fetching again from a courier that did not answer. */
const RETRY_COURIER_AFTER_SECONDS = 60;

/**
 * A courier that failed, in words staff can act on: one that did not answer is a 503 to try again
 * later, one that refused or is set up wrongly a 502 (the shop's server is fine, the courier's
 * answer was not); neither is the shop's 500.
 */
function courierFailure(error: unknown): unknown {
  if (!isCourierError(error)) return error;
  const label = COURIER_LABELS[error.courier];
  if (error.retryable) {
    return AppError.retryLater(
      'unavailable',
      `${label} did not answer about its payments: ${error.message}. Nothing was recorded; please try again in a minute.`,
      RETRY_COURIER_AFTER_SECONDS,
    );
  }
  const hint =
    error.code === 'misconfigured' ? ` Check the ${label} settings (its key and address).` : '';
  return new AppError(
    'bad_gateway',
    `${label} refused the payments call: ${error.message}. Nothing was recorded.${hint}`,
  );
}

const REPORT_TYPES = [
  'text/csv',
  XLSX_MEDIA_TYPE,
  'application/vnd.ms-excel',
  'application/octet-stream',
];

export const settlementsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const settlements = settlementsServiceOf(app);
  const tag = 'settlements';
  const common = { tags: [tag] };

  app.addContentTypeParser(
    REPORT_TYPES,
    { parseAs: 'buffer', bodyLimit: SETTLEMENT_IMPORT_MAX_BYTES },
    (_request, body: Buffer, done) => done(null, body),
  );

  app.post(
    '/admin/settlements/import',
    {
      ...fileBodyLimit(SETTLEMENT_IMPORT_MAX_BYTES, SETTLEMENT_IMPORT_TOO_LARGE),
      schema: {
        ...common,
        description:
          "A courier's payment report as the body (CSV or an Excel .xlsx workbook). dry_run=true (the " +
          'default) answers each line matched to its parcel, every difference and every problem, changing ' +
          'nothing; dry_run=false records the report in one transaction, or nothing when a line has a ' +
          'problem (400). A report already imported (same courier and reference) adds nothing.',
        consumes: REPORT_TYPES,
        querystring: settlementImportQuerySchema,
        body: z
          .custom<Buffer>((value) => Buffer.isBuffer(value), {
            error:
              'Send the report file as the body, with Content-Type text/csv or ' + XLSX_MEDIA_TYPE,
          })
          .meta({ type: 'string', format: 'binary' }),
        response: {
          200: settlementImportResultSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) =>
      request.query.dry_run
        ? settlements.dryRun(request.query.courier, request.body, request.query)
        : settlements.apply(
            request.query.courier,
            request.body,
            request.query,
            staffEmail(request),
          ),
  );

  app.post(
    '/admin/settlements/fetch',
    {
      schema: {
        ...common,
        description:
          "Asks the courier's payments call (PostEx payment-status, Leopards getPaymentDetails and " +
          'getShippingCharges, Trax shipment/payments) about every delivered or returned parcel not yet ' +
          "fully paid, and records its answers as a report (source 'api') in one transaction. Payments " +
          'recorded before, from a file or an earlier fetch, are skipped, so fetching again adds nothing. ' +
          'A courier not set up is a 400 naming courier; a courier that refuses is a 502, one that does ' +
          'not answer a 503 with Retry-After, and nothing is recorded.',
        body: settlementFetchBodySchema,
        response: {
          200: settlementImportResultSchema,
          400: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const name = request.body.courier;
      const courier = app.couriers.find((configured) => configured.name === name);
      if (!courier) {
        throw AppError.invalidField(
          'courier',
          `${COURIER_LABELS[name]} is not set up for this shop: its API settings are not given`,
        );
      }
      try {
        return await settlements.fetchPayments(courier, staffEmail(request));
      } catch (error) {
        throw courierFailure(error);
      }
    },
  );

  app.get(
    '/admin/settlements/summary',
    {
      schema: {
        ...common,
        description:
          'Per courier, in paisa: what it still owes for the parcels it delivered or brought back, what ' +
          'its reports paid, and how many differences are open.',
        response: { 200: settlementSummarySchema },
      },
    },
    () => settlements.summary(),
  );

  queryRoute(app, {
    path: '/admin/settlements/differences',
    tag,
    description:
      'Every open difference, amounts in paisa: short payments, overpayments, delivered parcels never ' +
      'paid, payments for parcels the shop does not know.',
    query: settlementDifferencesQuerySchema,
    answer: adminListPageSchema(settlementDifferenceSchema),
    read: (query) => settlements.differences(query),
  });

  queryRoute(app, {
    path: '/admin/settlements/imports',
    tag,
    description: 'The payment reports imported, newest first.',
    query: settlementImportsQuerySchema,
    answer: adminListPageSchema(settlementImportRowSchema),
    read: ({ page }) => settlements.imports(page),
  });
};
