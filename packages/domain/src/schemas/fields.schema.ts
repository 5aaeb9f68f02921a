/** Field schemas shared by several forms and request bodies, each message written once. */
import { z } from 'zod';
import {
  FLAG_ACTIVE,
  FLAG_INACTIVE,
  JEWELRY_SUB_TYPES,
  PHONE_DIGITS,
  PRODUCT_TYPES,
} from '../constants';
import { isActiveFlag, toFlag } from '../normalise';

export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .pipe(z.email({ error: 'Enter a valid email' }));

const digitsOnly = /^\d+$/;

export const phoneField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, { error: 'Phone number is required' })
  .regex(digitsOnly, { error: 'Phone number must only contain numbers' })
  .min(PHONE_DIGITS, { error: `Phone number must be ${PHONE_DIGITS} digits` })
  .max(PHONE_DIGITS, { error: `Phone number must not exceed ${PHONE_DIGITS} digits` });

export const postalCodeField = z
  .string({ error: 'Postal Code is required' })
  .trim()
  .min(1, { error: 'Postal Code is required' })
  .regex(digitsOnly, { error: 'Postal Code must only contain numbers' });

/** A positive whole-number id in a path or body; multipart and path values arrive as text. */
export const idField = z.coerce
  .number({ error: 'Must be a number' })
  .int({ error: 'Must be a whole number' })
  .positive({ error: 'Must be a positive number' });

export const idParamsSchema = z.object({ id: idField });

/** A rupee amount with at most two decimals (whole paisa). */
export const rupeesField = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, { error: `${label} must be a number` })
    .refine((value) => value >= 0, { error: `${label} must not be negative` })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: `${label} must have at most 2 decimals`,
    });

/** Active/active/Inactive (or a boolean) in, the canonical 'Active' | 'Inactive' out. */
export const flagField = z
  .union([z.boolean(), z.string()])
  .refine((value) => typeof value === 'boolean' || /^(active|inactive)$/i.test(value.trim()), {
    error: `Must be ${FLAG_ACTIVE} or ${FLAG_INACTIVE}`,
  })
  .transform((value) => toFlag(isActiveFlag(value)));

export const flagSchema = z.enum([FLAG_ACTIVE, FLAG_INACTIVE]);
export const productTypeSchema = z.enum(PRODUCT_TYPES, { error: 'Type must be Jewelry or Bags' });
export const jewelrySubTypeSchema = z.enum(JEWELRY_SUB_TYPES, {
  error: `Sub type must be one of ${JEWELRY_SUB_TYPES.join(', ')}`,
});

export const isoDateSchema = z.string();
