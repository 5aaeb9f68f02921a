/**
 * The import's rows per variant (issue #27): each variant of the file matched to a stored one by its
 * SKU, then, within the product its id names, by its option values; what would change; and the
 * form's variant inputs that write it through the inventory (reason 'import').
 */
import { toPaisa } from '@shop/domain/money';
import { PRODUCT_STOCK_MAX } from '@shop/domain/constants';
import type { ProductCsvColumn } from '@shop/domain/schemas/product-import.schema';
import type { VariantInput } from '@shop/domain/schemas/variant-input.schema';
import { optionKey, optionsKey, type VariantOptions } from '@shop/domain/variants';
import type { VariantRow } from '../inventory/inventory.repository';

/** Option keys as the API names them ('Colour' → 'colour'). */
function keyed(options: Record<string, string>): VariantOptions {
  return Object.fromEntries(
    Object.entries(options).map(([name, value]) => [optionKey(name), value]),
  );
}

/** The stock a variant's row asks for, as the product form reads quantity and quantity_was. */
function stockOf(input: VariantInput, current: VariantRow | undefined): number {
  if (!current || input.quantity_was === undefined) return input.quantity;
  const changed = current.quantity + input.quantity - input.quantity_was;
  return Math.min(Math.max(changed, 0), PRODUCT_STOCK_MAX);
}

/**
 * The file's variants with the ids of the stored ones they are: by SKU, then by option values. A
 * matched one with its stock at export changes by what the file changed (orders since are kept).
 */
export function matchVariants(
  inputs: readonly VariantInput[],
  current: readonly VariantRow[],
  atExport: readonly (number | null)[] = [],
): VariantInput[] {
  const bySku = new Map(current.map((variant) => [variant.sku.toLowerCase(), variant]));
  const byValues = new Map(current.map((variant) => [optionsKey(variant.options), variant]));
  const taken = new Set<number>();
  return inputs.map((input, index) => {
    const options = keyed(input.options);
    const found =
      (input.sku ? bySku.get(input.sku.toLowerCase()) : undefined) ??
      byValues.get(optionsKey(options));
    if (!found || taken.has(found.id)) return { ...input, options };
    taken.add(found.id);
    const was = atExport[index] ?? null;
    return { ...input, options, id: found.id, ...(was === null ? {} : { quantity_was: was }) };
  });
}

/** The variant columns whose values the matched inputs would change. */
export function changedVariantColumns(
  inputs: readonly VariantInput[],
  current: readonly VariantRow[],
): ProductCsvColumn[] {
  const byId = new Map(current.map((variant) => [variant.id, variant]));
  const columns = new Set<ProductCsvColumn>();
  const listed = inputs.filter((input) => input.id !== undefined).length;
  if (listed !== current.length || listed !== inputs.length) columns.add('sku');
  const ordered = [...current].sort((a, b) => a.position - b.position || a.id - b.id);
  inputs.forEach((input, index) => {
    const variant = input.id === undefined ? undefined : byId.get(input.id);
    if (!variant) return;
    if (input.sku && input.sku !== variant.sku) columns.add('sku');
    if (optionsKey(input.options) !== optionsKey(variant.options) || ordered[index] !== variant) {
      columns.add('option_values');
    }
    if (stockOf(input, variant) !== variant.quantity) columns.add('variant_quantity');
    const price = input.price == null ? null : toPaisa(input.price);
    if (price !== variant.price) columns.add('variant_price');
    const sale = input.discounted_price == null ? null : toPaisa(input.discounted_price);
    if (sale !== variant.discountedPrice) columns.add('variant_discounted_price');
  });
  return [...columns];
}

/** The product a row's SKUs name, if any stored variant has one of them. */
export function productOfSkus(
  inputs: readonly VariantInput[],
  bySku: ReadonlyMap<string, VariantRow>,
): number | undefined {
  for (const input of inputs) {
    const variant = input.sku ? bySku.get(input.sku.toLowerCase()) : undefined;
    if (variant) return variant.productId;
  }
  return undefined;
}
