/** The fields that reach a shopper: an e-mail address, a phone number and a postal code. */
import { z } from 'zod';
import { PHONE_DIGITS, TEXT_MAX_LENGTH } from '../constants';
import { anyDigits, SPACE_CHARACTERS, TRIMMED_SPACES, typedDigits } from '../patterns';
import { tooLong } from './text-fields.schema';

/**
 * Whether the shop may send mail to this address: a name, '@', and a domain of dotted labels ending
 * in letters, as zod's e-mail rule has it, so no `a@[127.0.0.1]` and no `a@localhost`.
 */
export function isMailableAddress(text: string): boolean {
  return z.email().safeParse(text.trim()).success;
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
