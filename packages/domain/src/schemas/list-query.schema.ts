/**
 * The query parameters every paged list shares: a search and a page number. The catalogue adds its
 * filters and sort (catalogue-query.schema.ts); the back office's tables take just these two.
 */
import { z } from 'zod';
import { CATALOGUE_PAGE_MAX, SEARCH_MAX_LENGTH } from '../constants';

/** An empty parameter (`?q=`) is a parameter not given. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const searchParamSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, { error: `Search must be at most ${SEARCH_MAX_LENGTH} characters` })
    .optional(),
);

export const pageParamSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'Page must be a whole number' })
    .int({ error: 'Page must be a whole number' })
    .min(1, { error: 'Page must be at least 1' })
    .max(CATALOGUE_PAGE_MAX, { error: `Page must be at most ${CATALOGUE_PAGE_MAX}` })
    .default(1),
);

/** GET /api/admin/<table>?q=&page=: a back-office table, searched and paged on the server. */
export const adminListQuerySchema = z
  .object({ q: searchParamSchema, page: pageParamSchema })
  .strict();
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** A page of a back-office table: its rows, how many match in all, and where the page is. */
export function adminListPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** The page answered: the one asked for, clamped to the last page. */
    page: z.number().int(),
    pageCount: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface AdminListPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}
