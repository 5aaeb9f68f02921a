/**
 * An update is checked twice: its body alone by the schema, and the product it would leave here, with
 * the same domain rules (product-rules.ts), so a price lowered below the stored sale price, or a sub type
 * sent for a bag, is refused under its field as the schema would have.
 */
import { toRupees } from '@shop/domain/money';
import { productRuleProblems } from '@shop/domain/product-rules';
import type { VariantInput } from '@shop/domain/schemas/variant-input.schema';
import { AppError } from '../../plugins/errors';
import type { ProductRow } from './products.repository';

/** Throws the first rule the product as updated breaks, as a 400 naming its field. */
export function refuseBrokenRules(
  next: ProductRow,
  variants: readonly VariantInput[] | undefined,
): void {
  const [first] = productRuleProblems({
    price: toRupees(next.price),
    discounted_price: toRupees(next.discountedPrice),
    type: next.type,
    sub_type: next.subType,
    images: next.images,
    imageColors: next.imageColors,
    options: next.options,
    ...(variants ? { variants } : {}),
  });
  if (first) throw AppError.invalidField(first.path.join('.'), first.message);
}
