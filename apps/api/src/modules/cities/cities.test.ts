/**
 * The shop's cities (issue #28, decision 0026): the checkout's picker (GET /api/cities), orders that
 * name a city on the list whatever its spelling, "other" cities kept as typed and flagged, and the
 * Shipping List's city filter finding both.
 */
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/app';
import { insertTestProduct, placeTestOrder, TEST_SHIPPING_INFO } from '../demo/test-fixtures';

interface CityAnswer {
  id: number;
  name: string;
  province: string;
  spellings: string[];
}

describe('cities', () => {
  const t = setUpTestApp();

  const cities = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/cities${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ cities: CityAnswer[] }>().cities;
  };

  const placeOrder = async (city: string) => {
    const product = await insertTestProduct(t.db, { priceRupees: 3500, quantity: 10 });
    return placeTestOrder(t.app, { id: product.id, priceRupees: 3500 }, { city });
  };

  it('lists every city, the largest first, with its province and spellings', async () => {
    const all = await cities();
    expect(all.length).toBeGreaterThan(200);
    expect(all.slice(0, 2).map((city) => city.name)).toEqual(['Karachi', 'Lahore']);
    expect(all.find((city) => city.name === 'Lahore')).toMatchObject({
      province: 'Punjab',
      spellings: expect.arrayContaining(['lhr']) as unknown,
    });
    expect(new Set(all.map((city) => city.name.toLowerCase())).size).toBe(all.length);
  });

  it('answers the whole list with an ETag a browser may keep', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/cities' });
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/cities',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['lhr', 'Lahore'],
    ['LAHORE ', 'Lahore'],
    ['faislabad', 'Faisalabad'],
    ['Rawalpndi', 'Rawalpindi'],
    ['d.i. khan', 'Dera Ismail Khan'],
    ['isl', 'Islamabad'],
    ['khan', 'Khanewal'],
    ['yar khan', 'Rahim Yar Khan'],
    ['dera', 'Dera Ghazi Khan'],
  ])('offers %s as %s first', async (typed, name) => {
    const offered = await cities(`?q=${encodeURIComponent(typed)}`);
    expect(offered[0]?.name).toBe(name);
    expect(offered.length).toBeLessThanOrEqual(8);
  });

  it('offers nothing for a place it cannot guess', async () => {
    expect(await cities('?q=zzqx')).toEqual([]);
  });

  it('refuses a search longer than a city with a 400 naming q', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cities?q=${'a'.repeat(500)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('q');
  });

  it('stores a city the list knows by its own name, however it was typed', async () => {
    const [lahore] = await cities('?q=Lahore');
    const order = await placeOrder(' lhr ');
    expect(order.shippingInfo.city).toBe('Lahore');
    expect(order.cityId).toBe(lahore?.id);
  });

  it('keeps a city the list lacks as typed, with no city: "other", for staff', async () => {
    const order = await placeOrder('Chak 59 Jhang Branch');
    expect(order.shippingInfo.city).toBe('Chak 59 Jhang Branch');
    expect(order.cityId).toBeNull();
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: t.auth,
    });
    expect(page.json<{ order: { cityId: number | null } }>().order.cityId).toBeNull();
  });

  it('matches the city again when staff correct the shipping details', async () => {
    const order = await placeOrder('Somewhere else');
    const [karachi] = await cities('?q=Karachi');
    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/shipping/update/${order.id}`,
      headers: t.auth,
      payload: { shippingInfo: { ...TEST_SHIPPING_INFO, city: 'khi' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ order: unknown }>().order).toMatchObject({
      cityId: karachi?.id,
      shippingInfo: { city: 'Karachi' },
    });
  });

  it("finds a city's orders in the Shipping List by any of its spellings", async () => {
    const order = await placeOrder('Multan');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?city=multaan',
      headers: t.auth,
    });
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json<{ items: { id: number }[] }>().items.map((row) => row.id);
    expect(ids).toEqual([order.id]);
  });
});
