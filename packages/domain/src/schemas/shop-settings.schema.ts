/**
 * The texts a cash-on-delivery shopper looks for before trusting the shop (issue #26), written by the
 * owner in the back office: when an order arrives, the exchange policy, and the WhatsApp number to
 * ask on. An empty text is not shown.
 */
import { z } from 'zod';
import { anyDigits, SPACE_CHARACTERS, typedDigits } from '../patterns';
import { isPakistaniMobile } from '../whatsapp';
import { hasControlCharacters, tooLong, trimmedTextMeta } from './text-fields.schema';
import { normalisePhoneInput } from './contact-fields.schema';

export const SHOP_SETTINGS_MAX_LENGTH = { deliveryTime: 100, exchangePolicy: 1000 } as const;

/** What a shop that has not written its own shows. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  deliveryTime: '2–5 working days',
  exchangePolicy: '',
  whatsappNumber: '',
};

export const shopSettingsSchema = z.object({
  deliveryTime: z.string(),
  exchangePolicy: z.string(),
  /** 03XXXXXXXXX, or '' when the shop takes no WhatsApp questions. */
  whatsappNumber: z.string(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** The longest WhatsApp number typed, spaces and dashes included. */
export const WHATSAPP_NUMBER_MAX_LENGTH = 30;

/**
 * The WhatsApp number's rule as one regular expression, for the API document: what
 * normalisePhoneInput turns into '' (nothing but spaces and separators) or a number isPakistaniMobile
 * takes (03 and 9 digits, once phoneKey has read it). Separators may stand around any digit; a `+`
 * only first. After a `+`, or after 0092 without one, phoneKey's forms of the number follow: 3…, 03…,
 * 003…, 00923…, 009203… (the `+92`/`0092` taken off once by normalisePhoneInput and once more by
 * phoneKey); without a `+`, 03…, 003… or 923…. A test checks it against the schema on made-up texts.
 */
const WHATSAPP_SEPARATORS = `${SPACE_CHARACTERS}().\\-`;
export const WHATSAPP_NUMBER_PATTERN = (() => {
  const digits = (...each: string[]) => typedDigits(WHATSAPP_SEPARATORS, ...each);
  const mobile = `${digits('3')}${anyDigits(WHATSAPP_SEPARATORS, 9)}`;
  const keyForms = `(?:${digits('0')}|${digits('0', '0')}|${digits('0', '0', '9', '2')}|${digits('0', '0', '9', '2', '0')})`;
  const afterPlus = `(?:${digits('9', '2')}${mobile}|(?:${digits('9', '2')})?${keyForms}${mobile})`;
  const withoutPlus = `(?:${digits('0')}|${digits('0', '0')}|${digits('9', '2')}|${digits('0', '0', '9', '2')}(?:${keyForms})?)${mobile}`;
  const blank = `[${WHATSAPP_SEPARATORS}]*|[${SPACE_CHARACTERS}]*\\+[${WHATSAPP_SEPARATORS}]*[().\\-][${WHATSAPP_SEPARATORS}]*`;
  return (
    `^(?:${blank}|[${SPACE_CHARACTERS}]*\\+[${WHATSAPP_SEPARATORS}]*${afterPlus}` +
    `|[${WHATSAPP_SEPARATORS}]*${withoutPlus})$`
  );
})();

const text = (label: string, max: number, shape: 'one line' | 'lines') =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .refine((value) => !hasControlCharacters(value, shape), {
      error:
        shape === 'one line'
          ? `${label} must be one line without control characters`
          : `${label} must not contain control characters`,
    })
    .meta(trimmedTextMeta(shape, { max, required: false }));

export const shopSettingsBodySchema = z
  .object({
    deliveryTime: text('Delivery time', SHOP_SETTINGS_MAX_LENGTH.deliveryTime, 'one line'),
    exchangePolicy: text('Exchange policy', SHOP_SETTINGS_MAX_LENGTH.exchangePolicy, 'lines'),
    whatsappNumber: z
      .string({ error: 'WhatsApp number must be text' })
      .max(WHATSAPP_NUMBER_MAX_LENGTH, {
        error: 'WhatsApp number must be a Pakistani mobile number such as 0300 1234567',
      })
      .transform(normalisePhoneInput)
      .refine((value) => value === '' || isPakistaniMobile(value), {
        error: 'WhatsApp number must be a Pakistani mobile number such as 0300 1234567',
      })
      .meta({ pattern: WHATSAPP_NUMBER_PATTERN }),
  })
  .strict();
export type ShopSettingsForm = z.input<typeof shopSettingsBodySchema>;
