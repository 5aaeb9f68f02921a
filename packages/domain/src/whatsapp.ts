/** Links that open a WhatsApp chat with the shop (wa.me), from the number the owner keeps. */
import { phoneKey } from './phone';

/** Pakistani mobile numbers: 03XX XXXXXXX, the only numbers WhatsApp chats are opened with here. */
export function isPakistaniMobile(text: string): boolean {
  return /^\+923\d{9}$/.test(phoneKey(text) ?? '');
}

/**
 * https://wa.me/923001234567?text=… for a Pakistani mobile number (wa.me takes the international
 * number without its plus), or null when there is no such number: no link is better than a dead one.
 */
export function whatsAppLink(number: string, text?: string): string | null {
  const key = phoneKey(number);
  if (!key || !isPakistaniMobile(number)) return null;
  const link = `https://wa.me/${key.slice(1)}`;
  return text ? `${link}?text=${encodeURIComponent(text)}` : link;
}
