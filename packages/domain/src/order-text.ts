/**
 * An order told in plain text, the same way in the shop's e-mails (server) and in the WhatsApp
 * confirmation message staff send from the back office (browser).
 */
import { formatPaisa, toPaisa, type Paisa } from './money';
import type { Order } from './schemas/order.schema';
import { BRAND_NAME } from './site';

/** What the text tells of an order, in paisa: the server builds it from its rows, never via rupees. */
export interface OrderSummary {
  lines: {
    quantity: number;
    title: string;
    selectedColor: string;
    /** The variant's values ('Gold / 2.4') and SKU, when the line names them (issue #27). */
    variant?: string;
    sku?: string;
    lineTotal: Paisa;
  }[];
  /** The coupon's percentage; 0 without one. */
  discount: number;
  deliveryFee: Paisa;
  /** The cash-on-delivery fee and the rounding to whole rupees (issue #29); 0 when none. */
  codFee: Paisa;
  rounding: Paisa;
  grandTotal: Paisa;
}

type WireOrderForText = Pick<
  Order,
  'cartItems' | 'deliveryFee' | 'grandTotal' | 'discount' | 'codFee' | 'rounding'
>;

/** An order as the API answers it (rupees, the spec's wire), read into paisa at the browser's edge. */
export function summaryOfWireOrder(order: WireOrderForText): OrderSummary {
  return {
    lines: order.cartItems.map((line) => ({
      quantity: line.quantity,
      title: line.title,
      selectedColor: line.selectedColor,
      variant: line.variant,
      sku: line.sku,
      lineTotal: toPaisa(line.lineTotal),
    })),
    discount: order.discount,
    deliveryFee: toPaisa(order.deliveryFee),
    codFee: toPaisa(order.codFee),
    rounding: toPaisa(order.rounding),
    grandTotal: toPaisa(order.grandTotal),
  };
}

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

/** What a line sold, as a person reads it: 'Kundan ring (Gold / 2.4, SKU P12-GOLD-2-4)'. */
export function lineName(line: OrderSummary['lines'][number]): string {
  const details = [line.variant || line.selectedColor, line.sku ? `SKU ${line.sku}` : '']
    .filter(Boolean)
    .join(', ');
  return details ? `${line.title} (${details})` : line.title;
}

/**
 * One line per item ("2 × Kundan ring (Gold, SKU P12-GOLD): PKR 5,000"), then delivery and the total
 * to pay.
 */
export function orderSummaryText(summary: OrderSummary): string {
  const items = summary.lines.map((line) => {
    return `${line.quantity} × ${lineName(line)}: ${formatPaisa(line.lineTotal)}`;
  });
  return [
    ...items,
    ...(summary.discount > 0 ? [`Coupon: ${summary.discount}% off`] : []),
    `Delivery: ${summary.deliveryFee > 0 ? formatPaisa(summary.deliveryFee) : 'free'}`,
    ...(summary.codFee > 0 ? [`Cash on delivery fee: ${formatPaisa(summary.codFee)}`] : []),
    ...(summary.rounding < 0 ? [`Rounded in your favour: −${formatPaisa(-summary.rounding)}`] : []),
    `To pay in cash on delivery: ${formatPaisa(summary.grandTotal)}`,
  ].join('\n');
}

/** The message staff send on WhatsApp to confirm a cash-on-delivery order before shipping it. */
export function confirmationMessage(
  order: WireOrderForText & {
    number: string;
    shippingInfo: { fullName: string; address: string; city: string };
  },
  trackingUrl: string,
): string {
  return [
    `Assalam-o-Alaikum ${quoted(order.shippingInfo.fullName)}, this is ${BRAND_NAME}.`,
    `Thank you for your order ${order.number}:`,
    '',
    orderSummaryText(summaryOfWireOrder(order)),
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
