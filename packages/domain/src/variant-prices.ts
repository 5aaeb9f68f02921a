/** A variant's prices (issue #27): the one rule the orders, the product page and the cart share. */

/**
 * A variant's prices in paisa: its own price and sale price where it has them, else the product's. A
 * variant with its own price but no sale price sells at its own price.
 */
export function variantPrices(
  product: { price: number; discountedPrice: number },
  variant: { price: number | null; discountedPrice: number | null },
): { price: number; discountedPrice: number } {
  if (variant.price === null) {
    return {
      price: product.price,
      discountedPrice: variant.discountedPrice ?? product.discountedPrice,
    };
  }
  return { price: variant.price, discountedPrice: variant.discountedPrice ?? variant.price };
}
