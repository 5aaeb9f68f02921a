/**
 * A checkout the shopper may leave unfinished (issue #30): when she has typed her phone and ticked
 * "Send me a reminder", the checkout saves its cart under the phone; without an order from that phone,
 * the shop reminds her (at most twice) with a link that puts the cart back.
 */
import { z } from 'zod';
import { ORDER_LINES_LIMIT, TEXT_MAX_LENGTH as MAX } from '../constants';
import { MESSAGE_LANGUAGES } from '../shopper-messages';
import { phoneKey } from '../phone';
import { MOBILE_INPUT_PATTERN, phoneField } from './contact-fields.schema';
import { oneLineText } from './text-fields.schema';
import { orderLineInputSchema } from './order.schema';

/** POST /checkout-drafts: the phone, the consent, the language and the cart's lines. */
export const checkoutDraftBodySchema = z
  .object({
    phone: phoneField
      .refine((phone) => /^\+923\d{9}$/.test(phoneKey(phone) ?? ''), {
        error: 'Phone number must be a Pakistani mobile number (03xx xxxxxxx) for reminders',
      })
      .meta({ pattern: MOBILE_INPUT_PATTERN }),
    /** The name typed so far; optional (the reminder greets without it). */
    name: oneLineText('Full name', MAX.name).optional(),
    /** The shopper's tick on "Send me a reminder": without it nothing is saved. */
    consent: z.literal(true, { error: 'Consent must be true: the shopper ticks the reminder box' }),
    messageLanguage: z
      .enum(MESSAGE_LANGUAGES, {
        error: `Message language must be one of ${MESSAGE_LANGUAGES.join(', ')}`,
      })
      .optional(),
    lines: z
      .array(orderLineInputSchema, { error: 'Lines are required' })
      .min(1, { error: 'The cart is empty' })
      .max(ORDER_LINES_LIMIT, { error: `A cart has at most ${ORDER_LINES_LIMIT} lines` }),
  })
  .strict();
export type CheckoutDraftBody = z.infer<typeof checkoutDraftBodySchema>;

/** The answer to a save: when the reminders go if no order comes (none when messages are off). */
export const checkoutDraftSavedSchema = z.object({
  reminders: z.array(z.object({ kind: z.string(), dueAt: z.string() })),
});
export type CheckoutDraftSaved = z.infer<typeof checkoutDraftSavedSchema>;

/** A reminder's link: a random token, 43 characters of base64url. */
export const checkoutDraftTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'Token must be a cart link’s token' })
    .meta({ maxLength: 64 }),
});

/** GET /checkout-drafts/:token: the lines to put back into the cart. */
export const restoredCartSchema = z.object({
  lines: z.array(
    z.object({
      id: z.number(),
      selectedColor: z.string(),
      variantId: z.number().optional(),
      quantity: z.number(),
    }),
  ),
});
export type RestoredCart = z.infer<typeof restoredCartSchema>;
