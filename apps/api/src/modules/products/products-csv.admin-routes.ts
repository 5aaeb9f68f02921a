/**
 * Products as CSV in the back office (issue #12): the export, and the import that reads it back. The
 * import takes the file itself as the request body (Content-Type: text/csv, UTF-8, at most
 * PRODUCT_IMPORT_MAX_BYTES), so a script can send it with `curl --data-binary @products.csv`.
 */
import { PRODUCT_IMPORT_MAX_BYTES } from '@shop/domain/constants';
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  PRODUCT_IMPORT_TOO_LARGE,
  productImportQuerySchema,
  productImportResultSchema,
} from '@shop/domain/schemas/product-import.schema';
import { staffEmail } from '../../plugins/staff-actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvResponse, sendCsv } from '../../csv/csv-writer';
import { AppError } from '../../plugins/errors';
import { fileBodyLimit } from '../../plugins/file-body-limit';
import { catalogueWriteDeps } from '../catalogue/storefront-writes';
import { productsCsv } from './products-csv';
import { createProductsImport } from './products-import.service';
import { createProductsService } from './products.service';

const NOT_UTF8 =
  'The file is not UTF-8 text: in Excel, save it as "CSV UTF-8 (Comma delimited) (*.csv)"';
const utf8 = new TextDecoder('utf-8', { fatal: true });

export const productsCsvAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...catalogueWriteDeps(app), images: app.images };
  const products = createProductsService(deps);
  const importer = createProductsImport(deps);
  const common = { tags: ['products'] };

  // Bytes in, text out: a file in another encoding is refused, not read with its letters garbled.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: PRODUCT_IMPORT_MAX_BYTES },
    (_request, body: Buffer, done) => {
      try {
        done(null, utf8.decode(body));
      } catch {
        done(AppError.invalidField('body', NOT_UTF8));
      }
    },
  );

  app.get(
    '/admin/products/export',
    {
      schema: {
        ...common,
        description:
          'Every product as CSV (UTF-8 with a byte-order mark), the columns the import reads.',
        response: csvResponse('products-YYYY-MM-DD.csv'),
      },
    },
    // Awaiting the reply waits until the whole file is sent; the handler answers nothing itself.
    async (_request, reply) => {
      await sendCsv(reply, 'products', productsCsv(products.allInSlices()));
    },
  );

  app.post(
    '/admin/products/import',
    {
      ...fileBodyLimit(PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_TOO_LARGE),
      schema: {
        ...common,
        description:
          'The products CSV as the body (Content-Type: text/csv). dry_run=true (the default) answers what ' +
          'would change and every bad row, changing nothing; dry_run=false applies every row in one ' +
          'transaction, or none when any row has a problem (400).',
        consumes: ['text/csv'],
        querystring: productImportQuerySchema,
        body: z.string({ error: 'Send the CSV file as the body, with Content-Type: text/csv' }),
        response: {
          200: productImportResultSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) =>
      request.query.dry_run
        ? importer.dryRun(request.body)
        : importer.apply(request.body, staffEmail(request)),
  );
};
