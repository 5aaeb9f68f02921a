/**
 * Variants (issue #27): a product has up to three options (Colour; Size or another the owner names) and
 * a variant per combination it sells, each with its SKU, stock and optionally its own price. The rules
 * here are used by the server (orders, products, the import) and will be by the product form.
 */
import { productColours } from './cart';

// Kept in its own module so the cart, on every storefront page, can use it without this one.
export { variantPrices } from './variant-prices';

/** Option key → value: { colour: 'Red', size: '2.4' }. A product without options has one variant, {}. */
export type VariantOptions = Record<string, string>;

export const OPTIONS_MAX = 3;
export const COLOUR_OPTION = 'Colour';
export const VARIANTS_MAX = 100;
export const SKU_MAX_LENGTH = 64;
export const OPTION_NAME_MAX_LENGTH = 30;

/** An option's key in `options` as the API names it: 'Colour' → 'colour', 'Chain length' → 'chain length'. */
export function optionKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The key colours are matched under: two spellings of one colour ('Red', ' red') are one colour. */
function valueKey(value: string): string {
  return value.trim().toLowerCase();
}

/** A product whose variants differ by colour only (or not at all): the spec's form can edit it. */
export function isColourOnly(options: readonly string[]): boolean {
  return options.every((name) => optionKey(name) === optionKey(COLOUR_OPTION));
}

/** A variant's option values as a person reads them, in the product's option order: 'Red / 2.4'. */
export function variantName(options: VariantOptions, optionNames: readonly string[]): string {
  return optionNames
    .map((name) => options[optionKey(name)] ?? '')
    .filter((value) => value !== '')
    .join(' / ');
}

/** The SKU a variant gets unless the owner types one: product number and option values, 'P12-RED-2-4'. */
export function defaultSku(
  productId: number,
  options: VariantOptions,
  optionNames: readonly string[],
): string {
  const values = optionNames
    .map((name) => options[optionKey(name)] ?? '')
    .map((value) =>
      value
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toUpperCase(),
    )
    .filter(Boolean);
  return [`P${productId}`, ...values].join('-').slice(0, SKU_MAX_LENGTH);
}

/**
 * The variants a product made before variants existed, or by the spec's clients (which send colours
 * only), is sold as: one per colour in the product's order, or one without options when it has none.
 */
export function variantsForColours(product: { imageColors: readonly string[] }): {
  optionNames: string[];
  variants: VariantOptions[];
} {
  const colours = productColours(product);
  if (colours.length === 0) return { optionNames: [], variants: [{}] };
  return {
    optionNames: [COLOUR_OPTION],
    variants: colours.map((colour) => ({ [optionKey(COLOUR_OPTION)]: colour })),
  };
}

export interface VariantChoice {
  id: number;
  options: VariantOptions;
}

/**
 * Which variant a cart line means when it names a colour only (the spec's cart line: id and
 * selectedColor): the one variant of that colour (none chosen: the first colour, as the product page
 * selects it). 'ambiguous' when several variants share the colour (a size must be chosen), null when
 * none has it.
 */
export function variantForColour<V extends VariantChoice>(
  variants: readonly V[],
  chosen: string,
): V | 'ambiguous' | null {
  const colourOf = (variant: V) => variant.options[optionKey(COLOUR_OPTION)] ?? '';
  const wanted = valueKey(chosen) || valueKey(variants[0] ? colourOf(variants[0]) : '');
  const matching = variants.filter((variant) => valueKey(colourOf(variant)) === wanted);
  if (matching.length === 1) return matching[0] as V;
  return matching.length > 1 ? 'ambiguous' : null;
}

/** Two variants of one product with the same values are one: the key they are compared under. */
export function optionsKey(options: VariantOptions): string {
  return JSON.stringify(
    Object.keys(options)
      .sort()
      .map((key) => [key, valueKey(options[key] ?? '')]),
  );
}
