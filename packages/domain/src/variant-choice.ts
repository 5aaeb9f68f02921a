/**
 * What the shopper chooses on the product page (issue #27): a value for each of the product's options
 * (Colour, then Size or another), offered from its variants. A value is sold out when no variant that
 * fits the choices before it and has that value is in stock; a sold-out value cannot be chosen.
 */
import { variantPrices } from './variant-prices';
import { optionKey, variantName, type VariantOptions } from './variants';

/** The variant fields the choice reads (a product answer's variant, prices in rupees). */
export interface ChoosableVariant {
  id: number;
  options: VariantOptions;
  quantity: number;
  price?: number;
  discounted_price?: number;
}

export interface ChoosableProduct {
  options: readonly string[];
  variants: readonly ChoosableVariant[];
}

export interface OptionValue {
  value: string;
  soldOut: boolean;
}

export interface OptionChoices {
  /** The option's name as the owner wrote it ('Size'). */
  name: string;
  /** Its key in a variant's options and in the choice ('size'). */
  key: string;
  values: OptionValue[];
}

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The variants that fit the chosen values of the options before the one at `index`. */
function fitting<V extends ChoosableVariant>(
  product: { options: readonly string[]; variants: readonly V[] },
  choice: VariantOptions,
  index: number,
): V[] {
  const earlier = product.options.slice(0, index).map(optionKey);
  return product.variants.filter((variant) =>
    earlier.every((key) => same(variant.options[key], choice[key])),
  );
}

/** Each option's values in the variants' order, each once, marked sold out where none is in stock. */
export function optionChoices(product: ChoosableProduct, choice: VariantOptions): OptionChoices[] {
  return product.options.map((name, index) => {
    const key = optionKey(name);
    const variants = fitting(product, choice, index);
    const values: OptionValue[] = [];
    for (const variant of variants) {
      const value = variant.options[key] ?? '';
      if (value === '' || values.some((each) => same(each.value, value))) continue;
      const soldOut = !variants.some((each) => same(each.options[key], value) && each.quantity > 0);
      values.push({ value, soldOut });
    }
    return { name, key, values };
  });
}

/**
 * The choice the page shows for the values the shopper wants: each wanted value kept while it is
 * offered and in stock, else the first value in stock, else (all sold out) the first value. With no
 * wanted values this is the page's start: the first colour in stock.
 */
export function settleChoice(product: ChoosableProduct, wanted: VariantOptions): VariantOptions {
  const choice: VariantOptions = {};
  product.options.forEach((name, index) => {
    const key = optionKey(name);
    const values = optionChoices(product, choice)[index]?.values ?? [];
    const kept = values.find((each) => same(each.value, wanted[key]) && !each.soldOut);
    const chosen = kept ?? values.find((each) => !each.soldOut) ?? values[0];
    if (chosen) choice[key] = chosen.value;
  });
  return choice;
}

/** The variant the choice names; a product without options has one. */
export function chosenVariant<V extends ChoosableVariant>(
  product: { options: readonly string[]; variants: readonly V[] },
  choice: VariantOptions,
): V | undefined {
  return fitting(product, choice, product.options.length)[0];
}

/** The variant's prices in rupees: its own where it has them, else the product's (variantPrices). */
export function chosenPrices(
  product: { price: number; discounted_price: number },
  variant: ChoosableVariant | undefined,
): { price: number; discountedPrice: number } {
  return variantPrices(
    { price: product.price, discountedPrice: product.discounted_price },
    { price: variant?.price ?? null, discountedPrice: variant?.discounted_price ?? null },
  );
}

/** What a cart line shows of a variant: 'Gold / 6'. */
export function chosenName(product: ChoosableProduct, variant: ChoosableVariant): string {
  return variantName(variant.options, product.options);
}
