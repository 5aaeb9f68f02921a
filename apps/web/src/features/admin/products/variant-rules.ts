/**
 * The product form's checks on its sale price, options and variant grid, with the domain's field
 * schemas (so a message reads the same in the form and from the server). Rows the owner removed are not
 * sold and not checked.
 */
import type { z } from 'zod';
import { PRODUCT_PRICE_MAX_RUPEES } from '@shop/domain/constants';
import { rupeesField } from '@shop/domain/schemas/fields.schema';
import { stockField, variantInputSchema } from '@shop/domain/schemas/product.schema';
import {
  COLOUR_OPTION,
  OPTIONS_MAX,
  optionKey,
  VARIANTS_MAX,
  variantPrices,
} from '@shop/domain/variants';
import { usableOptions, type OptionValues, type VariantRowValues } from './variant-rows';

interface CheckedValues {
  price: unknown;
  discounted_price: string;
  quantity: string;
  images: { color: string }[];
  options: OptionValues[];
  variants: VariantRowValues[];
}

const productSalePrice = rupeesField('Discounted price', PRODUCT_PRICE_MAX_RUPEES);
const variant = variantInputSchema.shape;

/** The first message of a field schema for this text, or null when it passes. */
function problem(schema: z.ZodType, text: string): string | null {
  const result = schema.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Not valid');
}

/** A typed amount, or null when blank or not a number (its own check reports that). */
function amountOf(text: string): number | null {
  if (text.trim() === '') return null;
  const parsed = productSalePrice.safeParse(text);
  return parsed.success ? parsed.data : null;
}

export function checkOptions(values: CheckedValues, ctx: z.RefinementCtx): void {
  const add = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const price = typeof values.price === 'number' ? values.price : null;

  if (values.discounted_price.trim() !== '') {
    const message = problem(productSalePrice, values.discounted_price);
    const sale = amountOf(values.discounted_price);
    if (message) add(['discounted_price'], message);
    else if (price !== null && sale !== null && sale > price) {
      add(['discounted_price'], 'Discounted price must not exceed the price');
    }
  }

  if (values.options.length > OPTIONS_MAX) {
    add(['options'], `A product has at most ${OPTIONS_MAX} options`);
  }
  const seen = new Set<string>();
  values.options.forEach((option, index) => {
    const key = optionKey(option.name);
    if (key === '') add(['options', index, 'name'], 'Option name is required');
    else if (seen.has(key)) add(['options', index, 'name'], 'Each option is named once');
    seen.add(key);
    if (!option.values.some((value) => value.trim() !== '')) {
      add(['options', index, 'values'], 'Add at least one value');
    }
  });

  const options = usableOptions(values.options);
  if (options.length === 0) {
    const message = problem(stockField, values.quantity);
    if (message) add(['quantity'], message);
    return;
  }

  const colours = options.find((option) => optionKey(option.name) === optionKey(COLOUR_OPTION));
  if (colours) {
    const known = new Set(colours.values.map((value) => value.toLowerCase()));
    values.images.forEach((image, index) => {
      const colour = image.color.trim().toLowerCase();
      if (colour !== '' && !known.has(colour)) {
        add(['images', index, 'color'], `Choose one of the colours: ${colours.values.join(', ')}`);
      }
    });
  }

  const sold = values.variants.filter((row) => !row.removed);
  if (sold.length === 0) add(['variants'], 'Sell at least one combination');
  if (sold.length > VARIANTS_MAX) {
    add(['variants'], `A product has at most ${VARIANTS_MAX} variants`);
  }
  values.variants.forEach((row, index) => {
    if (row.removed) return;
    const at = (field: string, message: string | null) => {
      if (message) add(['variants', index, field], message);
    };
    if (row.sku.trim() !== '') at('sku', problem(variant.sku, row.sku));
    at('quantity', problem(stockField, row.quantity));
    if (row.price.trim() !== '') at('price', problem(variant.price, row.price));
    if (row.discounted_price.trim() === '') return;
    const saleProblem = problem(variant.discounted_price, row.discounted_price);
    at('discounted_price', saleProblem);
    const own = amountOf(row.price);
    const sale = amountOf(row.discounted_price);
    if (saleProblem || sale === null || (own === null && price === null)) return;
    // The price the sale price is taken off: the variant's own, else the product's.
    const { price: full } = variantPrices(
      { price: price ?? 0, discountedPrice: price ?? 0 },
      { price: own, discountedPrice: sale },
    );
    if (sale > full) at('discounted_price', 'Sale price must not exceed the price');
  });
}
