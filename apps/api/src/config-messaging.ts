/**
 * The messaging settings (issue #30, decision 0033), all or nothing per service like the couriers':
 * WhatsApp's token and phone number ID turn sending on, its app secret and verify token its webhook;
 * the SMS gateway's user, password and sender mask go together. A half-filled set stops the start.
 */
import type { ParsedEnv } from './config-env-schema';

export interface WhatsAppSettings {
  token: string;
  phoneId: string;
  apiUrl: string;
  /** The webhook's secrets; undefined: no webhook (statuses and replies are not taken in). */
  webhook: { appSecret: string; verifyToken: string } | undefined;
}

export interface SmsSettings {
  apiUrl: string;
  user: string;
  password: string;
  sender: string;
}

export interface MessagingSettings {
  whatsapp: WhatsAppSettings | undefined;
  sms: SmsSettings | undefined;
  /** How long after an order is placed its confirmation request goes (0: at once). */
  confirmDelayMs: number;
  /** A checkout left unfinished: when its first and second reminders go after the last save. */
  cartReminderDelaysMs: { cart_reminder_1: number; cart_reminder_2: number };
  /** How long a reminder's link puts the cart back, from the draft's first save. */
  cartLinkMs: number;
}

export function messagingSettings(
  parsed: ParsedEnv,
  refuse: (message: string) => Error,
): MessagingSettings {
  if (Boolean(parsed.WHATSAPP_TOKEN) !== Boolean(parsed.WHATSAPP_PHONE_ID)) {
    throw refuse('WHATSAPP_TOKEN and WHATSAPP_PHONE_ID must be set together');
  }
  if (Boolean(parsed.WHATSAPP_APP_SECRET) !== Boolean(parsed.WHATSAPP_VERIFY_TOKEN)) {
    throw refuse('WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN must be set together');
  }
  if (parsed.CART_REMINDER_SECOND_MINUTES < parsed.CART_REMINDER_FIRST_MINUTES) {
    throw refuse('CART_REMINDER_SECOND_MINUTES must not be less than CART_REMINDER_FIRST_MINUTES');
  }
  if (parsed.WHATSAPP_APP_SECRET && !parsed.WHATSAPP_TOKEN) {
    throw refuse('WHATSAPP_TOKEN must be set when WHATSAPP_APP_SECRET is set');
  }
  const sms = [parsed.SMS_USER, parsed.SMS_PASSWORD, parsed.SMS_SENDER];
  if (sms.some(Boolean) && !sms.every(Boolean)) {
    throw refuse('SMS_USER, SMS_PASSWORD and SMS_SENDER must be set together');
  }
  return {
    whatsapp:
      parsed.WHATSAPP_TOKEN && parsed.WHATSAPP_PHONE_ID
        ? {
            token: parsed.WHATSAPP_TOKEN,
            phoneId: parsed.WHATSAPP_PHONE_ID,
            apiUrl: parsed.WHATSAPP_API_URL.replace(/\/+$/, ''),
            webhook:
              parsed.WHATSAPP_APP_SECRET && parsed.WHATSAPP_VERIFY_TOKEN
                ? {
                    appSecret: parsed.WHATSAPP_APP_SECRET,
                    verifyToken: parsed.WHATSAPP_VERIFY_TOKEN,
                  }
                : undefined,
          }
        : undefined,
    sms:
      parsed.SMS_USER && parsed.SMS_PASSWORD && parsed.SMS_SENDER
        ? {
            apiUrl: parsed.SMS_API_URL,
            user: parsed.SMS_USER,
            password: parsed.SMS_PASSWORD,
            sender: parsed.SMS_SENDER,
          }
        : undefined,
    confirmDelayMs: parsed.MESSAGE_CONFIRM_DELAY_MINUTES * 60_000,
    cartReminderDelaysMs: {
      cart_reminder_1: parsed.CART_REMINDER_FIRST_MINUTES * 60_000,
      cart_reminder_2: parsed.CART_REMINDER_SECOND_MINUTES * 60_000,
    },
    cartLinkMs: parsed.CART_LINK_DAYS * 24 * 60 * 60_000,
  };
}
