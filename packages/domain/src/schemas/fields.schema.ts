/**
 * Field schemas shared by several forms and request bodies, each message written once: the choices
 * (a flag, a product's type) here, the texts, the contact details and the numbers in their own modules.
 * The apps import all of them from here, so this module names them again.
 */
import { z } from 'zod';
import { FLAG_ACTIVE, FLAG_INACTIVE, JEWELRY_SUB_TYPES, PRODUCT_TYPES } from '../constants';
import { isActiveFlag, toFlag } from '../normalise';

export {
  requiredText,
  tooLong,
  boundedText,
  oneLineText,
  linesOfText,
  trimmedTextPattern,
  trimmedTextMeta,
  hasControlCharacters,
  colourField,
} from './text-fields.schema';
export {
  isMailableAddress,
  EMAIL_INPUT_PATTERN,
  emailField,
  normalisePhoneInput,
  PHONE_INPUT_PATTERN,
  MOBILE_INPUT_PATTERN,
  phoneField,
  postalCodeField,
} from './contact-fields.schema';
export {
  numericInput,
  numberInput,
  ID_MAX,
  idField,
  idParamsSchema,
  orderIdListText,
  rupeesField,
  AT_LEAST_ONE_PAISA,
} from './number-fields.schema';

/** Active/active/Inactive (or a boolean) in, the canonical 'Active' | 'Inactive' out. */
export const flagField = z
  .union([z.boolean(), z.string()])
  .refine((value) => typeof value === 'boolean' || /^(active|inactive)$/i.test(value.trim()), {
    error: `Must be ${FLAG_ACTIVE} or ${FLAG_INACTIVE}`,
  })
  .transform((value) => toFlag(isActiveFlag(value)))
  // The check above in the published API document's words (any letter case, spaces around).
  .meta({
    anyOf: [
      { type: 'boolean' },
      {
        type: 'string',
        pattern: '^\\s*([Aa][Cc][Tt][Ii][Vv][Ee]|[Ii][Nn][Aa][Cc][Tt][Ii][Vv][Ee])\\s*$',
      },
    ],
  });

export const flagSchema = z.enum([FLAG_ACTIVE, FLAG_INACTIVE]);
export const productTypeSchema = z.enum(PRODUCT_TYPES, { error: 'Type must be Jewelry or Bags' });
export const jewelrySubTypeSchema = z.enum(JEWELRY_SUB_TYPES, {
  error: `Sub type must be one of ${JEWELRY_SUB_TYPES.join(', ')}`,
});
