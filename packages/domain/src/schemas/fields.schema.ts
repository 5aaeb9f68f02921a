/** Field schemas shared by several forms and request bodies, each message written once. */
import { z } from 'zod';
import {
  AMOUNT_MAX_RUPEES,
  FLAG_ACTIVE,
  FLAG_INACTIVE,
  JEWELRY_SUB_TYPES,
  PHONE_DIGITS,
  PRODUCT_TYPES,
  TEXT_MAX_LENGTH,
} from '../constants';
import { groupThousands } from '../money';
import { isActiveFlag, toFlag } from '../normalise';
import {
  anyDigits,
  ID_LIST_PATTERN,
  SPACE_CHARACTERS,
  TRIMMED_SPACES,
  typedDigits,
} from '../patterns';

/**
 * Required checks abort: an empty field gets its one 'is required' message, not every rule after it
 * (a form shows the first message, the API's fieldErrors the field's message).
 */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

/** The message for a text over its maximum, e.g. 'City must be at most 100 characters'. */
export const tooLong = (label: string, max: number) => ({
  error: `${label} must be at most ${max} characters`,
});

/** A required text of at most `max` characters, with the 'is required' message of its form. */
export const boundedText = (label: string, max: number, required = `${label} is required`) =>
  requiredText(required).max(max, tooLong(label, max));

/** A number as people write one: decimal digits, a sign, a decimal point (Number() also reads 0x10, 1e1, Infinity). */
const DECIMAL_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Shopper text the shop writes into its own messages (e-mails, the WhatsApp confirmation): a line
 * break there would let a name or a city add lines of its own ("To pay: PKR 0"), and a bidi control
 * would make it read backwards. A one-line field takes neither; an address keeps its line breaks
 * (shopper-text.ts folds them when it quotes the address).
 */
export const oneLineText = (label: string, max: number) =>
  boundedText(label, max)
    .refine((text) => !hasControlCharacters(text, 'one line'), {
      error: `${label} must be one line without control characters`,
    })
    .meta(trimmedTextMeta('one line', { max, required: true }));

export const linesOfText = (label: string, max: number) =>
  boundedText(label, max)
    .refine((text) => !hasControlCharacters(text, 'lines'), {
      error: `${label} must not contain control characters`,
    })
    .meta(trimmedTextMeta('lines', { max, required: true }));

/**
 * hasControlCharacters in the published API document's words (NUL too: the text guard's rule), as the
 * server applies it: to the text trim() leaves, so a tab or a line break around it is taken.
 */
const BIDI = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
const CONTROLS = {
  'one line': `\\u0000-\\u001f\\u007f-\\u009f${BIDI}`,
  lines: `\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${BIDI}`,
};
/**
 * A text as the server reads it: the spaces trim() takes around it, then at most `max` characters
 * that neither start nor end with one, with no control inside (and at least one when `required`).
 * The maximum is part of the pattern, not a `maxLength`, since it is counted once trimmed: 300
 * spaces around a short name are taken.
 */
export function trimmedTextPattern(
  shape: 'one line' | 'lines',
  { max, required }: { max: number; required: boolean },
): string {
  const controls = CONTROLS[shape];
  const text = `[^${controls}${SPACE_CHARACTERS}](?:[^${controls}]{0,${max - 2}}[^${controls}${SPACE_CHARACTERS}])?`;
  return `^${TRIMMED_SPACES}${required ? text : `(?:${text})?`}${TRIMMED_SPACES}$`;
}

/** A trimmed text's rules in the API document: its pattern, and no `maxLength` (see above). */
export const trimmedTextMeta = (
  shape: 'one line' | 'lines',
  rules: { max: number; required: boolean },
) => ({ pattern: trimmedTextPattern(shape, rules), maxLength: undefined });

/**
 * C0 and C1 controls (tab and line breaks allowed in `lines`), and the invisible bidi controls
 * (U+061C, U+200E/F, U+202A–E, U+2066–9) that reorder what follows them. NUL is left to the API's
 * text guard, which refuses it in every field with its own message.
 */
export function hasControlCharacters(text: string, shape: 'one line' | 'lines'): boolean {
  const withoutNul = text.split('\u0000').join('');
  const checked = shape === 'lines' ? withoutNul.replace(/[\t\n\r]/g, '') : withoutNul;
  return /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(checked);
}

/**
 * Whether the shop may send mail to this address: a name, '@', and a domain of dotted labels ending
 * in letters, as zod's e-mail rule has it, so no `a@[127.0.0.1]` and no `a@localhost`.
 */
export function isMailableAddress(text: string): boolean {
  return z.email().safeParse(text.trim()).success;
}

/**
 * Form and multipart numbers arrive as text: blank or null means missing, decimal text becomes a number,
 * and any other text stays text, which the number schema then refuses with its field's message.
 * (z.coerce would turn '' and null into 0, so an empty field would pass as zero.)
 */
export function numericInput(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL_NUMBER.test(text) ? Number(text) : text;
}

/**
 * A number from a form or multipart field with its own 'is required' and 'must be a number' messages;
 * `rules` adds the number's own checks (int, min, max) inside the preprocessing.
 */
export function numberInput<T extends z.ZodType<number, number> = z.ZodNumber>(
  required: string,
  notANumber: string,
  rules: (schema: z.ZodNumber) => T = (schema) => schema as unknown as T,
) {
  const base = z.number({ error: (issue) => (issue.input === undefined ? required : notANumber) });
  return z.preprocess(numericInput, rules(base));
}

/**
 * emailField's rule for the API document: zod's e-mail pattern (the one z.email() checks) with the
 * spaces trim() takes around it. A pattern and no `format: email`: a client reads that format by its
 * own rules (RFC 5321), which refuse addresses zod's pattern takes, such as a domain label ending in
 * a dash, and the document must say what the server does.
 */
const EMAIL_CORE = z.regexes.email.source.replace(/^\^|\$$/g, '');
export const EMAIL_INPUT_PATTERN = `^${TRIMMED_SPACES}(?:${EMAIL_CORE})${TRIMMED_SPACES}$`;

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(TEXT_MAX_LENGTH.email, { ...tooLong('Email', TEXT_MAX_LENGTH.email), abort: true })
  // z.email()'s own pattern, as a check rather than a pipe so the document carries the rule.
  .check(z.regex(z.regexes.email, { error: 'Enter a valid email' }))
  .meta({ pattern: EMAIL_INPUT_PATTERN });

const digitsOnly = /^\d+$/;

/**
 * A phone number as people type and autofill it (issue #26): spaces, dashes, dots and brackets are
 * dropped, and a leading +92, 0092 or 92 (with 10 digits after it) becomes the trunk 0, so
 * '+92 300 1234567' and '0300-1234567' are both '03001234567'. Anything with letters is left as typed,
 * for the spec's 'must only contain numbers'.
 */
export function normalisePhoneInput(text: string): string {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+')
    ? digits.startsWith('92') && digits.slice(2)
    : digits.startsWith('0092')
      ? digits.slice(4)
      : digits.length === 12 && digits.startsWith('92') && digits.slice(2);
  if (international === false) return digits;
  return international.startsWith('0') ? international : `0${international}`;
}

/**
 * phoneField's rule as one regular expression, for the API document: what normalisePhoneInput turns
 * into 11 digits. Separators (spaces, dashes, dots, brackets) may stand around any digit; then either
 * `+`, 92 and the number (with or without its 0), `+` and any 11 digits but 92…; or 0092 and the
 * number, 92 and the number without its 0, or any 11 digits but 0092…. A test checks it against
 * phoneField on many made-up texts.
 */
const PHONE_SEPARATORS = `${SPACE_CHARACTERS}().\\-`;
export const PHONE_INPUT_PATTERN = (() => {
  const digits = (...each: string[]) => typedDigits(PHONE_SEPARATORS, ...each);
  const any = (count: number) => anyDigits(PHONE_SEPARATORS, count);
  const national = `(?:${digits('[1-9]')}${any(9)}|${digits('0')}${any(10)})`;
  const afterPlus = [
    `${digits('9', '2')}${national}`,
    `${digits('[0-8]')}${any(10)}`,
    `${digits('9', '[013-9]')}${any(9)}`,
  ];
  const withoutPlus = [
    `${digits('0', '0', '9', '2')}${national}`,
    `${digits('9', '2', '[1-9]')}${any(9)}`,
    `${digits('[1-9]')}${any(10)}`,
    `${digits('0', '[1-9]')}${any(9)}`,
    `${digits('0', '0', '[0-8]')}${any(8)}`,
    `${digits('0', '0', '9', '[013-9]')}${any(7)}`,
  ];
  return (
    `^(?:[${SPACE_CHARACTERS}]*\\+[${PHONE_SEPARATORS}]*(?:${afterPlus.join('|')})` +
    `|[${PHONE_SEPARATORS}]*(?:${withoutPlus.join('|')}))$`
  );
})();

/**
 * PHONE_INPUT_PATTERN narrowed to the Pakistani mobile numbers (what phoneField turns into 03 and 9
 * digits): `+`, then 3…, 03… after 92, or 03…; or without it 03…, 923…, or 0092 and 3… or 03….
 * A test checks it against phoneField and phoneKey on many made-up texts.
 */
export const MOBILE_INPUT_PATTERN = (() => {
  const digits = (...each: string[]) => typedDigits(PHONE_SEPARATORS, ...each);
  const mobile = `${digits('3')}${anyDigits(PHONE_SEPARATORS, 9)}`;
  const afterPlus = `(?:${digits('9', '2')}(?:${digits('0')})?|${digits('0')})${mobile}`;
  const withoutPlus = `(?:${digits('0')}|${digits('9', '2')}|${digits('0', '0', '9', '2')}(?:${digits('0')})?)${mobile}`;
  return (
    `^(?:[${SPACE_CHARACTERS}]*\\+[${PHONE_SEPARATORS}]*${afterPlus}` +
    `|[${PHONE_SEPARATORS}]*${withoutPlus})$`
  );
})();

export const phoneField = z
  .string({ error: 'Phone number is required' })
  .transform(normalisePhoneInput)
  .pipe(
    z
      .string()
      .min(1, { error: 'Phone number is required', abort: true })
      .regex(digitsOnly, { error: 'Phone number must only contain numbers', abort: true })
      .min(PHONE_DIGITS, { error: `Phone number must be ${PHONE_DIGITS} digits` })
      .max(PHONE_DIGITS, { error: `Phone number must not exceed ${PHONE_DIGITS} digits` }),
  )
  .meta({ pattern: PHONE_INPUT_PATTERN });

export const postalCodeField = z
  .string({ error: 'Postal Code is required' })
  .trim()
  .min(1, { error: 'Postal Code is required', abort: true })
  .regex(digitsOnly, { error: 'Postal Code must only contain numbers' })
  .max(TEXT_MAX_LENGTH.postalCode, tooLong('Postal Code', TEXT_MAX_LENGTH.postalCode));

/** The largest id a PostgreSQL serial column holds; a larger one would fail in the database, not here. */
export const ID_MAX = 2_147_483_647;

/** Text JavaScript reads as a number although it is not plain digits: 0x10, 1e1, +5, 1.0. */
const otherNotation = (input: unknown) =>
  typeof input === 'string' && input.trim() !== '' && Number.isFinite(Number(input));

/**
 * A positive whole-number id in a path or body; multipart, path and CSV values arrive as text, which
 * must be decimal digits (`0x10` is not product 16).
 */
export const idField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        otherNotation(issue.input)
          ? 'Must be a whole number written in the digits 0-9'
          : 'Must be a number',
    })
    .int({ error: 'Must be a whole number' })
    .positive({ error: 'Must be a positive number' })
    .max(ID_MAX, { error: `Must be at most ${ID_MAX}` }),
);

export const idParamsSchema = z.object({ id: idField });

/**
 * Order ids in a query string, `12,15,40`, each once. An id past PostgreSQL's integer is checked here:
 * a 400 naming the field, not a database error.
 */
export const orderIdListText = z
  .string({ error: 'Choose the orders (ids=12,15,40)' })
  .trim()
  .regex(/^[0-9]+(,[0-9]+)*$/, { error: 'Ids must be order ids separated by commas' })
  // The range below too, in the published API document's words.
  .meta({ pattern: ID_LIST_PATTERN })
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= ID_MAX), {
    error: `Each id must be from 1 to ${ID_MAX}`,
  });

/** A rupee amount with at most two decimals (whole paisa), at most `max` rupees. */
export const rupeesField = (label: string, max: number = AMOUNT_MAX_RUPEES) =>
  numberInput(`${label} is required`, `${label} must be a number`)
    .refine((value) => value >= 0, { error: `${label} must not be negative` })
    .refine((value) => value <= max, { error: `${label} must be at most ${groupThousands(max)}` })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: `${label} must have at most 2 decimals`,
    })
    // The checks above in the published API document's words.
    .meta({ minimum: 0, maximum: max, multipleOf: 0.01 });

/** The API document's words for an amount of at least one paisa (refined so by its caller). */
export const AT_LEAST_ONE_PAISA = { minimum: 0.01 };

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

/**
 * The colour a shopper picked for a line; blank when the product has none. An order checks it is one
 * of the product's own colours.
 */
export const colourField = z
  .string()
  .trim()
  .max(TEXT_MAX_LENGTH.colour, tooLong('Colour', TEXT_MAX_LENGTH.colour))
  .refine((text) => !hasControlCharacters(text, 'one line'), {
    error: 'Colour must be one line without control characters',
  })
  .meta(trimmedTextMeta('one line', { max: TEXT_MAX_LENGTH.colour, required: false }))
  .optional()
  .default('');
