/**
 * Statements asked for together (pipelined.ts) and Drizzle's BEGIN sent with the first of them
 * (postgres-pool.ts), on both databases: the order kept, each statement's own snapshot, a failure
 * failing the transaction; and on PostgreSQL, the writes they leave in.
 */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import type { Database } from './client';
import { pipelined } from './pipelined';

const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table pipeline_probe (n int not null)`);
});
afterAll(async () => {
  await t?.close();
});

const rows = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('pipelined statements', () => {
  it('run in the order asked, each after the lock before it is held, with a snapshot of its own', async () => {
    // Each transaction takes one lock, counts the rows, and writes the count: in the order asked, the
    // count comes after the lock and sees every row written before the lock was granted.
    const writer = () =>
      t.db.transaction(async (tx) => {
        const [, counted] = pipelined(
          () => tx.execute(sql`select pg_advisory_xact_lock(4242)`),
          () => rows(tx, sql`select count(*)::int as n from pipeline_probe`),
        );
        const n = Number((await counted)[0]?.n);
        await tx.execute(sql`insert into pipeline_probe (n) values (${n})`);
        return n;
      });
    const seen = await Promise.all(Array.from({ length: 12 }, writer));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, n) => n));
  });

  it('fail the transaction from the first that fails, and the connection serves the next one', async () => {
    const [before] = await rows(t.db, sql`select count(*)::int as n from pipeline_probe`);
    const failed = t.db.transaction(async (tx) => {
      const [written, divided, after] = pipelined(
        () => tx.execute(sql`insert into pipeline_probe (n) values (-1)`),
        () => tx.execute(sql`select 1 / 0`),
        () => tx.execute(sql`select 1`),
      );
      await written;
      await divided;
      await after;
    });
    await expect(failed).rejects.toThrow();
    const [now] = await rows(t.db, sql`select count(*)::int as n from pipeline_probe`);
    expect(now?.n).toBe(before?.n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.db.transaction(async (tx) => rows(tx, sql`select ${n}::int as n`)),
      ),
    );
    expect(answers.map((answer) => answer[0]?.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('answer a refusal read first while the answers after it are never read', async () => {
    const refused = t.db.transaction(async (tx) => {
      const [first] = pipelined(
        () => tx.execute(sql`select 1`).then(() => Promise.reject(new Error('refused'))),
        () => tx.execute(sql`select 1 / 0`),
      );
      await first;
    });
    await expect(refused).rejects.toThrow('refused');
  });
});

describe.skipIf(!onPostgres)('on PostgreSQL, the writes', () => {
  /** Writes to PostgreSQL's port while `work` runs (a write is a syscall and a packet). */
  async function writesDuring(work: () => Promise<unknown>): Promise<number> {
    type Write = (this: net.Socket, ...args: unknown[]) => unknown;
    const socket = net.Socket.prototype as unknown as Record<'_write' | '_writev', Write>;
    const [write, writev] = [socket._write, socket._writev];
    let writes = 0;
    const port = Number(new URL(process.env.TEST_DATABASE_URL ?? '').port || 5432);
    const counted = (original: Write): Write =>
      function (this: net.Socket, ...args: unknown[]) {
        if (this.remotePort === port) writes += 1;
        return original.apply(this, args);
      };
    socket._write = counted(write);
    socket._writev = counted(writev);
    try {
      await work();
    } finally {
      socket._write = write;
      socket._writev = writev;
    }
    return writes;
  }

  it('send BEGIN with the first statements asked for together, in one write', async () => {
    // Warm: the pool's connection is open before counting.
    await t.db.transaction(async (tx) => tx.execute(sql`select 1`));
    const writes = await writesDuring(() =>
      t.db.transaction(async (tx) => {
        const answers = pipelined(
          () => rows(tx, sql`select 1 as n`),
          () => rows(tx, sql`select 2 as n`),
          () => rows(tx, sql`select 3 as n`),
        );
        expect((await Promise.all(answers)).map((answer) => answer[0]?.n)).toEqual([1, 2, 3]);
      }),
    );
    // BEGIN and the three statements; then COMMIT.
    expect(writes).toBe(2);
  });
});
