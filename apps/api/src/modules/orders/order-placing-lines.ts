/**
 * An order's lines as they are stored, from the locked rows: each priced from the database (the
 * variant's own price or its product's, discounted), with its SKU, its variant's name and its chosen
 * value's picture copied; and the units each variant gives (two lines of one variant draw on the same stock).
 */
import { imageForChoice } from '@shop/domain/product-pictures';
import { variantName, variantPrices } from '@shop/domain/variants';
import { AppError } from '../../plugins/errors';
import type { VariantRow } from '../inventory/inventory.repository';
import { stockMessage, titleOf, type ProductLine } from './order-placing-checks';
import type { NewOrderLineRow } from './order-rows';

/** Units wanted per variant; 409 naming the first line whose variant has too few (the take rechecks). */
export function unitsWanted(
  ordered: readonly ProductLine[],
  chosen: readonly VariantRow[],
): Map<number, number> {
  const wanted = new Map<number, number>();
  ordered.forEach(({ line }, index) => {
    const variant = chosen[index] as VariantRow;
    wanted.set(variant.id, (wanted.get(variant.id) ?? 0) + line.quantity);
  });
  for (const [index, variant] of chosen.entries()) {
    const quantity = wanted.get(variant.id) ?? 0;
    if (quantity > variant.quantity) {
      const { product } = ordered[index] as ProductLine;
      throw new AppError('conflict', stockMessage(titleOf(product, variant), variant.quantity));
    }
  }
  return wanted;
}

export function orderLinesOf(
  ordered: readonly ProductLine[],
  chosen: readonly VariantRow[],
): NewOrderLineRow[] {
  return ordered.map(({ line, product }, index) => {
    const variant = chosen[index] as VariantRow;
    const colour = variant.options.colour ?? '';
    return {
      productId: product.id,
      variantId: variant.id,
      sku: variant.sku,
      variantName: variantName(variant.options, product.options),
      title: product.title,
      unitPrice: variantPrices(product, variant).discountedPrice,
      quantity: line.quantity,
      selectedColor: colour,
      // The picture of the variant's value of the picture option, as the cart showed it.
      image: imageForChoice(product, variant.options),
      type: product.type,
      subType: product.subType,
    };
  });
}
