/**
 * "Reply on WhatsApp" on the back office's Contacts screen (issue #26): a wa.me link to the shopper's
 * number with a greeting written in. wa.me takes the international number as digits only
 * (92XXXXXXXXXX), so the number is first read the way the checkout reads it (phone.ts phoneKey).
 */
import { phoneKey } from './phone';
import { BRAND_NAME } from './site';

/** The greeting a reply starts with; staff finish it in WhatsApp. */
export function replyGreeting(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return `Hello ${first}, thank you for your message to ${BRAND_NAME}. `;
}

/** The wa.me link to reply to a message, or null when its phone is not a Pakistani number. */
export function whatsAppReplyLink(message: { name: string; phone: string }): string | null {
  const key = phoneKey(message.phone);
  if (!key) return null;
  return `https://wa.me/${key.slice(1)}?text=${encodeURIComponent(replyGreeting(message.name))}`;
}
