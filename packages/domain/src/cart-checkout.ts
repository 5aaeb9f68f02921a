/**
 * The cart at checkout (spec §4, §7): the order's lines from the cart, and the cart re-priced after the
 * server refused an order. Apart from cart.ts, which every storefront page loads for the header's badge,
 * so these load with the checkout only.
 */
import type { CartLineCore } from './cart';
import { imageForChoice } from './product-pictures';
import { variantPrices } from './variant-prices';

/** What the browser sends with an order: the choice only; the server prices it (GUIDE 'server decides'). */
export function orderLinesFromCart(
  lines: readonly CartLineCore[],
): { id: number; selectedColor: string; variantId?: number; quantity: number }[] {
  return lines
    .filter((line) => line.quantity > 0)
    .map(({ id, selectedColor, variantId, quantity }) =>
      variantId === undefined
        ? { id, selectedColor, quantity }
        : { id, selectedColor, variantId, quantity },
    );
}

/** The product fields refreshLines needs; any other field the line also carries is refreshed too. */
export interface CartProduct {
  id: number;
  discounted_price: number | string;
  /** Stock. */
  quantity: number;
  images?: readonly string[];
  imageColors?: readonly string[];
  /** Its option names: which option's values own the pictures (product-pictures.ts). */
  options?: readonly string[];
  /** Its variants' values, stock and own prices (rupees), for the lines that name a variant. */
  variants?: readonly {
    id: number;
    options?: Readonly<Record<string, string>>;
    quantity: number;
    price?: number;
    discounted_price?: number;
  }[];
}

/**
 * The product a line names, from the products by id, and the variant it names, if it names one;
 * null when the product is gone or the named variant is.
 */
export function productOfLine<P extends CartProduct>(
  line: Pick<CartLineCore, 'id' | 'variantId'>,
  byId: ReadonlyMap<number, P>,
): { product: P; variant: NonNullable<P['variants']>[number] | undefined } | null {
  const product = byId.get(line.id);
  if (!product) return null;
  if (line.variantId === undefined) return { product, variant: undefined };
  const variant = product.variants?.find((each) => each.id === line.variantId);
  return variant ? { product, variant } : null;
}

/** Fields that belong to the line, not the product, so a refresh never copies them over. */
const LINE_OWN_FIELDS = new Set([
  'id',
  'selectedColor',
  'variantId',
  'variant',
  'variants',
  'quantity',
  'max_quantity',
  'imageToShow',
]);

/**
 * After the server refuses an order because prices or stock changed (409), rebuilds each line from the
 * current product: price and every product field the line carries, the new stock as max_quantity, the
 * quantity clamped to that stock; a line naming a variant takes that variant's stock and prices. Lines
 * whose product or variant no longer exists are dropped.
 */
export function refreshLines<L extends CartLineCore>(
  lines: readonly L[],
  products: readonly CartProduct[],
): L[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.flatMap((line) => {
    const named = productOfLine(line, byId);
    if (!named) return [];
    const { product, variant } = named;
    const stock = Math.max(0, Math.floor(variant?.quantity ?? product.quantity));
    const refreshed = { ...line } as Record<string, unknown>;
    for (const [field, value] of Object.entries(product)) {
      if (field in line && !LINE_OWN_FIELDS.has(field)) refreshed[field] = value;
    }
    refreshed.discounted_price = product.discounted_price;
    if (variant) {
      const prices = variantPrices(
        { price: Number(refreshed.price ?? 0), discountedPrice: Number(product.discounted_price) },
        { price: variant.price ?? null, discountedPrice: variant.discounted_price ?? null },
      );
      if ('price' in line) refreshed.price = prices.price;
      refreshed.discounted_price = prices.discountedPrice;
    }
    refreshed.max_quantity = stock;
    refreshed.quantity = Math.min(line.quantity, stock);
    if ('imageToShow' in line && product.images) {
      // The variant's picture; a line without one shows its colour's (the spec's cart line).
      refreshed.imageToShow = imageForChoice(
        {
          images: product.images,
          imageColors: product.imageColors ?? [],
          options: product.options ?? [],
        },
        variant?.options ?? { colour: line.selectedColor },
      );
    }
    return [refreshed as L];
  });
}
