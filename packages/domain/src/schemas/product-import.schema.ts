/**
 * Products as CSV in the back office (issue #12): the file's columns, the import's query and its answer.
 * GET /api/admin/products/export writes these columns; POST /api/admin/products/import reads them back:
 * a row with an id updates that product, a row without one creates a product, every row checked with
 * the product form's rules (createProductBodySchema). All or nothing: one bad row and nothing changes.
 */
import { z } from 'zod';
import { PRODUCT_IMPORT_MAX_BYTES } from '../constants';
import { csvProblemSchema, type CsvProblem } from './csv-problem.schema';

/** Said by the server (413) and by the back office before it sends a file that large. */
export const PRODUCT_IMPORT_TOO_LARGE = `The file is larger than ${
  PRODUCT_IMPORT_MAX_BYTES / (1024 * 1024)
} MB: split it and import each part`;

/**
 * One row per variant (issue #27), as Shopify's product CSV: a product's first row carries its columns
 * and its first variant; each further variant is a row of its own with the product's `id` and its
 * other product columns blank. `options` (the option names, `Colour|Size`) is a product column;
 * `option_values` (`Red|2.4`, in the options' order), the SKU, the stock and its export-time twin and
 * the variant's own prices (blank: the product's) are the variant's. A file without these columns is the
 * spec's: one row per product with its colours and one stock.
 */
export const VARIANT_CSV_COLUMNS = [
  'options',
  'sku',
  'option_values',
  'variant_quantity',
  'variant_quantity_at_export',
  'variant_price',
  'variant_discounted_price',
] as const;
export type VariantCsvColumn = (typeof VARIANT_CSV_COLUMNS)[number];

/**
 * In the order the export writes them. Lists (images, colours, add-ons) are `|`-separated; an add-on is
 * `name=price`. `quantity_at_export` is the stock when the file was made: an import changes the stock by
 * quantity - quantity_at_export, so units ordered since the export are not put back (as the edit form
 * does with quantity_was). Blank, or without the column, quantity is set as it is.
 */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'title',
  'description',
  'type',
  'sub_type',
  'price',
  'discounted_price',
  'show_price',
  'top_featured',
  'quantity',
  'quantity_at_export',
  'images',
  'colours',
  'add_ons',
  ...VARIANT_CSV_COLUMNS,
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Columns a file may leave out: without `id` every row is a new product; without SKUs, the spec's rows. */
export const OPTIONAL_PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = [
  'id',
  'quantity_at_export',
  ...VARIANT_CSV_COLUMNS,
];

export const productImportQuerySchema = z
  .object({
    // A call that does not say otherwise changes nothing.
    dry_run: z
      .enum(['true', 'false'], { error: 'Must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
  })
  .strict();

/** A bad row of the file. */
export const importProblemSchema = csvProblemSchema;
export type ImportProblem = CsvProblem;

/** A product the import creates or updates, and which columns of an update change. */
export const importChangeSchema = z.object({
  line: z.number().int(),
  id: z.number().int().nullable(),
  title: z.string(),
  action: z.enum(['create', 'update']),
  columns: z.array(z.string()),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

/**
 * A dry run's answer says what the import would do; the import's, what it did. The lists hold the
 * first PRODUCT_IMPORT_LISTED_MAX entries; the counts count them all.
 */
export const productImportResultSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  changes: z.array(importChangeSchema),
  errors: z.array(importProblemSchema),
  errorCount: z.number().int(),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
