/**
 * Migration 0005 on a shop that already has orders: they get numbers in the order they were placed,
 * a tracking token each, their phone's key and the status "confirmed" with one event saying why (as
 * "pending" the expiry would cancel them all at the first start), and new orders number on after them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMigrationsFolder, PGLITE_EXTENSIONS } from './client';

const folder = findMigrationsFolder();
const files = readdirSync(folder)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();

async function apply(client: PGlite, file: string) {
  const statements = readFileSync(path.join(folder, file), 'utf8').split(
    '--> statement-breakpoint',
  );
  for (const statement of statements) if (statement.trim()) await client.exec(statement);
}

// PGlite runs the same SQL as PostgreSQL; one database is enough for a migration's own rules.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'migration 0005 (order statuses) on existing orders',
  () => {
    let client: PGlite;
    beforeAll(async () => {
      client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
      for (const file of files.filter((name) => name < '0005')) await apply(client, file);
      for (const [phone, day] of [
        ['03001234567', '2026-01-02'],
        ['+92 300 7654321', '2026-01-01'],
        ['03111111111', '2026-01-03'],
      ]) {
        await client.query(
          `INSERT INTO orders (shipping_info, original_total, total_price, delivery_fee, grand_total, created_at)
         VALUES ($1, 100000, 100000, 0, 100000, $2)`,
          [{ fullName: 'Old shopper', phone }, day],
        );
      }
      for (const file of files.filter((name) => name >= '0005')) await apply(client, file);
    });
    afterAll(async () => {
      await client.close();
    });

    it('numbers, confirms and keys the orders placed before it', async () => {
      const { rows } = await client.query<Record<string, unknown>>(
        'SELECT id, number, status, phone_key, tracking_token, status_changed_at, created_at FROM orders ORDER BY id',
      );
      expect(rows.map((row) => row.number)).toEqual([10001, 10002, 10003]);
      expect(rows.every((row) => row.status === 'confirmed')).toBe(true);
      // Only the checkout's own spelling is keyed by the migration; the server keys every other.
      expect(rows.map((row) => row.phone_key)).toEqual(['+923001234567', null, '+923111111111']);
      expect(new Set(rows.map((row) => row.tracking_token)).size).toBe(3);
      for (const row of rows) {
        expect(row.tracking_token).toMatch(/^[0-9a-f]{64}$/);
        expect(row.status_changed_at).toEqual(row.created_at);
      }
      const events = await client.query<Record<string, unknown>>(
        'SELECT actor, from_status, to_status, note FROM order_events ORDER BY order_id',
      );
      expect(events.rows).toHaveLength(3);
      expect(events.rows[0]).toEqual({
        actor: 'system',
        from_status: null,
        to_status: 'confirmed',
        note: 'Placed before orders had statuses.',
      });
    });

    it('numbers new orders after them, pending', async () => {
      const { rows } = await client.query<Record<string, unknown>>(
        `INSERT INTO orders (shipping_info, original_total, total_price, delivery_fee, grand_total)
       VALUES ('{}', 1, 1, 0, 1) RETURNING number, status, tracking_token`,
      );
      expect(rows[0]).toMatchObject({ number: 10004, status: 'pending' });
      expect(rows[0]?.tracking_token).toMatch(/^[0-9a-f]{64}$/);
    });
  },
);
