/** How an order is told in one line of the Shipping List (issue #26). */
import type { Order } from '@shop/domain/schemas/order.schema';

/** "3 items: Tote ×1, Bangle ×2": the units, then each line's title and quantity. */
export function itemsSummary(order: Pick<Order, 'cartItems'>): string {
  const units = order.cartItems.reduce((sum, line) => sum + line.quantity, 0);
  const lines = order.cartItems.map((line) => `${line.title} ×${line.quantity}`).join(', ');
  return `${units} ${units === 1 ? 'item' : 'items'}: ${lines}`;
}

/** "Ayesha Khan · Lahore · 03001234567". */
export function whoAndWhere(order: Pick<Order, 'shippingInfo' | 'cityId'>): string {
  const { fullName, phone } = order.shippingInfo;
  return [fullName, cityOf(order), phone].filter(Boolean).join(' · ');
}

/**
 * The order's city, flagged when it is not on the shop's list (decision 0026): staff check such a
 * city with the shopper before a courier is booked.
 */
export function cityOf(order: Pick<Order, 'shippingInfo' | 'cityId'>): string {
  const { city } = order.shippingInfo;
  return order.cityId === null && city ? `${city} (not on city list)` : city;
}

const RELATIVE = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'short' });

/** How long ago the order was placed: "5 min. ago", "3 hr. ago", "2 days ago". */
export function orderAge(createdAt: string, now = Date.now()): string {
  const minutes = Math.round((now - new Date(createdAt).getTime()) / 60_000);
  if (!Number.isFinite(minutes)) return '';
  if (minutes < 60) return RELATIVE.format(-Math.max(minutes, 0), 'minute');
  if (minutes < 48 * 60) return RELATIVE.format(-Math.round(minutes / 60), 'hour');
  return RELATIVE.format(-Math.round(minutes / 1440), 'day');
}

/** The short date of the one-line row, in the browser's own format; the full one is its title. */
export function shortDate(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return date.toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}
