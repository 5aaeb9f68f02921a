/** The shop's cities and the couriers' lists of theirs (db/schema/cities.ts). */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, courierCities } from '../../db/schema/cities';

export interface CourierCity {
  /** The courier's own id for the place (PostEx books by name, so there it is the name). */
  id: string;
  name: string;
}

export function createCitiesRepository(db: Database) {
  return {
    /** Every city, the larger first (the order a type-ahead lists equal matches in). */
    all() {
      return db
        .select({
          id: cities.id,
          name: cities.name,
          province: cities.province,
          spellings: cities.spellings,
        })
        .from(cities)
        .orderBy(asc(cities.rank), asc(cities.id));
    },

    /** A courier's cities as it names them, each with the shop's city it is (null when none). */
    courierCities(courier: string) {
      return db
        .select({
          id: courierCities.courierCityId,
          name: courierCities.name,
          cityId: courierCities.cityId,
        })
        .from(courierCities)
        .where(eq(courierCities.courier, courier))
        .orderBy(asc(courierCities.name));
    },

    /**
     * Replaces a courier's list with what its cities call answered, in one transaction: a place it
     * no longer serves goes, the others are renamed and matched again.
     */
    async replaceCourierCities(
      courier: string,
      list: readonly (CourierCity & { cityId: number | null })[],
    ) {
      await db.transaction(async (tx) => {
        await tx.delete(courierCities).where(eq(courierCities.courier, courier));
        // Rows per INSERT far below PostgreSQL's 65,535 parameters (four each).
        for (let start = 0; start < list.length; start += 1000) {
          await tx.insert(courierCities).values(
            list.slice(start, start + 1000).map((city) => ({
              courier,
              courierCityId: city.id,
              name: city.name,
              cityId: city.cityId,
              refreshedAt: sql`now()`,
            })),
          );
        }
      });
    },
  };
}
