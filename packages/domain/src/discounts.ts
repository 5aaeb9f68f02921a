/**
 * Discounts that can be taken off again (issue #27, decision 0025). A discount writes sale prices on the
 * products in its scope and remembers the ones it replaced; taking it off puts them back, except where
 * the owner has changed a sale price since (the owner's later word wins).
 */
import { bulkDiscountPrice } from './pricing';

export const DISCOUNT_SCOPES = ['all', 'type', 'sub_type', 'products'] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

/** A product's or a variant's prices in paisa, as stored (a variant's are null when it has none). */
interface StoredPrices {
  price: number | null;
  discountedPrice: number | null;
}

/**
 * The sale price a discount writes on a product, or on a variant: a variant with neither own price nor
 * own sale price follows the product and is left alone (null); one with its own sale price, or its own
 * price, gets the percentage off its own price (else the product's).
 */
export function discountedPriceOf(
  productPrice: number,
  row: StoredPrices,
  percent: number,
  isVariant: boolean,
): number | null {
  if (isVariant && row.price === null && row.discountedPrice === null) return null;
  return bulkDiscountPrice(row.price ?? productPrice, percent);
}

/**
 * What a sale price becomes when its discount is taken off: the one it replaced when the discount's
 * is still there (never above today's price, which the owner may have lowered), else unchanged.
 */
export function restoredPrice(
  written: { previous: number | null; applied: number },
  current: number | null,
  price: number,
): { restore: true; value: number | null } | { restore: false } {
  if (current !== written.applied) return { restore: false };
  if (written.previous === null) return { restore: true, value: null };
  return { restore: true, value: Math.min(written.previous, price) };
}

/** How many product titles a refusal names before it says "and N more". */
const NAMED_MAX = 5;

/** The 409 when a discount would cover products another one already has (decision 0025: no stacking). */
export function overlapMessage(clashes: readonly { title: string; discount: string }[]): string {
  const named = clashes.slice(0, NAMED_MAX).map((clash) => `${clash.title} (${clash.discount})`);
  const more = clashes.length - named.length;
  return `Already on another discount: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}. Remove that discount first.`;
}
