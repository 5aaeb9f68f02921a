/**
 * Each configured courier's own list of cities (decision 0026), kept in `courier_cities`: fetched from
 * its cities call, each place matched to the shop's city by the one rule of packages/domain/src/cities.ts
 * (so Trax's "D.I. Khan" and Leopards' "DERA ISMAIL KHAN" are both Dera Ismail Khan), refreshed daily
 * by a job and on staff's request. Booking reads the courier's id for an order's city from here.
 */
import { findCity } from '@shop/domain/cities';
import type { Database } from '../../db/client';
import { createCitiesRepository } from '../cities/cities.repository';
import { createCityDirectory } from '../cities/city-directory';
import type { Courier } from './courier';

export interface CourierCitiesRefreshed {
  /** Places the courier lists. */
  cities: number;
  /** Of those, the ones that are a city on the shop's list. */
  matched: number;
}

export function createCourierCities(db: Database) {
  const repository = createCitiesRepository(db);
  const directory = createCityDirectory(db);

  async function refresh(courier: Courier): Promise<CourierCitiesRefreshed> {
    const [theirs, ours] = await Promise.all([courier.cities(), directory.all()]);
    const list = theirs.map((city) => ({ ...city, cityId: findCity(ours, city.name)?.id ?? null }));
    await repository.replaceCourierCities(courier.name, list);
    return { cities: list.length, matched: list.filter((city) => city.cityId !== null).length };
  }

  return {
    refresh,

    /** The courier's cities as it names them; read from the courier the first time it is asked. */
    async list(courier: Courier) {
      let rows = await repository.courierCities(courier.name);
      if (rows.length === 0) {
        await refresh(courier);
        rows = await repository.courierCities(courier.name);
      }
      return rows;
    },
  };
}
