import { citiesAnswerSchema } from '@shop/domain/schemas/cities.schema';
import type { City } from '@shop/domain/cities';
import { apiRequest } from '../../../../lib/api-client';

/**
 * GET /api/cities → every city the shop knows, ranked in the browser as the shopper types. Without the
 * list (offline, an error) the field still takes any city: no toast, the picker just offers nothing.
 */
export async function getCities(): Promise<City[]> {
  const { cities } = await apiRequest('/cities', {
    schema: citiesAnswerSchema,
    toastOnError: false,
  });
  return cities;
}
