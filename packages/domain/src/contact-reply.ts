/**
 * "Reply on WhatsApp" on the back office's Contacts screen (issue #26): a wa.me link to the shopper's
 * number with a greeting written in (whatsapp.ts writes the link, from the number read the way the
 * checkout reads it).
 */
import { BRAND_NAME } from './site';
import { whatsAppLink } from './whatsapp';

/** The greeting a reply starts with; staff finish it in WhatsApp. */
export function replyGreeting(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return `Hello ${first}, thank you for your message to ${BRAND_NAME}. `;
}

/** The wa.me link to reply to a message, or null when its phone is not a Pakistani mobile number. */
export function whatsAppReplyLink(message: { name: string; phone: string }): string | null {
  return whatsAppLink(message.phone, replyGreeting(message.name));
}
