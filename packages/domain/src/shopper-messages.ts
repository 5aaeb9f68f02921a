/**
 * The messages the shop sends a shopper about an order on WhatsApp or by SMS (issue #30): which ones,
 * in which languages, the owner's templates with their placeholders, the defaults shipped, and the
 * replies that stop them. The server fills and sends them (apps/api/src/modules/messages); the back
 * office edits the templates with the same placeholder check.
 */
import { labelledCodes } from './labelled-codes';

const languages = labelledCodes([
  ['en', 'English'],
  ['ur', 'اردو'],
  ['roman_ur', 'Roman Urdu'],
]);
export const MESSAGE_LANGUAGES = languages.codes;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const MESSAGE_LANGUAGE_LABELS = languages.labels;

export const DEFAULT_MESSAGE_LANGUAGE: MessageLanguage = 'en';

/** One of each per order at most: the order's id and the kind are the message's key. */
const kinds = labelledCodes([
  ['confirmation_request', 'Please confirm (with Confirm and Cancel buttons)'],
  ['confirmed', 'Order confirmed'],
  ['booked', 'Parcel booked with the courier'],
  ['out_for_delivery', 'Out for delivery'],
  ['delivered', 'Delivered'],
  /** A checkout left without an order (a checkout draft): the first reminder, then the second. */
  ['cart_reminder_1', 'Checkout left unfinished: first reminder (1 hour)'],
  ['cart_reminder_2', 'Checkout left unfinished: second reminder (24 hours)'],
]);
export const MESSAGE_KINDS = kinds.codes;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_KIND_LABELS = kinds.labels;

/** The reminders of a checkout left unfinished, in order: no order is behind them. */
export const CART_REMINDER_KINDS = ['cart_reminder_1', 'cart_reminder_2'] as const;
export type CartReminderKind = (typeof CART_REMINDER_KINDS)[number];

export function isCartReminder(kind: MessageKind): kind is CartReminderKind {
  return (CART_REMINDER_KINDS as readonly string[]).includes(kind);
}

/** Where a message is: written, handed over, and then what WhatsApp or the SMS gateway said. */
const statuses = labelledCodes([
  ['queued', 'Waiting to be sent'],
  ['sent', 'Sent'],
  ['delivered', 'Delivered'],
  ['read', 'Read'],
  ['failed', 'Failed'],
  /** Not sent: the phone replied STOP. */
  ['stopped', 'Not sent: the shopper replied STOP'],
  /** Not sent: no longer true when its time came (a confirmation request for a confirmed order). */
  ['skipped', 'Not sent: no longer needed'],
]);
export const MESSAGE_STATUSES = statuses.codes;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_STATUS_LABELS = statuses.labels;

export const MESSAGE_CHANNELS = ['whatsapp', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What a template may say about the order. */
const placeholders = labelledCodes([
  ['name', 'The shopper’s name, in quotation marks'],
  ['orderNumber', 'The order’s number (ZB-10001)'],
  ['total', 'The amount to pay in cash (PKR 2,999)'],
  ['trackingLink', 'The order’s page: its status and the parcel’s whereabouts'],
  ['courier', 'The courier’s name (once booked)'],
  ['trackingNumber', 'The courier’s tracking number (once booked)'],
  ['shopName', 'The shop’s name'],
  ['cartLink', 'The link that puts a left checkout’s cart back (reminders only)'],
]);
export const MESSAGE_PLACEHOLDERS = placeholders.codes;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];
export const MESSAGE_PLACEHOLDER_LABELS = placeholders.labels;

/** A WhatsApp template's body parameter takes 1,024 characters; the shop's text is one of them. */
export const MESSAGE_TEXT_MAX = 1000;

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The placeholders a text names, in order, known or not. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/** Why a template cannot be saved, or null: empty, too long, or a placeholder the shop cannot fill. */
export function templateProblem(text: string): string | null {
  if (text.trim() === '') return 'The message must not be empty';
  if (text.length > MESSAGE_TEXT_MAX) {
    return `The message must be at most ${MESSAGE_TEXT_MAX} characters`;
  }
  const known: readonly string[] = MESSAGE_PLACEHOLDERS;
  const unknown = placeholdersIn(text).find((name) => !known.includes(name));
  if (unknown !== undefined) {
    return `Unknown placeholder {${unknown}}: use ${MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`;
  }
  return null;
}

/** The text with each placeholder filled; a value not known yet (no courier) is left empty. */
export function fillTemplate(
  text: string,
  values: Partial<Record<MessagePlaceholder, string>>,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values || (MESSAGE_PLACEHOLDERS as readonly string[]).includes(name)
      ? (values[name as MessagePlaceholder] ?? '')
      : whole,
  );
}

export const DEFAULT_TEMPLATES: Record<MessageKind, Record<MessageLanguage, string>> = {
  confirmation_request: {
    en:
      'Assalam o Alaikum {name}, thank you for your order {orderNumber} at {shopName}: {total}, ' +
      'cash on delivery. Please tap Confirm to confirm it or Cancel to cancel it (or use ' +
      '{trackingLink}). Reply STOP to receive no more messages.',
    ur:
      'السلام علیکم {name}، {shopName} سے آرڈر {orderNumber} کا شکریہ: {total}، کیش آن ڈیلیوری۔ ' +
      'تصدیق کے لیے Confirm اور منسوخی کے لیے Cancel دبائیں (یا {trackingLink})۔ ' +
      'مزید پیغامات نہ چاہیں تو STOP لکھیں۔',
    roman_ur:
      'Assalam o Alaikum {name}, {shopName} se order {orderNumber} ka shukriya: {total}, cash on ' +
      'delivery. Tasdeeq ke liye Confirm aur mansookhi ke liye Cancel dabayein (ya {trackingLink}). ' +
      'Mazeed messages na chahein to STOP likhein.',
  },
  confirmed: {
    en: 'Your order {orderNumber} is confirmed. We will tell you when it is on its way. {trackingLink}',
    ur: 'آپ کا آرڈر {orderNumber} کنفرم ہو گیا ہے۔ روانگی پر ہم آپ کو بتائیں گے۔ {trackingLink}',
    roman_ur:
      'Aap ka order {orderNumber} confirm ho gaya hai. Rawangi par hum aap ko batayein ge. {trackingLink}',
  },
  booked: {
    en:
      'Your order {orderNumber} is booked with {courier}, tracking number {trackingNumber}. ' +
      'Follow it here: {trackingLink}',
    ur:
      'آپ کا آرڈر {orderNumber} {courier} کے ساتھ بک ہو گیا ہے، ٹریکنگ نمبر {trackingNumber}۔ ' +
      'یہاں دیکھیں: {trackingLink}',
    roman_ur:
      'Aap ka order {orderNumber} {courier} ke sath book ho gaya hai, tracking number ' +
      '{trackingNumber}. Yahan dekhein: {trackingLink}',
  },
  out_for_delivery: {
    en: 'Your order {orderNumber} is out for delivery today. Please keep {total} ready in cash.',
    ur: 'آپ کا آرڈر {orderNumber} آج ڈیلیوری کے لیے نکل چکا ہے۔ براہ کرم {total} نقد تیار رکھیں۔',
    roman_ur:
      'Aap ka order {orderNumber} aaj delivery ke liye nikal chuka hai. Baraye meharbani {total} ' +
      'cash tayyar rakhein.',
  },
  delivered: {
    en: 'Your order {orderNumber} has been delivered. Thank you for shopping at {shopName}!',
    ur: 'آپ کا آرڈر {orderNumber} پہنچ گیا ہے۔ {shopName} سے خریداری کا شکریہ!',
    roman_ur: 'Aap ka order {orderNumber} pohanch gaya hai. {shopName} se khareedari ka shukriya!',
  },
  cart_reminder_1: {
    en:
      'Assalam o Alaikum {name}, you left something in your cart at {shopName}. Your cart is ' +
      'kept for you: {cartLink} Reply STOP to receive no more messages.',
    ur:
      'السلام علیکم {name}، {shopName} پر آپ کی کارٹ میں کچھ چیزیں رہ گئی ہیں۔ آپ کی کارٹ ' +
      'محفوظ ہے: {cartLink} مزید پیغامات نہ چاہیں تو STOP لکھیں۔',
    roman_ur:
      'Assalam o Alaikum {name}, {shopName} par aap ki cart mein kuch cheezein reh gayi hain. Aap ' +
      'ki cart mehfooz hai: {cartLink} Mazeed messages na chahein to STOP likhein.',
  },
  cart_reminder_2: {
    en:
      '{name}, your cart at {shopName} is still waiting, cash on delivery to your door: ' +
      '{cartLink} This is our last reminder. Reply STOP to receive no more messages.',
    ur:
      '{name}، {shopName} پر آپ کی کارٹ ابھی تک منتظر ہے، کیش آن ڈیلیوری: {cartLink} ' +
      'یہ ہماری آخری یاد دہانی ہے۔ مزید پیغامات نہ چاہیں تو STOP لکھیں۔',
    roman_ur:
      '{name}, {shopName} par aap ki cart abhi tak intezar kar rahi hai, cash on delivery: ' +
      '{cartLink} Yeh hamari aakhri yaad dahani hai. Mazeed messages na chahein to STOP likhein.',
  },
};

/**
 * Replies that stop the shop's messages to a phone: the whole reply, in any case, without the
 * punctuation around it. English STOP and UNSUBSCRIBE, Roman Urdu "band" / "band karo" / "band
 * karein" (close, stop) and the same in Urdu script. A reply that merely contains the word ("don't
 * stop my order") is not one: the shopper may be answering about the order.
 */
const STOP_REPLIES = new Set([
  'stop',
  'stop all',
  'unsubscribe',
  'band',
  'band karo',
  'band karen',
  'band karein',
  'band kro',
  'bnd karo',
  'messages band karo',
  'بند',
  'بند کرو',
  'بند کریں',
  'بند کردیں',
  'بند کر دیں',
]);

function normaliseReply(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isStopReply(text: string): boolean {
  return STOP_REPLIES.has(normaliseReply(text));
}

/**
 * Replies that lift a STOP: English START, UNSTOP and SUBSCRIBE (the words carriers and WhatsApp
 * businesses use), Roman Urdu "shuru" / "shuru karo" / "shuru karein" (begin) and "chalu karo"
 * (switch on), and the same in Urdu script. Again only the whole reply.
 */
const START_REPLIES = new Set([
  'start',
  'unstop',
  'subscribe',
  'shuru',
  'shuru karo',
  'shuru karen',
  'shuru karein',
  'shuru kro',
  'chalu karo',
  'chalu karein',
  'messages shuru karo',
  'شروع',
  'شروع کرو',
  'شروع کریں',
  'شروع کردیں',
  'شروع کر دیں',
  'چالو کرو',
  'چالو کریں',
]);

export function isStartReply(text: string): boolean {
  return START_REPLIES.has(normaliseReply(text));
}
