/**
 * The product form's options and variant grid (issue #27) as plain data: the combinations the option
 * values make, the grid's rows kept across edits of the options, and the variants as the API takes
 * them. The rules on variants themselves (names, SKUs, one row per combination) are the domain's.
 */
import type { Variant } from '@shop/domain/schemas/product.schema';
import { optionKey, optionsKey, type VariantOptions } from '@shop/domain/variants';

/** An option as the form edits it: its name ('Colour') and its values in order ('Red', 'Green'). */
export interface OptionValues {
  name: string;
  values: string[];
}

/** A row of the grid: one combination of values, sold unless the owner removed it. */
export interface VariantRowValues {
  /** The variant's id when the product has it; null for a combination the form adds. */
  id: number | null;
  options: VariantOptions;
  sku: string;
  quantity: string;
  /** The stock the form was loaded with (or last adjusted to): the server applies the change to it. */
  quantityWas: number | null;
  price: string;
  discounted_price: string;
  /** A removed combination is kept (so it can be sold again) but not sent. */
  removed: boolean;
}

/** The options that make variants: named, with at least one value (one being typed is left out). */
export function usableOptions(options: readonly OptionValues[]): OptionValues[] {
  return options
    .map((option) => ({
      name: option.name.trim(),
      values: uniqueValues(option.values),
    }))
    .filter((option) => option.name !== '' && option.values.length > 0);
}

/** Values trimmed, blanks dropped, each once whatever its case (as the domain compares them). */
export function uniqueValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values.map((each) => each.trim())) {
    const key = value.toLowerCase();
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
  }
  return kept;
}

/** Every combination of the options' values, the first option's values outermost: Red/2.4, Red/2.6… */
export function combinations(options: readonly OptionValues[]): VariantOptions[] {
  let result: VariantOptions[] = [{}];
  for (const option of usableOptions(options)) {
    const key = optionKey(option.name);
    result = result.flatMap((partial) =>
      option.values.map((value) => ({ ...partial, [key]: value })),
    );
  }
  return result;
}

export function newVariantRow(options: VariantOptions): VariantRowValues {
  return {
    id: null,
    options,
    sku: '',
    quantity: '0',
    quantityWas: null,
    price: '',
    discounted_price: '',
    removed: false,
  };
}

/** Whether a row's values agree with a combination on every option the row still has. */
function fits(row: VariantRowValues, combination: VariantOptions): boolean {
  const keys = Object.keys(combination).filter((key) => row.options[key] !== undefined);
  const shared = (options: VariantOptions) =>
    Object.fromEntries(keys.map((key) => [key, options[key] ?? '']));
  return optionsKey(shared(row.options)) === optionsKey(shared(combination));
}

/**
 * The grid after the options changed: a row per combination, in order. A combination keeps its row
 * (id, SKU, stock, prices, removed or not); when an option was added or taken away, the first
 * combination that fits an old row takes it over (Red becomes Red / 2.4 with its stock), so what the
 * owner typed and the variant's ledger are kept. Rows that fit no combination are dropped.
 */
export function syncVariantRows(
  options: readonly OptionValues[],
  rows: readonly VariantRowValues[],
): VariantRowValues[] {
  const wanted = combinations(options);
  const left = [...rows];
  const take = (index: number) => left.splice(index, 1)[0] as VariantRowValues;
  const kept: (VariantRowValues | undefined)[] = wanted.map((combination) => {
    const index = left.findIndex((row) => optionsKey(row.options) === optionsKey(combination));
    return index >= 0 ? { ...take(index), options: combination } : undefined;
  });
  return wanted.map((combination, position) => {
    const exact = kept[position];
    if (exact) return exact;
    const index = left.findIndex((row) => fits(row, combination));
    return index >= 0 ? { ...take(index), options: combination } : newVariantRow(combination);
  });
}

/** The form's options and rows as a product answer gives them. */
export function fromProductVariants(
  optionNames: readonly string[],
  variants: readonly Variant[],
): { options: OptionValues[]; variants: VariantRowValues[] } {
  const options = optionNames.map((name) => ({
    name,
    values: uniqueValues(variants.map((variant) => variant.options[optionKey(name)] ?? '')),
  }));
  const rows: VariantRowValues[] = variants.map((variant) => ({
    id: variant.id,
    options: variant.options,
    sku: variant.sku,
    quantity: String(variant.quantity),
    quantityWas: variant.quantity,
    price: variant.price === undefined ? '' : String(variant.price),
    discounted_price:
      variant.discounted_price === undefined ? '' : String(variant.discounted_price),
    removed: false,
  }));
  // Combinations the product does not sell show as removed, so the owner can sell them.
  return { options, variants: syncVariantRows(options, rows).map(markUnsold(rows)) };
}

const markUnsold = (sold: readonly VariantRowValues[]) => (row: VariantRowValues) =>
  row.id === null && sold.length > 0 ? { ...row, removed: true } : row;

/** A variant as the API's product create/update takes it (variantInputSchema). */
export interface VariantBody {
  id?: number;
  sku?: string;
  options: VariantOptions;
  quantity: number;
  quantity_was?: number;
  price: number | null;
  discounted_price: number | null;
}

const amount = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The options and variants sent on save, and for each variant sent the grid row it came from (the
 * server names fields by the variant's place in the body: `variants.2.sku`).
 */
export function toVariantsBody(
  options: readonly OptionValues[],
  rows: readonly VariantRowValues[],
): { options: string[]; variants: VariantBody[]; rowOf: number[] } {
  const rowOf: number[] = [];
  const variants: VariantBody[] = [];
  rows.forEach((row, index) => {
    if (row.removed) return;
    rowOf.push(index);
    variants.push({
      ...(row.id === null ? {} : { id: row.id }),
      ...(row.sku.trim() === '' ? {} : { sku: row.sku.trim() }),
      options: row.options,
      quantity: Number(row.quantity),
      ...(row.id === null || row.quantityWas === null ? {} : { quantity_was: row.quantityWas }),
      price: amount(row.price),
      discounted_price: amount(row.discounted_price),
    });
  });
  return { options: usableOptions(options).map((option) => option.name), variants, rowOf };
}

/**
 * A server field name about the body's variants as the grid's field: `variants.2.quantity_was` →
 * `variants.5.quantity` when the third variant sent is the grid's sixth row.
 */
export function gridFieldOf(path: string, rowOf: readonly number[]): string {
  const match = /^variants\.(\d+)\.([a-z_]+)/.exec(path);
  if (!match) return path;
  const row = rowOf[Number(match[1])];
  if (row === undefined) return 'variants';
  const field = match[2] === 'quantity_was' ? 'quantity' : (match[2] as string);
  return `variants.${row}.${['sku', 'quantity', 'price', 'discounted_price'].includes(field) ? field : 'options'}`;
}
