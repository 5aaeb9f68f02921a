/**
 * Products as CSV (issue #12): the export's cells and the import's reading of them. A file exported,
 * edited in a spreadsheet and imported reads back as it was written. Each row is checked with the
 * product form's own schema (createProductBodySchema), so a message such as 'Price must be greater
 * than 0' is the form's, reported with the row's line and the column it concerns.
 */
import type { Readable } from 'node:stream';
import {
  PRODUCT_CSV_COLUMNS,
  OPTIONAL_PRODUCT_CSV_COLUMNS,
  VARIANT_CSV_COLUMNS,
  type ImportProblem,
  type ProductCsvColumn,
  type VariantCsvColumn,
} from '@shop/domain/schemas/product-import.schema';
import { idField } from '@shop/domain/schemas/fields.schema';
import {
  createProductBodySchema,
  type CreateProductBody,
  type Product,
} from '@shop/domain/schemas/product.schema';
import { stockField } from '@shop/domain/schemas/variant-input.schema';
import { cellText, type CsvRecord } from '../../csv/csv-reader';
import { csvStream, type CsvColumn, type CsvValue } from '../../csv/csv-writer';
import {
  COLUMN_OF_VARIANT_FIELD,
  exportRowsOf,
  groupRows,
  hasVariantCells,
  LIST_SEPARATOR,
  variantInputOf,
  VARIANT_CELLS,
  type ExportRow,
  type ProductRecords,
} from './products-csv-variants';

const ADD_ON_PRICE_SEPARATOR = '=';

const PRODUCT_CELLS: Record<
  Exclude<ProductCsvColumn, VariantCsvColumn>,
  (product: Product) => CsvValue
> = {
  id: (product) => product.id,
  title: (product) => product.title,
  description: (product) => product.description,
  type: (product) => product.type,
  sub_type: (product) => product.sub_type ?? '',
  price: (product) => product.price,
  discounted_price: (product) => product.discounted_price,
  show_price: (product) => product.show_price,
  top_featured: (product) => product.top_featured,
  quantity: (product) => product.quantity,
  quantity_at_export: (product) => product.quantity,
  images: (product) => product.images.join(LIST_SEPARATOR),
  colours: (product) => product.imageColors.join(LIST_SEPARATOR),
  add_ons: (product) =>
    product.addOns
      .map((addOn) => `${addOn.key}${ADD_ON_PRICE_SEPARATOR}${addOn.price}`)
      .join(LIST_SEPARATOR),
};

/** A product's columns on its first row only (its id on every row), the variant's on each. */
function cellOf(column: ProductCsvColumn): (row: ExportRow) => CsvValue {
  if ((VARIANT_CSV_COLUMNS as readonly string[]).includes(column)) {
    return VARIANT_CELLS[column as VariantCsvColumn];
  }
  const cell = PRODUCT_CELLS[column as Exclude<ProductCsvColumn, VariantCsvColumn>];
  return (row) => (row.first || column === 'id' ? cell(row.product) : '');
}

const COLUMNS: CsvColumn<ExportRow>[] = PRODUCT_CSV_COLUMNS.map((column) => [
  column,
  cellOf(column),
]);

async function* variantRows(slices: AsyncIterable<Product[]>): AsyncGenerator<ExportRow[]> {
  for await (const slice of slices) yield exportRowsOf(slice);
}

export function productsCsv(slices: AsyncIterable<Product[]>): Readable {
  return csvStream(COLUMNS, variantRows(slices));
}

/** A row that passed the form's rules: what it asks for, and where it is in the file. */
export interface ProductCsvRow {
  line: number;
  /** The product it updates; null for a new product. */
  id: number | null;
  body: CreateProductBody;
  /** The stock when the file was exported: the import then changes the stock by the difference. */
  quantityAtExport: number | null;
  /** Each variant's stock when the file was made (rows per variant, body.variants); else empty. */
  variantsAtExport: (number | null)[];
}

export interface ProductsCsvReading {
  rows: ProductCsvRow[];
  problems: ImportProblem[];
}

/** The form's field an issue names → the column a person sees it under. */
const COLUMN_OF_FIELD: Record<string, ProductCsvColumn> = {
  imageColors: 'colours',
  addOns: 'add_ons',
};

const isBlank = (text: string) => text.trim() === '';

/** `a|b|c` → ['a', 'b', 'c']; a blank cell is an empty list. */
// (LIST_SEPARATOR is shared with the variants' columns.)
function listOf(cell: string): string[] {
  return isBlank(cell) ? [] : cell.split(LIST_SEPARATOR).map((entry) => entry.trim());
}

/** `Gift box=250|Engraving=500` → add-ons whose key and price the form's schema then checks. */
function addOnsOf(cell: string): { key: string; price: string }[] | string {
  const addOns = [];
  for (const entry of listOf(cell).filter((text) => text !== '')) {
    // The last '=' separates the price: a name may itself hold one.
    const split = entry.lastIndexOf(ADD_ON_PRICE_SEPARATOR);
    if (split === -1) return `Write each add-on as name=price, e.g. Gift box=250 (not "${entry}")`;
    addOns.push({ key: entry.slice(0, split).trim(), price: entry.slice(split + 1).trim() });
  }
  return addOns;
}

/** Where each known column is in the file, or the heading row's problems. */
function readHeading(record: CsvRecord): Map<ProductCsvColumn, number> | ImportProblem[] {
  const positions = new Map<ProductCsvColumn, number>();
  const problems: ImportProblem[] = [];
  record.cells.forEach((cell, index) => {
    const heading = cellText(cell).trim().toLowerCase();
    // A column without a heading is ignored: spreadsheets add empty ones after the last.
    if (heading === '') return;
    const column = PRODUCT_CSV_COLUMNS.find((known) => known === heading);
    if (!column) {
      const message = heading.includes(';')
        ? 'Unknown column: separate the cells with commas, not semicolons'
        : `Unknown column: the columns are ${PRODUCT_CSV_COLUMNS.join(', ')}`;
      problems.push({ line: record.line, column: heading, message });
    } else if (positions.has(column)) {
      problems.push({ line: record.line, column, message: 'This column appears twice' });
    } else {
      positions.set(column, index);
    }
  });
  for (const column of PRODUCT_CSV_COLUMNS) {
    if (!positions.has(column) && !OPTIONAL_PRODUCT_CSV_COLUMNS.includes(column)) {
      problems.push({ line: record.line, column, message: 'This column is missing' });
    }
  }
  return problems.length > 0 ? problems : positions;
}

function readRow(
  records: ProductRecords,
  positions: Map<ProductCsvColumn, number>,
  problems: ImportProblem[],
): ProductCsvRow | null {
  const [record] = records;
  const { line } = record;
  const cellIn = (row: CsvRecord) => (column: ProductCsvColumn) => {
    const index = positions.get(column);
    return index === undefined ? '' : cellText(row.cells[index] ?? '');
  };
  const cell = cellIn(record);
  const problem = (column: string, message: string, at = line) =>
    problems.push({ line: at, column, message });
  const before = problems.length;

  // Empty cells outside the known columns are what spreadsheets write; text there is not read, so
  // it is refused rather than dropped without a word.
  const known = new Set(positions.values());
  for (const row of records) {
    if (row.cells.some((text, index) => !known.has(index) && !isBlank(text))) {
      problem(
        '',
        'A cell is under no column heading: give its column a heading or empty it',
        row.line,
      );
    }
  }

  let id: number | null = null;
  if (!isBlank(cell('id'))) {
    const parsed = idField.safeParse(cell('id').trim());
    if (parsed.success) id = parsed.data;
    else problem('id', `Id ${parsed.error.issues[0]?.message.toLowerCase() ?? 'is not valid'}`);
  }

  const addOns = addOnsOf(cell('add_ons'));
  if (typeof addOns === 'string') problem('add_ons', addOns);
  // A blank flag is Inactive and a blank discounted price no discount, as on a new product.
  const optional = (column: ProductCsvColumn) => (isBlank(cell(column)) ? undefined : cell(column));
  // With SKUs or variant stock the rows are the product's variants; else the spec's one row.
  const perVariant = records.some((row) => hasVariantCells(cellIn(row)));
  const optionNames = listOf(cell('options')).filter((name) => name !== '');
  const product = createProductBodySchema.safeParse({
    title: cell('title'),
    description: cell('description'),
    type: cell('type').trim(),
    sub_type: cell('sub_type').trim(),
    price: cell('price'),
    discounted_price: optional('discounted_price'),
    show_price: optional('show_price'),
    top_featured: optional('top_featured'),
    // Colours keep their places (an image may have none); an empty image name is no image.
    images: listOf(cell('images')).filter((name) => name !== ''),
    imageColors: listOf(cell('colours')),
    addOns: typeof addOns === 'string' ? [] : addOns,
    ...(perVariant
      ? {
          options: optionNames,
          variants: records.map((row) => variantInputOf(cellIn(row), optionNames)),
        }
      : { quantity: cell('quantity') }),
  });
  if (!product.success) {
    const reported = new Set<string>();
    for (const issue of product.error.issues) {
      const [field, index, variantField] = issue.path.map(String);
      const at = field === 'variants' ? (records[Number(index)]?.line ?? line) : line;
      const column =
        field === 'variants'
          ? (COLUMN_OF_VARIANT_FIELD[variantField ?? ''] ?? 'sku')
          : (COLUMN_OF_FIELD[field ?? ''] ?? field ?? '');
      if (!reported.has(`${at}:${column}`)) problem(column, issue.message, at);
      reported.add(`${at}:${column}`);
    }
  }

  /** A stock column's number when the file was made, or null when blank. */
  const atExport = (
    row: CsvRecord,
    column: 'quantity_at_export' | 'variant_quantity_at_export',
  ) => {
    const text = cellIn(row)(column);
    if (isBlank(text)) return null;
    const parsed = stockField.safeParse(text);
    if (parsed.success) return parsed.data;
    problem(column, parsed.error.issues[0]?.message ?? 'Not a quantity', row.line);
    return null;
  };
  const quantityAtExport = perVariant ? null : atExport(record, 'quantity_at_export');
  const variantsAtExport = perVariant
    ? records.map((row) => atExport(row, 'variant_quantity_at_export'))
    : [];

  if (problems.length > before || !product.success) return null;
  return {
    line,
    id,
    body: product.data,
    quantityAtExport,
    variantsAtExport,
  };
}

/**
 * The file's rows as products to create or update, and every problem found in them: a missing or
 * unknown column, a cell the form would refuse, an id that appears twice. Empty rows are skipped.
 */
export function readProductsCsv(records: CsvRecord[]): ProductsCsvReading {
  const [heading, ...body] = records;
  if (!heading) {
    return { rows: [], problems: [{ line: 1, column: '', message: 'The file is empty' }] };
  }
  const positions = readHeading(heading);
  if (Array.isArray(positions)) return { rows: [], problems: positions };

  const rows: ProductCsvRow[] = [];
  const problems: ImportProblem[] = [];
  const lineOfId = new Map<number, number>();
  for (const records of groupRows(body, positions, problems)) {
    const row = readRow(records, positions, problems);
    if (!row) continue;
    const earlier = row.id === null ? undefined : lineOfId.get(row.id);
    if (earlier !== undefined) {
      problems.push({
        line: row.line,
        column: 'id',
        message: `Product ${row.id} is also on line ${earlier}`,
      });
      continue;
    }
    if (row.id !== null) lineOfId.set(row.id, row.line);
    rows.push(row);
  }
  if (rows.length === 0 && problems.length === 0) {
    problems.push({
      line: 2,
      column: '',
      message: 'The file has no products below its heading row',
    });
  }
  return { rows, problems };
}
