/**
 * The back office's couriers (issue #28): only a courier with its settings is offered, and its cities
 * come from its own cities call (here Trax's test server), each matched to the shop's city.
 */
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/app';
import { startTraxServer, TRAX_KEY } from '../../test/couriers/trax-server';
import { NO_DELIVERY_CITY, testCities } from '../../test/couriers/test-cities';
import { setUpForTests } from '../../test/set-up-for-tests';

/** Trax lists a city it does not deliver to with no service: the adapter leaves it out. */
const DELIVERED_TO = testCities.filter((city) => city.name !== NO_DELIVERY_CITY);

describe("the couriers' cities", () => {
  const trax = setUpForTests(startTraxServer);
  const t = setUpTestApp(() => ({
    env: { TRAX_API_KEY: TRAX_KEY, TRAX_API_URL: trax.apiUrl },
  }));

  const get = (url: string, headers = t.auth) => t.app.inject({ method: 'GET', url, headers });

  it('offers only the couriers that are set up', async () => {
    const response = await get('/api/admin/couriers');
    expect(response.json()).toEqual({ couriers: [{ name: 'trax', label: 'Trax' }] });
  });

  it("lists a courier's cities as it names them, each matched to the shop's city", async () => {
    const response = await get('/api/admin/couriers/trax/cities');
    expect(response.statusCode, response.body).toBe(200);
    const { cities } = response.json<{
      cities: { id: string; name: string; cityId: number | null }[];
    }>();
    expect(cities).toHaveLength(DELIVERED_TO.length);
    expect(cities.map((city) => city.name)).not.toContain(NO_DELIVERY_CITY);
    const ours = (await get('/api/cities?q=Karachi')).json<{ cities: { id: number }[] }>();
    const karachi = DELIVERED_TO.find((city) => city.name === 'Karachi');
    expect(cities).toContainEqual({
      id: String(karachi?.id),
      name: 'Karachi',
      cityId: ours.cities[0]?.id,
    });
    // Asked once: the second list is read from the shop's copy.
    const calls = trax.requests.filter((request) => request.path.endsWith('/cities')).length;
    await get('/api/admin/couriers/trax/cities');
    expect(trax.requests.filter((request) => request.path.endsWith('/cities'))).toHaveLength(calls);
  });

  it('reads the list again on request, and says how many places are the shop’s cities', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/couriers/trax/cities/refresh',
      headers: t.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { cities, matched } = response.json<{ cities: number; matched: number }>();
    expect(cities).toBe(DELIVERED_TO.length);
    expect(matched).toBeGreaterThan(30);
    expect(matched).toBeLessThanOrEqual(cities);
  });

  it('answers 503 with the courier named when it fails, keeping the list it had', async () => {
    trax.faults.serverError = true;
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/couriers/trax/cities/refresh',
        headers: t.auth,
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.json<{ message: string }>().message).toMatch(/^Trax did not answer/);
    } finally {
      trax.faults.serverError = false;
    }
    const kept = await get('/api/admin/couriers/trax/cities');
    expect(kept.json<{ cities: unknown[] }>().cities).toHaveLength(DELIVERED_TO.length);
  });

  it('says a courier without settings is not set up, and refuses one the shop does not know', async () => {
    const postex = await get('/api/admin/couriers/postex/cities');
    expect(postex.statusCode).toBe(404);
    expect(postex.json()).toEqual({ message: 'PostEx is not set up for this shop.' });
    const unknown = await get('/api/admin/couriers/dhl/cities');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      courier: 'Courier must be postex, leopards or trax',
    });
  });

  it('is for staff only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/couriers/trax/cities' });
    expect(response.statusCode).toBe(401);
  });
});
