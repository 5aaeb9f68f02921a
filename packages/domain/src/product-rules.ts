/**
 * The product's rules across its fields (issue #25 'each rule once'): the price and the sale price, the
 * sub type only for Jewelry, the images' colours, the options and the variants. The request schemas
 * (create, update, the CSV import) check a body with them, the service checks the product as an update
 * would leave it, and the back office's form shows the same messages under its fields. Each problem
 * names its field as the API does (`discounted_price`, `variants.2.options`).
 */
import { pictureOption } from './product-pictures';
import { variantPrices } from './variant-prices';
import { COLOUR_OPTION, optionKey, optionsKey, type VariantOptions } from './variants';

export interface RuleProblem {
  path: (string | number)[];
  message: string;
}

/** A variant as far as the rules read it; prices in the product's unit, null or absent: the product's. */
export interface VariantFacts {
  id?: number | undefined;
  options: VariantOptions;
  quantity_was?: number | undefined;
  price?: number | null | undefined;
  discounted_price?: number | null | undefined;
}

/**
 * What is known of the product (a body, or the product an update would leave); an absent field is not
 * checked. Prices in one unit, rupees or paisa: the rules only compare them.
 */
export interface ProductFacts {
  price?: number | undefined;
  discounted_price?: number | undefined;
  type?: string | undefined;
  sub_type?: string | null | undefined;
  images?: readonly string[] | undefined;
  imageColors?: readonly string[] | undefined;
  options?: readonly string[] | undefined;
  variants?: readonly VariantFacts[] | undefined;
}

export const SALE_ABOVE_PRICE = 'Discounted price must not exceed the price';
export const VARIANT_SALE_ABOVE_PRICE = 'Sale price must not exceed the price';
export const SUB_TYPE_REQUIRED = 'Sub type is required for Jewelry';

const isNumber = (value: unknown): value is number => typeof value === 'number';

/** The rules on the product's own fields. */
function fieldProblems(product: ProductFacts): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (product.type === 'Jewelry' && !product.sub_type) {
    problems.push({ path: ['sub_type'], message: SUB_TYPE_REQUIRED });
  }
  if (product.type === 'Bags' && product.sub_type) {
    problems.push({ path: ['sub_type'], message: 'Bags have no sub type' });
  }
  if (product.images && product.imageColors && product.imageColors.length > product.images.length) {
    problems.push({ path: ['imageColors'], message: 'Each colour must belong to an image' });
  }
  if (
    isNumber(product.price) &&
    isNumber(product.discounted_price) &&
    product.discounted_price > product.price
  ) {
    problems.push({ path: ['discounted_price'], message: SALE_ABOVE_PRICE });
  }
  return problems;
}

/** Each option named once; variants name exactly the options, each combination once. */
function variantProblems(product: ProductFacts): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const names = product.options;
  const seen = new Set<string>();
  names?.forEach((name, index) => {
    const key = optionKey(name);
    if (seen.has(key))
      problems.push({ path: ['options', index], message: 'Each option is named once' });
    seen.add(key);
  });
  if (!product.variants) return problems;
  if (!names) {
    return [...problems, { path: ['options'], message: 'Options are required with variants' }];
  }
  const wanted = names.map(optionKey).sort().join('\u0000');
  const combinations = new Set<string>();
  product.variants.forEach((variant, index) => {
    const at = (field: string, message: string) =>
      problems.push({ path: ['variants', index, field], message });
    if (Object.keys(variant.options).map(optionKey).sort().join('\u0000') !== wanted) {
      at(
        'options',
        names.length > 0
          ? `Each variant names a value for ${names.join(', ')}`
          : 'A product without options has one variant without values',
      );
    }
    const key = optionsKey(variant.options);
    if (combinations.has(key)) at('options', 'Two variants have the same values');
    combinations.add(key);
    if (isNumber(variant.discounted_price)) {
      // The price the sale price is taken off: the variant's own, else the product's.
      const own = isNumber(variant.price) ? variant.price : null;
      const full = own ?? product.price;
      if (isNumber(full)) {
        const { price } = variantPrices(
          { price: full, discountedPrice: full },
          { price: own, discountedPrice: variant.discounted_price },
        );
        if (variant.discounted_price > price) at('discounted_price', VARIANT_SALE_ABOVE_PRICE);
      }
    }
    if (variant.quantity_was !== undefined && variant.id === undefined) {
      at('quantity_was', 'A new variant has no stock to change from');
    }
  });
  return problems;
}

/** Every rule the product breaks, in the order of its fields. */
export function productRuleProblems(product: ProductFacts): RuleProblem[] {
  return [...fieldProblems(product), ...variantProblems(product)];
}

/**
 * With a Colour option, each image's colour is one of its values (the spec's 'one colour per image'), so
 * every colour a shopper picks finds its pictures. Another option's values may tag images or not
 * (decision 0034): a bangle's sizes are rarely photographed apart, and a value without a picture keeps
 * the one shown.
 */
export function pictureTagProblems(
  imageColors: readonly string[],
  options: readonly string[],
  values: readonly string[],
): RuleProblem[] {
  const option = pictureOption(options);
  if (option === null || optionKey(option) !== optionKey(COLOUR_OPTION)) return [];
  const known = new Set(values.map((value) => value.trim().toLowerCase()));
  return imageColors.flatMap((tag, index) => {
    const key = tag.trim().toLowerCase();
    if (key === '' || known.has(key)) return [];
    const message = `Choose one of the colours: ${values.join(', ')}`;
    return [{ path: ['imageColors', index], message }];
  });
}
