import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';
import { phoneField, postalCodeField, requiredText } from './fields.schema';

/** The checkout's Shipping Information form (spec §5): every field required; email has no format check. */
export const shippingInfoSchema = z.object({
  fullName: requiredText('Full name is required'),
  email: requiredText('Email is required'),
  address: requiredText('Address is required'),
  city: requiredText('City is required'),
  postalCode: postalCodeField,
  phone: phoneField,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Payment method is required' }),
});
export type ShippingInfo = z.infer<typeof shippingInfoSchema>;
