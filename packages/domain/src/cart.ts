/**
 * The storefront cart (spec §3 'Storefront cart line', §4, §5). Every function returns new arrays and
 * never mutates its input, so a store can hold the result as its next state. The functions are generic
 * so the caller's extra line fields (title, imageToShow, images...) survive every operation.
 */
import { CART_BADGE_MAX } from './constants';
import { toPaisa } from './money';
import { computeTotals, type Totals } from './pricing';

export interface CartLineCore {
  id: number;
  selectedColor: string;
  /** The variant chosen (issue #27); a line saved before variants has none and orders its colour's. */
  variantId?: number;
  quantity: number;
  /** The stock (of the variant, when the line names one) when the line was last priced; the quantity never goes above it. */
  max_quantity: number;
  /** Rupees; legacy data sends it as numeric text. */
  discounted_price: number | string;
}

export interface CartResult<L> {
  lines: L[];
  error: string | null;
}

export const OUT_OF_STOCK_MESSAGE = 'Out of Stock';

export function stockLimitMessage(left: number): string {
  return `Cannot add more items. Only ${left} left in stock.`;
}

/**
 * A line is one product in one colour, and one variant when it names one (a colour may come in several
 * sizes). The id has no colon, so the key is unambiguous; a line without a variant keeps its old key.
 */
export function lineKey(line: { id: number; selectedColor: string; variantId?: number }): string {
  const key = `${line.id}:${line.selectedColor}`;
  return line.variantId === undefined ? key : `${key}:${line.variantId}`;
}

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity to add must be a whole number of at least 1, got ${quantity}`);
  }
}

/**
 * Adds a line, or adds its quantity to the matching line. The incoming line carries the current stock,
 * so its max_quantity is the limit; a refused add leaves the cart unchanged and explains why.
 */
export function addToCart<L extends CartLineCore>(lines: readonly L[], line: L): CartResult<L> {
  assertQuantity(line.quantity);
  const key = lineKey(line);
  const existing = lines.find((candidate) => lineKey(candidate) === key);
  if (!existing) {
    if (line.quantity > line.max_quantity) {
      return { lines: [...lines], error: stockLimitMessage(Math.max(0, line.max_quantity)) };
    }
    return { lines: [...lines, { ...line }], error: null };
  }
  const limit = line.max_quantity;
  const sum = existing.quantity + line.quantity;
  if (sum > limit) {
    return {
      lines: [...lines],
      error: stockLimitMessage(Math.max(0, limit - existing.quantity)),
    };
  }
  return {
    lines: lines.map((candidate) =>
      candidate === existing ? { ...existing, quantity: sum, max_quantity: limit } : candidate,
    ),
    error: null,
  };
}

/** +1 while below the stock limit, else 'Out of Stock' with the cart unchanged. */
export function increaseQuantity<L extends CartLineCore>(
  lines: readonly L[],
  key: string,
): CartResult<L> {
  const line = lines.find((candidate) => lineKey(candidate) === key);
  if (!line) return { lines: [...lines], error: null };
  if (line.quantity >= line.max_quantity) return { lines: [...lines], error: OUT_OF_STOCK_MESSAGE };
  return {
    lines: lines.map((candidate) =>
      candidate === line ? { ...line, quantity: line.quantity + 1 } : candidate,
    ),
    error: null,
  };
}

/** −1 while above 0. A line at 0 stays in the cart until removed (spec §4). */
export function decreaseQuantity<L extends CartLineCore>(lines: readonly L[], key: string): L[] {
  return lines.map((line) =>
    lineKey(line) === key && line.quantity > 0 ? { ...line, quantity: line.quantity - 1 } : line,
  );
}

export function removeLine<L extends CartLineCore>(lines: readonly L[], key: string): L[] {
  return lines.filter((line) => lineKey(line) !== key);
}

/** The badge counts lines, not items (spec §4). */
export function cartBadgeCount(lines: readonly unknown[]): number {
  return lines.length;
}

export function cartBadgeLabel(count: number): string {
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}

/** Two spellings of one colour ('Red', ' red') are one colour: the rule every colour match uses. */
function colourKey(colour: string): string {
  return colour.trim().toLowerCase();
}

/**
 * The colours a product comes in: its images' colours, each once in its first spelling, in order (a
 * blank one is none). The product page offers these, and the order accepts only these.
 */
export function productColours(product: { imageColors: readonly string[] }): string[] {
  const byKey = new Map<string, string>();
  for (const colour of product.imageColors) {
    const key = colourKey(colour);
    if (key !== '' && !byKey.has(key)) byKey.set(key, colour.trim());
  }
  return [...byKey.values()];
}

/**
 * The product's own name of the colour a shopper chose ('red ' → 'Red'); none chosen is the first
 * colour, as the product page selects it (spec §4), or '' for a product without colours; null when
 * the product does not come in that colour.
 */
export function matchColour(
  product: { imageColors: readonly string[] },
  chosen: string,
): string | null {
  const colours = productColours(product);
  const wanted = colourKey(chosen);
  if (wanted === '') return colours[0] ?? '';
  return colours.find((colour) => colourKey(colour) === wanted) ?? null;
}

/**
 * The picture of a colour (spec §3: one colour per image): the image of the colour matchColour names,
 * else the first image, else ''. The cart, the product page and the order all call this, so the order
 * stores the picture the cart showed.
 */
export function imageForColour(
  product: { images: readonly string[]; imageColors: readonly string[] },
  colour: string,
): string {
  const matched = matchColour(product, colour);
  const key = matched === null ? '' : colourKey(matched);
  const index = key === '' ? -1 : product.imageColors.findIndex((each) => colourKey(each) === key);
  return (index >= 0 ? product.images[index] : undefined) ?? product.images[0] ?? '';
}

export function cartTotals(
  lines: readonly CartLineCore[],
  discountPercent?: number | null,
): Totals {
  return computeTotals({
    lines: lines.map((line) => ({
      unitPrice: toPaisa(line.discounted_price),
      quantity: line.quantity,
    })),
    discountPercent,
  });
}
