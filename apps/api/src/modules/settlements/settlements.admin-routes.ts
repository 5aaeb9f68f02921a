/**
 * Cash from couriers in the back office (issue #29, decision 0031). The report is the request body
 * itself, as the products CSV (`curl --data-binary @report.xlsx -H 'Content-Type: …'`): CSV as
 * text/csv, an Excel workbook as its own media type or application/octet-stream; the file's first
 * bytes decide how it is read, since browsers name a .csv "application/vnd.ms-excel".
 */
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { adminListPageSchema } from '@shop/domain/schemas/list-query.schema';
import {
  SETTLEMENT_IMPORT_MAX_BYTES,
  SETTLEMENT_IMPORT_TOO_LARGE,
  XLSX_MEDIA_TYPE,
  settlementDifferenceSchema,
  settlementDifferencesQuerySchema,
  settlementImportQuerySchema,
  settlementImportResultSchema,
  settlementImportRowSchema,
  settlementImportsQuerySchema,
  settlementSummarySchema,
} from '@shop/domain/schemas/settlements.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors';
import { staffEmail } from '../../plugins/staff-actor';
import { createSettlementsService } from './settlements.service';

const REPORT_TYPES = [
  'text/csv',
  XLSX_MEDIA_TYPE,
  'application/vnd.ms-excel',
  'application/octet-stream',
];

export const settlementsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const settlements = createSettlementsService({
    db: app.db,
    rates: app.config.settlements.rates,
    paymentDays: app.config.settlements.paymentDays,
    now: app.now,
  });
  const common = { tags: ['settlements'], security: [{ bearerAuth: [] }] };

  app.addContentTypeParser(
    REPORT_TYPES,
    { parseAs: 'buffer', bodyLimit: SETTLEMENT_IMPORT_MAX_BYTES },
    (_request, body: Buffer, done) => done(null, body),
  );

  app.post(
    '/admin/settlements/import',
    {
      bodyLimit: SETTLEMENT_IMPORT_MAX_BYTES,
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > SETTLEMENT_IMPORT_MAX_BYTES) {
          throw new AppError('too_large', SETTLEMENT_IMPORT_TOO_LARGE);
        }
      },
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

  app.get(
    '/admin/settlements/differences',
    {
      schema: {
        ...common,
        description:
          'Every open difference, amounts in paisa: short payments, overpayments, delivered parcels never ' +
          'paid, payments for parcels the shop does not know.',
        querystring: settlementDifferencesQuerySchema,
        response: { 200: adminListPageSchema(settlementDifferenceSchema), 400: apiErrorSchema },
      },
    },
    (request) => settlements.differences(request.query),
  );

  app.get(
    '/admin/settlements/imports',
    {
      schema: {
        ...common,
        description: 'The payment reports imported, newest first.',
        querystring: settlementImportsQuerySchema,
        response: { 200: adminListPageSchema(settlementImportRowSchema), 400: apiErrorSchema },
      },
    },
    (request) => settlements.imports(request.query.page),
  );
};
