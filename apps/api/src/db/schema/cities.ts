import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestamptzNow } from './columns';

/**
 * Pakistan's cities and towns the checkout offers (issue #28, decision 0026): one row per place with
 * the spellings shoppers type for it, so 'lhr', 'lahore ' and 'Lahore' are one city for the couriers
 * and the dashboard. The list is written by migrations; `rank` orders a type-ahead's equal matches,
 * the larger city first.
 */
export const cities = pgTable(
  'cities',
  {
    id: serialId(),
    name: text('name').notNull(),
    province: text('province').notNull(),
    /** Other spellings, each as the matching rule keys it (packages/domain/src/cities.ts). */
    spellings: text('spellings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rank: integer('rank').notNull(),
  },
  (table) => [uniqueIndex('cities_name_unique').on(sql`lower(${table.name})`)],
);

/**
 * A courier's own list of the cities it serves, as its cities call answers it, each matched to the
 * shop's city where the names allow (null: the courier's place is not on the shop's list). Booking
 * looks up the courier's id for an order's city here.
 */
export const courierCities = pgTable(
  'courier_cities',
  {
    courier: text('courier').notNull(),
    courierCityId: text('courier_city_id').notNull(),
    name: text('name').notNull(),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    refreshedAt: timestamptzNow('refreshed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.courier, table.courierCityId] }),
    index('courier_cities_city_idx').on(table.cityId, table.courier),
  ],
);
