/**
 * The owner's synonym groups (issue #30, decision 0032): words that mean the same to a shopper, which
 * the catalogue search treats as one word, beside the built-in groups of shopper-words.ts.
 */
import { z } from 'zod';
import { searchForm } from '../shopper-words';

export const SYNONYM_WORD_MAX_LENGTH = 40;
export const SYNONYM_GROUP_WORDS = { min: 2, max: 20 } as const;
/** Far more than a shop's own words; keeps every uncached search's look-up small. */
export const SYNONYM_GROUPS_MAX = 200;

/** One word of any script's letters (Roman Urdu, English, Urdu), with its marks. */
export const SYNONYM_WORD_PATTERN = '^[\\p{L}\\p{M}]+$';
const wordPattern = new RegExp(SYNONYM_WORD_PATTERN, 'u');

export const synonymGroupSchema = z.object({
  id: z.number().int(),
  words: z.array(z.string()),
});
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

const wordField = z
  .string({ error: 'Each word must be text' })
  .trim()
  .min(1, { error: 'A word cannot be empty' })
  .max(SYNONYM_WORD_MAX_LENGTH, {
    error: `A word must be at most ${SYNONYM_WORD_MAX_LENGTH} characters`,
  })
  .regex(wordPattern, { error: 'A word must be one word of letters, without spaces or digits' })
  .transform(searchForm);

export const synonymGroupBodySchema = z
  .object({
    words: z
      .array(wordField, { error: 'Words must be a list of words' })
      .min(SYNONYM_GROUP_WORDS.min, {
        error: `Give at least ${SYNONYM_GROUP_WORDS.min} words that mean the same`,
      })
      .max(SYNONYM_GROUP_WORDS.max, {
        error: `A group takes at most ${SYNONYM_GROUP_WORDS.max} words`,
      })
      .superRefine((words, context) => {
        words.forEach((word, at) => {
          if (words.indexOf(word) < at) {
            context.addIssue({
              code: 'custom',
              path: [at],
              message: `"${word}" is in the group twice`,
            });
          }
        });
      })
      // The document says the part of the rule JSON Schema can: no word twice as sent. The same word
      // in another case or with accents ('Kangan', 'kangan') is refused too, once in search form.
      .meta({ uniqueItems: true }),
  })
  .strict();
export type SynonymGroupForm = z.input<typeof synonymGroupBodySchema>;
