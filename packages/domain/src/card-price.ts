/**
 * What a product card says of price and stock (issue #27), from the product's variants: Sold out when
 * every variant is, and the price a shopper will pay. When the variants on sale are priced differently
 * the card shows the lowest ("From PKR 800"), its sale price where it has one; a sold-out variant's
 * price is not one a shopper can pay, so it is left out unless every variant is sold out.
 */
import { variantPrices } from './variant-prices';

/** The variant fields a card reads (a product answer's variant, prices in rupees). */
export interface CardVariant {
  quantity: number;
  price?: number;
  discounted_price?: number;
}

export interface CardPrice {
  /** Rupees: the price and the price paid (the sale price, or the price again). */
  price: number;
  discountedPrice: number;
  /** The variants on sale cost different amounts: the card's price is the lowest, "From …". */
  from: boolean;
  soldOut: boolean;
}

export function cardPrice(
  product: { price: number; discounted_price: number; quantity: number },
  variants: readonly CardVariant[] | undefined,
): CardPrice {
  if (!variants || variants.length === 0) {
    return {
      price: product.price,
      discountedPrice: product.discounted_price,
      from: false,
      soldOut: product.quantity <= 0,
    };
  }
  const own = { price: product.price, discountedPrice: product.discounted_price };
  const inStock = variants.filter((variant) => variant.quantity > 0);
  const payable = (inStock.length > 0 ? inStock : variants).map((variant) =>
    variantPrices(own, {
      price: variant.price ?? null,
      discountedPrice: variant.discounted_price ?? null,
    }),
  );
  const cheapest = payable.reduce((low, each) =>
    each.discountedPrice < low.discountedPrice ? each : low,
  );
  return {
    ...cheapest,
    from: payable.some((each) => each.discountedPrice !== cheapest.discountedPrice),
    soldOut: inStock.length === 0,
  };
}
