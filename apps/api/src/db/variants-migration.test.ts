/**
 * Migration 0013 (variants and the stock ledger, decision 0024) on a shop that already has products
 * and orders, on both databases: one variant per colour with the whole stock on the first, one
 * movement each so the ledger adds up, the old order lines naming their colour's variant, and the
 * products with more than one colour listed for a recount.
 */
import { describe, expect, it } from 'vitest';
import { createInventoryRepository } from '../modules/inventory/inventory.repository';
import { expectLedgerAddsUp } from '../test/stock-ledger';
import { setUpMigratedDatabase } from '../test/migrations';

describe('migration 0013 (variants and the stock ledger) on old products and orders', () => {
  const database = setUpMigratedDatabase('0013', async (old) => {
    await old.exec(`
      INSERT INTO products (id, title, description, price, discounted_price, quantity, type, sub_type, images, image_colors)
      VALUES
        (1, 'Two-colour bag', 'd', 500000, 500000, 3, 'Bags', NULL, '["a.webp","b.webp","c.webp"]', '["Red","Green"," red"]'),
        (2, 'Plain ring', 'd', 100000, 90000, 7, 'Jewelry', 'Rings', '["r.webp"]', '[]'),
        (3, 'Sold out anklet', 'd', 100000, 100000, 0, 'Jewelry', 'Anklets', '["s.webp"]', '["Silver"]');
      SELECT setval('products_id_seq', 3);
      INSERT INTO orders (id, shipping_info, original_total, total_price, delivery_fee, grand_total, status)
      VALUES (1, '{"fullName":"Old shopper","phone":"03001234567"}', 1000000, 1000000, 0, 1000000, 'pending');
      INSERT INTO order_lines (order_id, product_id, title, unit_price, quantity, selected_color, type)
      VALUES (1, 1, 'Two-colour bag', 500000, 1, 'green', 'Bags'),
             (1, 2, 'Plain ring', 90000, 1, '', 'Jewelry'),
             (1, 1, 'Two-colour bag', 500000, 1, 'Blue', 'Bags');
    `);
  });

  it('gives each colour a variant, the whole stock on the first, and keeps the total', async () => {
    const variants = await database.rows<{
      product_id: number;
      sku: string;
      options: Record<string, string>;
      quantity: number;
      position: number;
    }>(
      'SELECT product_id, sku, options, quantity, position FROM product_variants ORDER BY product_id, position',
    );
    expect(variants).toEqual([
      { product_id: 1, sku: 'P1-RED', options: { colour: 'Red' }, quantity: 3, position: 0 },
      { product_id: 1, sku: 'P1-GREEN', options: { colour: 'Green' }, quantity: 0, position: 1 },
      { product_id: 2, sku: 'P2', options: {}, quantity: 7, position: 0 },
      { product_id: 3, sku: 'P3-SILVER', options: { colour: 'Silver' }, quantity: 0, position: 0 },
    ]);
    const options = await database.rows<{ id: number; options: string[]; quantity: number }>(
      'SELECT id, options, quantity FROM products ORDER BY id',
    );
    expect(options).toEqual([
      { id: 1, options: ['Colour'], quantity: 3 },
      { id: 2, options: [], quantity: 7 },
      { id: 3, options: ['Colour'], quantity: 0 },
    ]);
  });

  it("writes one 'migration' movement per variant, so the ledger adds up", async () => {
    const movements = await database.rows<{ count: string | number }>(
      "SELECT count(*) AS count FROM stock_movements WHERE reason = 'migration' AND actor = 'system'",
    );
    expect(Number(movements[0]?.count)).toBe(4);
    await expectLedgerAddsUp(database.db);
  });

  it("names each old line's variant by its colour, and none for a colour the product lost", async () => {
    const lines = await database.rows<{
      selected_color: string;
      sku: string;
      variant_name: string;
    }>('SELECT selected_color, sku, variant_name FROM order_lines ORDER BY id');
    expect(lines).toEqual([
      { selected_color: 'green', sku: 'P1-GREEN', variant_name: 'Green' },
      { selected_color: '', sku: 'P2', variant_name: '' },
      { selected_color: 'Blue', sku: '', variant_name: '' },
    ]);
  });

  it('lists the products with more than one colour for a recount', async () => {
    expect(await createInventoryRepository(database.db).toRecount()).toEqual([
      { id: 1, title: 'Two-colour bag', quantity: 3 },
    ]);
  });
});
