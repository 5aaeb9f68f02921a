/**
 * Migration 0015 (the shop's cities, decision 0026) on a shop that already has orders, on both
 * databases: each old order names its city where the spelling matches whole, and keeps "other" (no
 * city) where it does not; what the shopper typed is left as it was.
 */
import { describe, expect, it } from 'vitest';
import { setUpMigratedDatabase } from '../test/migrations';

describe('migration 0015 (cities) on old orders', () => {
  const database = setUpMigratedDatabase('0015', async (old) => {
    const typed = ['Lahore', ' lahore ', 'LHR', 'D.I. Khan', 'Takht Bhai', 'Chak 59', ''];
    const rows = typed
      .map(
        (city, index) =>
          `(${index + 1}, '{"fullName":"Old shopper","phone":"03001234567","city":${JSON.stringify(city)}}', 100000, 100000, 0, 100000, 'delivered')`,
      )
      .join(',\n');
    await old.exec(`
      INSERT INTO orders (id, shipping_info, original_total, total_price, delivery_fee, grand_total, status)
      VALUES ${rows};
    `);
  });

  it('names the city of each old order whose spelling the list knows, and no other', async () => {
    const matched = await database.rows<{ typed: string; city: string | null }>(`
      SELECT orders.shipping_info ->> 'city' AS typed, cities.name AS city
      FROM orders LEFT JOIN cities ON cities.id = orders.city_id ORDER BY orders.id
    `);
    expect(matched).toEqual([
      { typed: 'Lahore', city: 'Lahore' },
      { typed: ' lahore ', city: 'Lahore' },
      { typed: 'LHR', city: 'Lahore' },
      { typed: 'D.I. Khan', city: 'Dera Ismail Khan' },
      { typed: 'Takht Bhai', city: 'Takht-i-Bahi' },
      { typed: 'Chak 59', city: null },
      { typed: '', city: null },
    ]);
  });
});
