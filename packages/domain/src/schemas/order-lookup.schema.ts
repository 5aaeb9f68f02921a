/**
 * "Track your order" (issue #26): the shopper finds her order again with its number and her phone,
 * typed her way (ZB-10015 or 10015; 0300-1234567 or +92 300 1234567).
 */
import { z } from 'zod';
import { ORDER_NUMBER_PATTERN, parseOrderNumber } from '../order-status';
import { phoneField } from './contact-fields.schema';
import { requiredText, tooLong } from './text-fields.schema';

const ORDER_NUMBER_MAX_LENGTH = 30;

/**
 * The one answer for a number that is not an order and a phone that is not its phone: telling them
 * apart would let anyone learn which order numbers exist, then guess only the phone.
 */
export const ORDER_LOOKUP_NOT_FOUND =
  'No order matches this order number and phone. Please check both and try again.';

export const orderNumberField = requiredText('Order number is required')
  .max(ORDER_NUMBER_MAX_LENGTH, {
    ...tooLong('Order number', ORDER_NUMBER_MAX_LENGTH),
    abort: true,
  })
  .refine((text) => parseOrderNumber(text) !== null, {
    error: 'Order number must look like ZB-10015',
  })
  .meta({ pattern: ORDER_NUMBER_PATTERN });

export const orderLookupBodySchema = z
  .object({ number: orderNumberField, phone: phoneField })
  .strict();
export type OrderLookupForm = z.input<typeof orderLookupBodySchema>;
export type OrderLookupBody = z.output<typeof orderLookupBodySchema>;

/** The order's private page, as a path on the shop (/order/<token>). */
export const orderLookupResponseSchema = z.object({ url: z.string() });
