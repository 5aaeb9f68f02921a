/** GET /api/cities: the checkout's city picker (issue #28). */
import { z } from 'zod';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { blankToUndefined } from './list-query.schema';

/** How many cities one type-ahead answer offers: a phone's screen shows about this many. */
export const CITY_SUGGESTIONS_MAX = 8;

export const citiesQuerySchema = z.object({
  /** What the shopper has typed so far; without it, every city (the picker then ranks them itself). */
  q: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Search must be text' })
      .max(MAX.city, { error: `Search must be at most ${MAX.city} characters` })
      .optional(),
  ),
});

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  province: z.string(),
  /** Other spellings the city is known by, keyed as packages/domain/src/cities.ts compares them. */
  spellings: z.array(z.string()),
});

export const citiesAnswerSchema = z.object({ cities: z.array(citySchema) });
export type CitiesAnswer = z.infer<typeof citiesAnswerSchema>;
