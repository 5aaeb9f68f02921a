import type { z } from 'zod';
import type { ShippingInfo } from './shipping.schema';

/** A shopper's filled-in shipping form (spec §5): what the tests of the domain and the web send. */
export const EXAMPLE_SHIPPING_INFO: ShippingInfo = {
  fullName: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  address: '12 Mall Road',
  city: 'Lahore',
  postalCode: '54000',
  phone: '03001234567',
  paymentMethod: 'cod',
};

/** The first message per field, as a form (and the API's fieldErrors) shows it; null when valid. */
export function fieldMessages(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    messages[field] ??= issue.message;
  }
  return messages;
}

/** Every message, in order: proves an empty field reports one message, not a cascade. */
export function allMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/**
 * Draws from a seed, the same every run, so that a made-up text that fails names one that fails
 * again: `next(below)` is a whole number from 0 to below − 1, `pick(list)` one of the list.
 */
export function seededDraws(seed: number) {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * below);
  };
  const pick = <T>(list: readonly T[]): T => list[next(list.length)] as T;
  return { next, pick };
}

/** What the made-up texts of one phone field look like. */
export interface PhoneTextShape {
  /** What may come before the number ('', '0', '+92' …); one is picked per text. */
  prefixes: readonly string[];
  /** A second prefix after the first (a doubled country code), when the field must refuse it. */
  more?: readonly string[];
  /** The number's first digit, when it matters (a mobile number's 3); any digit otherwise. */
  firstDigits?: readonly string[];
  /** How many more digits: `[least, spread]` is least + 0 … spread − 1. */
  digits: readonly [number, number];
  /** One text in 20 is separators only ('-', '+-', '()'). */
  separatorsOnly?: boolean;
}

const SEPARATORS = ['', '', '', ' ', '-', '(', ')', '.', '\u00a0', '\t', '\u3000'];
const INTRUDERS = ['a', '+', '\u0661', '\u001c', '/', '\u0000'];

/**
 * Many made-up phone-like texts for the tests that check a pattern the API document publishes against
 * the field's own schema (a phone, the shop's WhatsApp number), seeded so that a failure names a text
 * that fails again.
 */
export function phoneLikeTexts(count: number, shape: PhoneTextShape): string[] {
  const { next, pick } = seededDraws(20261126);
  return Array.from({ length: count }, () => {
    const digits = [
      ...(shape.firstDigits ? [pick(shape.firstDigits)] : []),
      ...Array.from({ length: shape.digits[0] + next(shape.digits[1]) }, () => String(next(10))),
    ];
    const chars = [...pick(shape.prefixes), ...(shape.more ? pick(shape.more) : ''), ...digits];
    const spaced = chars.flatMap((char) => [char, pick(SEPARATORS)]);
    if (next(8) === 0) spaced.splice(next(spaced.length + 1), 0, pick(INTRUDERS));
    if (shape.separatorsOnly && next(20) === 0) {
      spaced.splice(0, spaced.length, ...pick(['-', '+', '+-', '()', ' . ']));
    }
    return pick(['', ' ', '\ufeff']) + spaced.join('') + pick(['', ' ', '\n']);
  });
}

/**
 * Where a published pattern and the schema disagree, and how many texts each kind has: a check that
 * met only one kind would prove nothing.
 */
export function patternAgreement(
  pattern: string,
  takes: (text: string) => boolean,
  texts: readonly string[],
) {
  const matches = new RegExp(pattern);
  return {
    disagreements: texts.filter((text) => takes(text) !== matches.test(text)),
    matching: texts.filter((text) => matches.test(text)).length,
    notMatching: texts.filter((text) => !matches.test(text)).length,
  };
}

/**
 * patternAgreement for a field's own schema, in one list: the texts the pattern and the field disagree
 * on, then a line for each kind of text (matching or not) met no more than `least` times (1000 unless
 * said). Empty when they agree.
 */
export function patternDisagreements(
  pattern: string,
  field: z.ZodType,
  texts: readonly string[],
  least = { matching: 1000, notMatching: 1000 },
): string[] {
  const { disagreements, matching, notMatching } = patternAgreement(
    pattern,
    (text) => field.safeParse(text).success,
    texts,
  );
  return [
    ...disagreements,
    ...(matching > least.matching ? [] : [`only ${matching} texts match`]),
    ...(notMatching > least.notMatching ? [] : [`only ${notMatching} texts do not match`]),
  ];
}
