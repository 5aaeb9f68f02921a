/** The back office's couriers (issue #28): which are set up, and each one's own list of cities. */
import { z } from 'zod';
import { COURIER_NAMES } from '../couriers';

export const courierParamsSchema = z.object({
  // The longest name's length, stated so the API document bounds every path parameter (decision 0021).
  courier: z
    .enum(COURIER_NAMES, { error: 'Courier must be postex, leopards or trax' })
    .meta({ maxLength: Math.max(...COURIER_NAMES.map((name) => name.length)) }),
});

/** GET /api/admin/couriers: the couriers whose settings are given, the only ones offered. */
export const configuredCouriersSchema = z.object({
  couriers: z.array(z.object({ name: z.enum(COURIER_NAMES), label: z.string() })),
});
export type ConfiguredCouriers = z.infer<typeof configuredCouriersSchema>;

/** GET /api/admin/couriers/:courier/cities: the courier's cities as it names them. */
export const courierCitiesSchema = z.object({
  cities: z.array(
    z.object({
      /** The courier's own id for the place (PostEx books by name: there it is the name). */
      id: z.string(),
      name: z.string(),
      /** The shop's city it is (GET /api/cities), null when it is not on the shop's list. */
      cityId: z.number().int().nullable(),
    }),
  ),
});

/** POST /api/admin/couriers/:courier/cities/refresh: how many places it lists, how many are ours. */
export const courierCitiesRefreshedSchema = z.object({
  cities: z.number().int(),
  matched: z.number().int(),
});
