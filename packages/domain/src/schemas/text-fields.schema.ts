/**
 * The text fields' rules: a required text with its one 'is required' message, a maximum in the form's
 * words, one line or lines without control characters, and the pattern the API document publishes.
 */
import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants';
import { SPACE_CHARACTERS, TRIMMED_SPACES } from '../patterns';

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
