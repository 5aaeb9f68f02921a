/**
 * The shop's cities, read once per process: the list is written only by migrations (decision 0026),
 * so it cannot change while the server runs. The checkout's type-ahead, the orders placed and the
 * couriers' lists are all matched by the one rule in packages/domain/src/cities.ts.
 */
import { findCity, rankCities, type City } from '@shop/domain/cities';
import type { Database } from '../../db/client';
import { createCitiesRepository } from './cities.repository';

export type CityDirectory = ReturnType<typeof makeCityDirectory>;

/** One directory per database: every service built for it shares the list read once. */
const directories = new WeakMap<Database, CityDirectory>();

export function createCityDirectory(db: Database): CityDirectory {
  let directory = directories.get(db);
  if (!directory) {
    directory = makeCityDirectory(db);
    directories.set(db, directory);
  }
  return directory;
}

function makeCityDirectory(db: Database) {
  const repository = createCitiesRepository(db);
  let list: Promise<City[]> | undefined;
  const all = () => {
    // A failed read (the database briefly away) is not kept: the next call asks again.
    list ??= repository.all().catch((error: unknown) => {
      list = undefined;
      throw error;
    });
    return list;
  };

  return {
    all,
    /** The city a typed name is, whole (an order, a courier's place); undefined for "other". */
    async match(typed: string): Promise<City | undefined> {
      return findCity(await all(), typed);
    },
    /**
     * An order's shipping details with its city as the list names it ('lhr' is stored as Lahore) and
     * that city's id; a city the list lacks is kept as typed, id null: "other", for staff to check.
     */
    async placeOf<S extends { city: string }>(
      shippingInfo: S,
    ): Promise<{ shippingInfo: S; cityId: number | null }> {
      const city = findCity(await all(), shippingInfo.city);
      return city
        ? { shippingInfo: { ...shippingInfo, city: city.name }, cityId: city.id }
        : { shippingInfo, cityId: null };
    },
    /** The best answers to what the shopper has typed so far. */
    async search(typed: string, limit: number): Promise<City[]> {
      return rankCities(await all(), typed, limit);
    },
  };
}
