/**
 * What a products CSV would do to the products as they are now (issue #12, rows per variant since
 * issue #27): which rows create, update or leave a product unchanged, the columns an update changes,
 * and the problems only the stored products reveal (an unknown id, a SKU of another product).
 */
import { PRODUCT_STOCK_MAX } from '@shop/domain/constants';
import type {
  ImportChange,
  ImportProblem,
  ProductCsvColumn,
} from '@shop/domain/schemas/product-import.schema';
import type { VariantInput } from '@shop/domain/schemas/variant-input.schema';
import type { VariantRow } from '../inventory/inventory.repository';
import type { ProductCsvRow } from './products-csv';
import { changedVariantColumns, matchVariants, productOfSkus } from './products-import-variants';
import type { ProductRow, ProductValues } from './products.repository';
import { isColourOnly, productValuesOf } from './products.service';

/** Each stored field an owner edits, and the column it is in. */
const COLUMN_OF_VALUE: Record<keyof Omit<ProductValues, 'options'>, ProductCsvColumn> = {
  title: 'title',
  description: 'description',
  type: 'type',
  subType: 'sub_type',
  price: 'price',
  discountedPrice: 'discounted_price',
  showPrice: 'show_price',
  topFeatured: 'top_featured',
  quantity: 'quantity',
  images: 'images',
  imageColors: 'colours',
  addOns: 'add_ons',
};
const VALUE_KEYS = Object.keys(COLUMN_OF_VALUE) as (keyof typeof COLUMN_OF_VALUE)[];

export interface Plan {
  creates: ProductValues[];
  /** For each create, its variants from rows per variant; null for the spec's one row. */
  createVariants: (VariantInput[] | null)[];
  updates: (ProductValues & { id: number })[];
  /** An update's variants from rows per variant, matched to the stored ones (by product id). */
  updateVariants: Map<number, VariantInput[]>;
  unchanged: number;
  changes: ImportChange[];
  problems: ImportProblem[];
}

/** The columns whose value would change (lists and add-ons compared by content). */
function changedColumns(current: ProductRow, next: ProductValues): ProductCsvColumn[] {
  return VALUE_KEYS.filter((key) => JSON.stringify(current[key]) !== JSON.stringify(next[key])).map(
    (key) => COLUMN_OF_VALUE[key],
  );
}

/**
 * The stock a row asks for. With the stock it was exported with, the row's change applies to the stock
 * as it is now (orders may have taken units since); without, the quantity is set as written.
 */
function stockOf(row: ProductCsvRow, current: ProductRow): number {
  const quantity = row.body.quantity ?? 0;
  if (row.quantityAtExport === null) return quantity;
  const changed = current.quantity + quantity - row.quantityAtExport;
  return Math.min(Math.max(changed, 0), PRODUCT_STOCK_MAX);
}

/** The products and variants as they are now, that the rows are planned against. */
export interface Stored {
  products: Map<number, ProductRow>;
  variants: Map<number, VariantRow[]>;
  /** Stored variants by SKU in lower case: a row's product is found by its SKUs first. */
  bySku: Map<string, VariantRow>;
}

/** The product a row updates: the one its SKUs name, else its id's; or a problem. */
function targetOf(row: ProductCsvRow, stored: Stored): number | null | ImportProblem {
  const bySku = row.body.variants ? productOfSkus(row.body.variants, stored.bySku) : undefined;
  if (bySku !== undefined && row.id !== null && bySku !== row.id) {
    return {
      line: row.line,
      column: 'sku',
      message: `A SKU of this product belongs to product ${bySku}`,
    };
  }
  return bySku ?? row.id;
}

/** What the rows would do to the products as they are now. */
export function planOf(rows: ProductCsvRow[], stored: Stored): Plan {
  const plan: Plan = {
    creates: [],
    createVariants: [],
    updates: [],
    updateVariants: new Map(),
    unchanged: 0,
    changes: [],
    problems: [],
  };
  const current = stored.products;
  for (const row of rows) {
    const values = productValuesOf(row.body);
    const target = targetOf(row, stored);
    if (typeof target === 'object' && target !== null) {
      plan.problems.push(target);
      continue;
    }
    if (target === null) {
      const quantity = row.body.variants
        ? row.body.variants.reduce((sum, variant) => sum + variant.quantity, 0)
        : (row.body.quantity ?? 0);
      plan.creates.push({ ...values, quantity });
      plan.createVariants.push(row.body.variants ? matchVariants(row.body.variants, []) : null);
      plan.changes.push({
        line: row.line,
        id: null,
        title: values.title,
        action: 'create',
        columns: [],
      });
      continue;
    }
    const product = current.get(target);
    if (!product) {
      plan.problems.push({ line: row.line, column: 'id', message: `No product has id ${target}` });
      continue;
    }
    const variants = row.body.variants
      ? matchVariants(row.body.variants, stored.variants.get(target) ?? [], row.variantsAtExport)
      : null;
    // Rows per variant carry the options and each variant's stock; the spec's row knows colours
    // and one stock, and the product's options stay as the owner set them.
    const next = variants
      ? { ...values, quantity: product.quantity }
      : { ...values, options: product.options, quantity: stockOf(row, product) };
    const columns = changedColumns(product, next);
    if (variants) {
      columns.push(...changedVariantColumns(variants, stored.variants.get(target) ?? []));
      if (JSON.stringify(product.options) !== JSON.stringify(next.options)) columns.push('options');
    }
    if (columns.includes('quantity') && !isColourOnly(product.options)) {
      plan.problems.push({
        line: row.line,
        column: 'quantity',
        message: `Product ${row.id} has ${product.options.join(' and ')} variants: change each variant's stock in the back office`,
      });
      continue;
    }
    if (columns.length === 0) {
      plan.unchanged += 1;
      continue;
    }
    plan.updates.push({ ...next, id: target });
    if (variants) plan.updateVariants.set(target, variants);
    plan.changes.push({ line: row.line, id: target, title: next.title, action: 'update', columns });
  }
  return plan;
}
