/**
 * The Shipping List's filters beside the search and the status (issue #26): the city, the courier and
 * when the order was placed. The same filters read a page, the counts per status, every matching id
 * (for "all N matching") and the CSV export, so what the screen shows is what those act on.
 */
import { z } from 'zod';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { ORDER_STATUSES } from '../order-status';
import { orderIdListText } from './number-fields.schema';
import { blankToUndefined, searchParamSchema } from './list-query.schema';

/** The most ids one "all matching" answer lists: more than a shop's busiest season holds. */
export const ORDER_IDS_MAX = 20_000;

const filterText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` })
      .optional(),
  );

/** An instant with its offset; the browser sends the shop owner's local midnight. */
const instant = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.iso
      .datetime({ offset: true, error: `${label} must be a date and time` })
      .transform((text) => new Date(text))
      .optional(),
  );

export const ordersFilterFields = {
  /** The delivery city, matched whole and without case ('lahore' finds 'Lahore'). */
  city: filterText('City', MAX.city),
  /** The courier an order was shipped with, matched whole and without case. */
  courier: filterText('Courier', MAX.courier),
  /** Placed at or after this instant. */
  placedFrom: instant('Placed from'),
  /** Placed before this instant (the day after the last day chosen, at midnight). */
  placedBefore: instant('Placed before'),
};

/** GET /api/admin/orders/counts: the orders per status under the filters and search (status aside). */
export const orderCountsQuerySchema = z
  .object({
    q: searchParamSchema,
    ...ordersFilterFields,
  })
  .strict();
export type OrderCountsQuery = z.infer<typeof orderCountsQuerySchema>;

export const orderCountsSchema = z.object({
  counts: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  total: z.number().int(),
});
export type OrderCounts = z.infer<typeof orderCountsSchema>;

/** GET /api/admin/orders/ids: every matching order's id, in the list's order, up to ORDER_IDS_MAX. */
export const orderIdsSchema = z.object({
  ids: z.array(z.number().int()),
  /** How many match in all: more than ids holds when over ORDER_IDS_MAX. */
  total: z.number().int(),
});
export type OrderIds = z.infer<typeof orderIdsSchema>;

/** The CSV of chosen orders: `ids=12,15,40` (at most `max`), else what the filter matches. */
export const orderExportIdsField = (max: number) =>
  z.preprocess(
    blankToUndefined,
    orderIdListText
      .refine((ids) => ids.length <= max, {
        error: `At most ${max} orders at once. Please choose fewer.`,
      })
      .optional(),
  );
