/** A message's text: the owner's template (or the default) filled with the order's facts. */
import { COURIER_LABELS, type CourierName } from '@shop/domain/couriers';
import { formatPaisa } from '@shop/domain/money';
import { trackingUrl, quoted } from '@shop/domain/order-text';
import { formatOrderNumber } from '@shop/domain/order-status';
import {
  DEFAULT_TEMPLATES,
  fillTemplate,
  type MessageKind,
  type MessageLanguage,
  type MessagePlaceholder,
} from '@shop/domain/shopper-messages';
import { BRAND_NAME } from '@shop/domain/site';

export interface OrderFacts {
  number: number;
  trackingToken: string;
  shippingInfo: Record<string, unknown>;
  grandTotal: number;
  courier: string | null;
  trackingNumber: string | null;
}

/** WhatsApp's template language for each of the shop's: Roman Urdu is written in Latin letters. */
export const WHATSAPP_LANGUAGE_CODES: Record<MessageLanguage, string> = {
  en: 'en',
  ur: 'ur',
  roman_ur: 'en',
};

/**
 * The shopper's name set apart as data (decision 0020), between straight quotation marks: curly ones
 * are not in the GSM-7 alphabet and would make every English SMS Unicode, at 70 characters a part.
 */
export function quotedName(name: string): string {
  return quoted(name).replace(/^“/, '"').replace(/”$/, '"');
}

export function placeholderValues(
  order: OrderFacts,
  origin: string,
): Record<MessagePlaceholder, string> {
  const name = typeof order.shippingInfo.fullName === 'string' ? order.shippingInfo.fullName : '';
  const courier = order.courier ?? '';
  return {
    name: quotedName(name),
    orderNumber: formatOrderNumber(order.number),
    total: formatPaisa(order.grandTotal),
    trackingLink: trackingUrl(origin, order.trackingToken),
    courier: COURIER_LABELS[courier as CourierName] ?? courier,
    trackingNumber: order.trackingNumber ?? '',
    shopName: BRAND_NAME,
    // Only a left checkout's reminders have a cart to link to (checkout-drafts.ts).
    cartLink: '',
  };
}

export function messageText(
  template: string | undefined,
  kind: MessageKind,
  language: MessageLanguage,
  values: Partial<Record<MessagePlaceholder, string>>,
): string {
  return fillTemplate(template ?? DEFAULT_TEMPLATES[kind][language], values).trim();
}
