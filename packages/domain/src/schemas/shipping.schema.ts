import { z } from 'zod';
import { PAYMENT_METHODS, TEXT_MAX_LENGTH as MAX } from '../constants';
import { linesOfText, oneLineText } from './text-fields.schema';
import { phoneField, postalCodeField } from './contact-fields.schema';

/** The checkout's Shipping Information form (spec §5): every field required; email has no format check. */
export const shippingInfoSchema = z.object({
  fullName: oneLineText('Full name', MAX.name),
  email: oneLineText('Email', MAX.email),
  address: linesOfText('Address', MAX.address),
  city: oneLineText('City', MAX.city),
  postalCode: postalCodeField,
  phone: phoneField,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Payment method is required' }),
});
export type ShippingInfo = z.infer<typeof shippingInfoSchema>;

/**
 * The shipping details as stored with an order and answered: plain text, whatever rules the form had
 * when the order was placed (a tightened form rule must never make an old order unreadable).
 */
export const storedShippingInfoSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  paymentMethod: z.string(),
});
