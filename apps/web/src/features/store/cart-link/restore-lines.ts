/**
 * The lines a reminder's link names, made cart lines again from the products as they are now: a
 * product or variant gone is left out, the quantity is cut to the stock (refreshLines).
 */
import { productOfLine, refreshLines } from '@shop/domain/cart-checkout';
import type { RestoredCart } from '@shop/domain/schemas/checkout-draft.schema';
import type { Product } from '@shop/domain/schemas/product.schema';
import { chosenName } from '@shop/domain/variant-choice';
import type { StoreCartLine } from '../cart/cart-store';

export function restoredLines(
  lines: RestoredCart['lines'],
  products: readonly Product[],
): StoreCartLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  const drafts = lines.flatMap((line): StoreCartLine[] => {
    const named = productOfLine(line, byId);
    if (!named) return [];
    const { product, variant } = named;
    return [
      {
        id: line.id,
        selectedColor: line.selectedColor,
        ...(line.variantId === undefined ? {} : { variantId: line.variantId }),
        ...(variant ? { variant: chosenName(product, variant) } : {}),
        quantity: line.quantity,
        max_quantity: 0,
        discounted_price: product.discounted_price,
        price: product.price,
        title: product.title,
        imageToShow: '',
        images: [],
        imageColors: [],
        type: product.type,
        sub_type: product.sub_type,
      },
    ];
  });
  return refreshLines(drafts, products).filter((line) => line.quantity > 0);
}
