/**
 * Number fields: form and multipart numbers that arrive as text, ids in paths, bodies and query
 * strings, and rupee amounts.
 */
import { z } from 'zod';
import { AMOUNT_MAX_RUPEES, ORDER_LINE_QUANTITY_LIMIT } from '../constants';
import { groupThousands } from '../money';
import { ID_LIST_PATTERN } from '../patterns';

/** A number as people write one: decimal digits, a sign, a decimal point (Number() also reads 0x10, 1e1, Infinity). */
const DECIMAL_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

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
 * The quantity of a cart's or an order's line: a whole number up to ORDER_LINE_QUANTITY_LIMIT and at
 * least `min` (a cart line takes 0, an order line 1), with the messages of its request.
 */
export const lineQuantityField = (rules: { notANumber: string; min: number; belowMin: string }) =>
  numberInput('Quantity is required', rules.notANumber, (n) =>
    n
      .int({ error: 'Quantity must be a whole number' })
      .min(rules.min, { error: rules.belowMin })
      .max(ORDER_LINE_QUANTITY_LIMIT, {
        error: `Quantity must be at most ${ORDER_LINE_QUANTITY_LIMIT}`,
      }),
  );

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
