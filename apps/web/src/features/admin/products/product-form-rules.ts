/**
 * The product form's checks. What the owner typed is read with the domain's field schemas, then the
 * product's rules are the domain's (product-rules.ts), which the API applies too, so a message under a
 * field reads as the server's would. What is the form's own: a name and a value for each option, one
 * combination sold at least, and a stock to type when there are no options. Rows the owner removed are
 * not sold and not checked.
 */
import type { z } from 'zod';
import { PRODUCT_PRICE_MAX_RUPEES } from '@shop/domain/constants';
import { pictureOption } from '@shop/domain/product-pictures';
import {
  pictureTagProblems,
  productRuleProblems,
  type RuleProblem,
} from '@shop/domain/product-rules';
import { rupeesField } from '@shop/domain/schemas/fields.schema';
import { stockField, variantInputSchema } from '@shop/domain/schemas/variant-input.schema';
import { OPTIONS_MAX, optionKey, VARIANTS_MAX } from '@shop/domain/variants';
import { usableOptions, type OptionValues, type VariantRowValues } from './variant-rows';

interface CheckedValues {
  price: unknown;
  discounted_price: string;
  quantity: string;
  type: string;
  sub_type: string;
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

/** A typed amount, or undefined when blank or not a number (its own check reports that). */
function amountOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const parsed = productSalePrice.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

/** Where the form shows a problem the domain names by the API's field. */
function formPath(path: RuleProblem['path'], rowOf: readonly number[]): (string | number)[] {
  const [field, index, rest] = path;
  if (field === 'imageColors' && typeof index === 'number') return ['images', index, 'color'];
  if (field === 'options' && typeof index === 'number') return ['options', index, 'name'];
  if (field === 'variants' && typeof index === 'number') {
    return ['variants', rowOf[index] ?? index, rest === 'quantity_was' ? 'quantity' : (rest ?? '')];
  }
  return path;
}

/** The typed text of the options and the grid rows: each checked with the domain's field schemas. */
function checkTyped(
  values: CheckedValues,
  add: (path: (string | number)[], message: string) => void,
) {
  if (values.discounted_price.trim() !== '') {
    const message = problem(productSalePrice, values.discounted_price);
    if (message) add(['discounted_price'], message);
  }
  if (values.options.length > OPTIONS_MAX) {
    add(['options'], `A product has at most ${OPTIONS_MAX} options`);
  }
  values.options.forEach((option, index) => {
    if (optionKey(option.name) === '') add(['options', index, 'name'], 'Option name is required');
    if (!option.values.some((value) => value.trim() !== '')) {
      add(['options', index, 'values'], 'Add at least one value');
    }
  });
  if (usableOptions(values.options).length === 0) {
    const message = problem(stockField, values.quantity);
    if (message) add(['quantity'], message);
    return;
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
    if (row.discounted_price.trim() !== '') {
      at('discounted_price', problem(variant.discounted_price, row.discounted_price));
    }
  });
}

/** The product's rules (the domain's) on what the owner typed, as far as it reads. */
function ruleProblems(values: CheckedValues): RuleProblem[] {
  const options = usableOptions(values.options);
  const names = options.map((option) => option.name);
  const rowOf: number[] = [];
  const variants = values.variants.flatMap((row, index) => {
    if (row.removed || options.length === 0) return [];
    rowOf.push(index);
    return [
      {
        options: row.options,
        price: amountOf(row.price) ?? null,
        discounted_price: amountOf(row.discounted_price) ?? null,
      },
    ];
  });
  const owner = pictureOption(names);
  const ownerValues = options.find((option) => option.name === owner)?.values ?? [];
  const problems = [
    // Every option as typed is named once (those still without a value too).
    ...productRuleProblems({ options: values.options.map((option) => option.name) }),
    ...productRuleProblems({
      price: typeof values.price === 'number' ? values.price : undefined,
      discounted_price: amountOf(values.discounted_price),
      type: values.type,
      // The form keeps a sub type chosen before the type became Bags; it is not sent (form data).
      sub_type: values.type === 'Jewelry' ? values.sub_type : null,
      ...(options.length > 0 ? { options: names, variants } : {}),
    }).filter((each) => each.path[0] !== 'options'),
    ...pictureTagProblems(
      values.images.map((image) => image.color),
      names,
      ownerValues,
    ),
  ];
  return problems.map((each) => ({ ...each, path: formPath(each.path, rowOf) }));
}

export function checkProductForm(values: CheckedValues, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  const add = (path: (string | number)[], message: string) => {
    // A field shows one message: the typed text's, else the first rule's.
    const key = path.join('.');
    if (seen.has(key)) return;
    seen.add(key);
    ctx.addIssue({ code: 'custom', path, message });
  };
  checkTyped(values, add);
  for (const each of ruleProblems(values)) add(each.path, each.message);
}
