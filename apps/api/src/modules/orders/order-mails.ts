/**
 * The e-mails an order sends: placed (to the shopper, and a copy to the shop), shipped and cancelled
 * (to the shopper). Written to the outbox in the transaction of the change they tell about.
 */
import { CANCEL_REASON_LABELS, type CancelReason } from '@shop/domain/order-status';
import { orderSummaryText, quoted, trackingUrl, type OrderSummary } from '@shop/domain/order-text';
import { isMailableAddress } from '@shop/domain/schemas/fields.schema';
import type { Order } from '@shop/domain/schemas/order.schema';
import { BRAND_NAME } from '@shop/domain/site';
import type { Mail } from '../outbox/outbox.repository';

/** Where mails go and what their links point at. */
export interface MailContext {
  /** The shop's address for links ('https://zewar.pk'). */
  origin: string;
  /** The shop's copy of each new order; none when unset. */
  shopEmail: string | undefined;
}

// The checkout asks for an e-mail but, as the spec says, does not check its form: a shopper who typed
// something that is not an address (or an address on no public domain, `a@[127.0.0.1]`) gets no mail
// rather than a mail that bounces for ever or goes where it should not.
function shopperAddress(shippingInfo: { email: string }): string | null {
  const to = shippingInfo.email.trim();
  return isMailableAddress(to) ? to : null;
}

function toShopper(order: Order, subject: string, body: string[]): Mail[] {
  const to = shopperAddress(order.shippingInfo);
  if (!to) return [];
  return [
    {
      to,
      subject,
      text: [`Hello ${quoted(order.shippingInfo.fullName)},`, '', ...body].join('\n'),
    },
  ];
}

function signature(order: Order, context: MailContext): string[] {
  return [
    '',
    `Your order, its status and its timeline: ${trackingUrl(context.origin, order.trackingToken)}`,
    '',
    BRAND_NAME,
  ];
}

/**
 * Each takes the order as answered (its number, shopper and link) and its summary in paisa, read from
 * the rows: the text is written from paisa, never from the rupees of the wire.
 */
/** Where placedMails will write, known before the order is: its locks can be taken early. */
export function placedMailRecipients(
  shippingInfo: { email: string },
  context: Pick<MailContext, 'shopEmail'>,
): string[] {
  return [shopperAddress(shippingInfo), context.shopEmail].flatMap((to) => (to ? [to] : []));
}

export function placedMails(order: Order, summary: OrderSummary, context: MailContext): Mail[] {
  const shopper = toShopper(order, `Your order ${order.number} is placed`, [
    `Thank you for your order ${order.number}.`,
    '',
    orderSummaryText(summary),
    '',
    `We will call or WhatsApp you on ${quoted(order.shippingInfo.phone)} to confirm it before we ship it.`,
    'You can also confirm it (or cancel it) yourself from the link below.',
    ...signature(order, context),
  ]);
  const shop: Mail[] = context.shopEmail
    ? [
        {
          to: context.shopEmail,
          // A header of one line: the name and city cannot break it (one-line fields, shipping.schema).
          subject: `New order ${order.number}: ${order.shippingInfo.fullName}, ${order.shippingInfo.city}`,
          text: [
            `Name: ${quoted(order.shippingInfo.fullName)}`,
            `Phone: ${quoted(order.shippingInfo.phone)}`,
            `Address: ${quoted(order.shippingInfo.address)}, ${quoted(order.shippingInfo.city)}`,
            '',
            orderSummaryText(summary),
            '',
            `In the back office: ${context.origin}/v1/shipping/${order.id}`,
          ].join('\n'),
        },
      ]
    : [];
  return [...shopper, ...shop];
}

export function shippedMails(order: Order, summary: OrderSummary, context: MailContext): Mail[] {
  return toShopper(order, `Your order ${order.number} is on its way`, [
    `Your order ${order.number} has been handed to ${order.courier ?? 'the courier'}.`,
    `Tracking number: ${order.trackingNumber ?? '-'}`,
    '',
    orderSummaryText(summary),
    ...signature(order, context),
  ]);
}

export function cancelledMails(order: Order, reason: CancelReason, context: MailContext): Mail[] {
  return toShopper(order, `Your order ${order.number} is cancelled`, [
    `Your order ${order.number} has been cancelled (${CANCEL_REASON_LABELS[reason].toLowerCase()}).`,
    'If this is a mistake, reply to this e-mail or place the order again.',
    ...signature(order, context),
  ]);
}
