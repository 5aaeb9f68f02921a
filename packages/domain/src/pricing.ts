/** Order totals (spec §9). All amounts are whole paisa; see money.ts. */
import { DELIVERY_FEE_RUPEES, FREE_SHIPPING_THRESHOLD_RUPEES } from './constants';
import { roundHalfAwayFromZero, toPaisa, type Paisa } from './money';

export interface PricedLine {
  unitPrice: Paisa;
  quantity: number;
}

export interface Totals {
  /** Sum of unit price × quantity, before any coupon. */
  originalTotal: Paisa;
  discountAmount: Paisa;
  /** originalTotal − discountAmount: what the goods cost after the coupon. */
  totalPrice: Paisa;
  deliveryFee: Paisa;
  /** totalPrice + deliveryFee: what the shopper pays on delivery. */
  grandTotal: Paisa;
}

const FREE_SHIPPING_THRESHOLD: Paisa = toPaisa(FREE_SHIPPING_THRESHOLD_RUPEES);
const DELIVERY_FEE: Paisa = toPaisa(DELIVERY_FEE_RUPEES);

function assertPaisa(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole, non-negative number of paisa, got ${value}`);
  }
}

export function lineTotal(unitPrice: Paisa, quantity: number): Paisa {
  assertPaisa(unitPrice, 'Unit price');
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`Quantity must be a whole, non-negative number, got ${quantity}`);
  }
  return unitPrice * quantity;
}

export function cartSubtotal(lines: readonly PricedLine[]): Paisa {
  return lines.reduce((sum, line) => sum + lineTotal(line.unitPrice, line.quantity), 0);
}

/** A coupon percentage counts only when it is a number in (0, 100] (spec §9: 'only when a number'). */
export function isApplicableDiscount(percent: unknown): percent is number {
  return typeof percent === 'number' && Number.isFinite(percent) && percent > 0 && percent <= 100;
}

/** The total after a coupon, rounded to the paisa (= 2 decimals of rupees). */
export function applyDiscount(total: Paisa, percent: unknown): Paisa {
  assertPaisa(total, 'Total');
  if (!isApplicableDiscount(percent)) return total;
  return roundHalfAwayFromZero((total * (100 - percent)) / 100);
}

/** Free when the total is strictly above the threshold; 2999 rupees exactly still pays the fee. */
export function deliveryFee(total: Paisa): Paisa {
  return total > FREE_SHIPPING_THRESHOLD ? 0 : DELIVERY_FEE;
}

export function computeTotals(input: {
  lines: readonly PricedLine[];
  discountPercent?: number | null;
}): Totals {
  const originalTotal = cartSubtotal(input.lines);
  const totalPrice = applyDiscount(originalTotal, input.discountPercent);
  const fee = deliveryFee(totalPrice);
  return {
    originalTotal,
    discountAmount: originalTotal - totalPrice,
    totalPrice,
    deliveryFee: fee,
    grandTotal: totalPrice + fee,
  };
}

/** The admin's bulk discount: discounted_price = price − price × percent / 100, rounded to the paisa. */
export function bulkDiscountPrice(price: Paisa, percent: number): Paisa {
  assertPaisa(price, 'Price');
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Discount must be a percentage from 0 to 100, got ${percent}`);
  }
  return roundHalfAwayFromZero((price * (100 - percent)) / 100);
}
