/**
 * An order told in plain text, the same way in the shop's e-mails (server) and in the WhatsApp
 * confirmation message staff send from the back office (browser).
 */
import { formatPKR, toPaisa } from './money';
import type { Order } from './schemas/order.schema';
import { BRAND_NAME } from './site';

type OrderForText = Pick<Order, 'number' | 'cartItems' | 'deliveryFee' | 'grandTotal' | 'discount'>;

const rupees = (amount: number) => formatPKR(toPaisa(amount));

/**
 * What a shopper typed, set apart as data inside the shop's own words: one line (an address's line
 * breaks become commas), between quotation marks, so "To pay: PKR 0" typed as a name reads as a name.
 */
export function quoted(text: string): string {
  const oneLine = text
    .split(/[\r\n]+/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(', ')
    .replace(/\s+/g, ' ');
  return `“${oneLine.replace(/[“”"]/g, "'")}”`;
}

/** One line per item ("2 × Kundan ring (Gold): PKR 5,000"), then delivery and the total to pay. */
export function orderSummaryText(order: OrderForText): string {
  const items = order.cartItems.map((line) => {
    const colour = line.selectedColor ? ` (${line.selectedColor})` : '';
    return `${line.quantity} × ${line.title}${colour}: ${rupees(line.lineTotal)}`;
  });
  return [
    ...items,
    ...(order.discount > 0 ? [`Coupon: ${order.discount}% off`] : []),
    `Delivery: ${order.deliveryFee > 0 ? rupees(order.deliveryFee) : 'free'}`,
    `To pay in cash on delivery: ${rupees(order.grandTotal)}`,
  ].join('\n');
}

/** The message staff send on WhatsApp to confirm a cash-on-delivery order before shipping it. */
export function confirmationMessage(
  order: OrderForText & { shippingInfo: { fullName: string; address: string; city: string } },
  trackingUrl: string,
): string {
  return [
    `Assalam-o-Alaikum ${quoted(order.shippingInfo.fullName)}, this is ${BRAND_NAME}.`,
    `Thank you for your order ${order.number}:`,
    '',
    orderSummaryText(order),
    '',
    `Delivery to: ${quoted(order.shippingInfo.address)}, ${quoted(order.shippingInfo.city)}`,
    '',
    'Please reply YES to confirm it, or confirm or cancel it here:',
    trackingUrl,
  ].join('\n');
}

/** The shopper's private tracking page. */
export function trackingUrl(origin: string, token: string): string {
  return `${origin}/order/${token}`;
}
