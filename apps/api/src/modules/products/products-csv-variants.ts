/**
 * The products CSV's rows per variant (issue #27), as Shopify's product CSV has them: a product's first
 * row carries the product's columns and its first variant; each further variant is a row with the
 * product's id and the other product columns blank. The import reads a product's rows back as the
 * product form's `options` and `variants`, so the form's rules check them.
 */
import type {
  ImportProblem,
  ProductCsvColumn,
  VariantCsvColumn,
} from '@shop/domain/schemas/product-import.schema';
import type { Product, Variant } from '@shop/domain/schemas/product.schema';
import { optionKey } from '@shop/domain/variants';
import { cellText, type CsvRecord } from '../../csv/csv-reader';
import type { CsvValue } from '../../csv/csv-writer';

export const LIST_SEPARATOR = '|';

/** One line of the export: a variant of a product, the product's columns written on its first. */
export interface ExportRow {
  product: Product;
  variant: Variant | null;
  first: boolean;
}

export function exportRowsOf(products: readonly Product[]): ExportRow[] {
  return products.flatMap((product): ExportRow[] =>
    product.variants.length === 0
      ? [{ product, variant: null, first: true }]
      : product.variants.map((variant, index) => ({ product, variant, first: index === 0 })),
  );
}

/** A variant's option values in the product's option order: `Red|2.4`. */
function optionValuesOf(product: Product, variant: Variant): string {
  return product.options.map((name) => variant.options[optionKey(name)] ?? '').join(LIST_SEPARATOR);
}

export const VARIANT_CELLS: Record<VariantCsvColumn, (row: ExportRow) => CsvValue> = {
  options: (row) => (row.first ? row.product.options.join(LIST_SEPARATOR) : ''),
  sku: (row) => row.variant?.sku ?? '',
  option_values: (row) => (row.variant ? optionValuesOf(row.product, row.variant) : ''),
  variant_quantity: (row) => row.variant?.quantity ?? '',
  variant_quantity_at_export: (row) => row.variant?.quantity ?? '',
  variant_price: (row) => row.variant?.price ?? '',
  variant_discounted_price: (row) => row.variant?.discounted_price ?? '',
};

/** The form's variant field an issue names → the column a person sees it under. */
export const COLUMN_OF_VARIANT_FIELD: Record<string, VariantCsvColumn> = {
  sku: 'sku',
  options: 'option_values',
  quantity: 'variant_quantity',
  price: 'variant_price',
  discounted_price: 'variant_discounted_price',
};

/** A variant's row as the product form's variant input, before its schema checks it. */
export function variantInputOf(
  cell: (column: VariantCsvColumn) => string,
  optionNames: readonly string[],
): Record<string, unknown> {
  const blank = (text: string) => text.trim() === '';
  const values = blank(cell('option_values'))
    ? []
    : cell('option_values')
        .split(LIST_SEPARATOR)
        .map((value) => value.trim());
  const optional = (column: VariantCsvColumn) =>
    blank(cell(column)) ? undefined : cell(column).trim();
  return {
    ...(optional('sku') === undefined ? {} : { sku: optional('sku') }),
    // Extra values are kept under numbered names, so the form's rule reports them.
    options: Object.fromEntries(
      values.map((value, index) => [optionKey(optionNames[index] ?? `option ${index + 1}`), value]),
    ),
    // variant_quantity_at_export is read apart: it applies only to a variant the import matches.
    quantity: cell('variant_quantity'),
    price: optional('variant_price') ?? null,
    discounted_price: optional('variant_discounted_price') ?? null,
  };
}

/** Whether a row says anything about a variant (a file of the spec's rows never does). */
export function hasVariantCells(cell: (column: VariantCsvColumn) => string): boolean {
  return (['sku', 'option_values', 'variant_quantity'] as const).some(
    (column) => cell(column).trim() !== '',
  );
}

/** A product's rows in the file: its own, then one per further variant (Shopify's layout). */
export type ProductRecords = [CsvRecord, ...CsvRecord[]];

const isBlank = (text: string) => text.trim() === '';

/** A row of a further variant: the product's columns blank, a variant's cells given. */
function isVariantOnly(record: CsvRecord, positions: Map<ProductCsvColumn, number>): boolean {
  const cell = (column: ProductCsvColumn) => {
    const index = positions.get(column);
    return index === undefined ? '' : cellText(record.cells[index] ?? '');
  };
  const productCells = ['title', 'description', 'type', 'price'] as const;
  return productCells.every((column) => isBlank(cell(column))) && hasVariantCells(cell);
}

/** The body's rows grouped by product: a variant-only row joins the product above (same id or none). */
export function groupRows(
  body: CsvRecord[],
  positions: Map<ProductCsvColumn, number>,
  problems: ImportProblem[],
): ProductRecords[] {
  const groups: ProductRecords[] = [];
  const idOf = (record: CsvRecord) => {
    const index = positions.get('id');
    return index === undefined ? '' : cellText(record.cells[index] ?? '').trim();
  };
  for (const record of body) {
    if (record.cells.every(isBlank)) continue;
    const current = groups.at(-1);
    if (!isVariantOnly(record, positions)) groups.push([record]);
    else if (!current) {
      problems.push({
        line: record.line,
        column: 'title',
        message: "A variant's row follows its product's row",
      });
    } else if (idOf(record) !== '' && idOf(record) !== idOf(current[0])) {
      problems.push({
        line: record.line,
        column: 'id',
        message: `This variant's id is not its product's (${idOf(current[0]) || 'new'}) above`,
      });
    } else current.push(record);
  }
  return groups;
}
