import type { Product } from '@shop/domain/schemas/product.schema';
import { variantName } from '@shop/domain/variants';
import type { VariantRowValues } from './variant-rows';

/**
 * The server applies a saved stock as a change to the stock as it is now (quantity_was), so units
 * orders took while the form was open are not put back. When that makes a variant hold other than
 * what the form showed, the owner should know: the variants that differ, with what they hold now;
 * null when every saved stock is what was typed.
 */
export function stockMovedWhileEditing(
  rows: readonly VariantRowValues[],
  saved: Product,
): string | null {
  const moved = rows.flatMap((row) => {
    if (row.removed || row.id === null) return [];
    const variant = saved.variants.find((each) => each.id === row.id);
    if (!variant || variant.quantity === Number(row.quantity)) return [];
    return [`${variantName(variant.options, saved.options) || variant.sku}: ${variant.quantity}`];
  });
  if (moved.length === 0) return null;
  return `Stock changed while you were editing (an order or another admin); it now is ${moved.join(', ')}.`;
}
