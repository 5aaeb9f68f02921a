/**
 * The texts a cash-on-delivery shopper looks for before trusting the shop (issue #26), written by the
 * owner in the back office: when an order arrives, the exchange policy, and the WhatsApp number to
 * ask on. An empty text is not shown.
 */
import { z } from 'zod';
import { isPakistaniMobile } from '../whatsapp';
import { hasControlCharacters, normalisePhoneInput, tooLong } from './fields.schema';

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
    });

export const shopSettingsBodySchema = z
  .object({
    deliveryTime: text('Delivery time', SHOP_SETTINGS_MAX_LENGTH.deliveryTime, 'one line'),
    exchangePolicy: text('Exchange policy', SHOP_SETTINGS_MAX_LENGTH.exchangePolicy, 'lines'),
    whatsappNumber: z
      .string({ error: 'WhatsApp number must be text' })
      .max(30, { error: 'WhatsApp number must be a Pakistani mobile number such as 0300 1234567' })
      .transform(normalisePhoneInput)
      .refine((value) => value === '' || isPakistaniMobile(value), {
        error: 'WhatsApp number must be a Pakistani mobile number such as 0300 1234567',
      }),
  })
  .strict();
export type ShopSettingsForm = z.input<typeof shopSettingsBodySchema>;
