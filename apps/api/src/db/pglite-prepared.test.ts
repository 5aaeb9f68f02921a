import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withPreparedStatements, type PreparedPGlite } from './pglite-prepared';

// The embedded database exists only without DATABASE_URL; one run of this file is enough.
describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite with prepared statements', () => {
  let pglite: PGlite;
  let prepared: PreparedPGlite;

  beforeEach(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`
      create table things (
        id serial primary key, name text unique not null, price int, tags text[], at timestamptz,
        meta jsonb, picture bytea, on_sale boolean, weight numeric(6, 2)
      );`);
    prepared = withPreparedStatements(pglite, { kept: 5 });
  });

  afterEach(async () => {
    await pglite.close();
  });

  const preparedNames = async () =>
    (await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name'))
      .rows;

  it('answers what PGlite’s own query() answers, for every kind of value and both row modes', async () => {
    const insert = `insert into things (name, price, tags, at, meta, picture, on_sale, weight)
      values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`;
    const values = [
      'Kundan set',
      4999,
      ['gold', 'bridal', 'a "quoted", comma'],
      new Date('2026-11-26T10:00:00.000Z'),
      { colours: ['red'], note: 'ü' },
      new Uint8Array([0, 1, 255]),
      true,
      '12.50',
    ];
    const ours = await prepared.query(insert, values);
    const theirs = await pglite.query(insert, ['Polki set', ...values.slice(1)]);
    expect({ ...(ours.rows[0] as object), id: 0, name: '' }).toEqual({
      ...(theirs.rows[0] as object),
      id: 0,
      name: '',
    });
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.affectedRows).toBe(1);

    const select =
      'select name, price, at from things where price = $1 and on_sale = $2 order by id';
    const options = { rowMode: 'array' as const, parsers: { 1184: (text: string) => text } };
    expect(await prepared.query(select, [4999, true], options)).toEqual(
      await pglite.query(select, [4999, true], options),
    );
    // A null is sent as SQL's null, whatever its parameter's type.
    await prepared.query('update things set price = $1 where name = $2', [null, 'Kundan set']);
    const unpriced = await prepared.query('select name from things where price is null');
    expect(unpriced.rows).toEqual([{ name: 'Kundan set' }]);
  });

  it('prepares a text once and reuses it, in a transaction or not', async () => {
    const byName = 'select id from things where name = $1';
    await prepared.query(byName, ['a']);
    await prepared.query(byName, ['b']);
    await prepared.transaction(async (tx) => {
      await tx.query(byName, ['c']);
    });
    expect(await preparedNames()).toHaveLength(1);
  });

  it('closes the least recently used past its limit and prepares a closed one again', async () => {
    const texts = Array.from({ length: 7 }, (_, index) => `select ${index} + $1::int as n`);
    for (const text of texts) await prepared.query(text, [1]);
    expect(await preparedNames()).toHaveLength(5);
    // The first two were closed; the first is prepared again (closing the third) and answers.
    expect((await prepared.query<{ n: number }>(texts[0] as string, [41])).rows).toEqual([
      { n: 41 },
    ]);
    expect(await preparedNames()).toHaveLength(5);
  });

  it('throws PostgreSQL’s error with its code and query, keeps nothing of a bad text, and goes on', async () => {
    await prepared.query('insert into things (name) values ($1)', ['Tote']);
    const duplicate = await prepared
      .query('insert into things (name) values ($1)', ['Tote'])
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({
      code: '23505',
      query: 'insert into things (name) values ($1)',
      params: ['Tote'],
    });
    const bad = await prepared.query('selec 1').catch((error: unknown) => error);
    expect(bad).toMatchObject({ code: '42601' });
    const wrongValue = await prepared
      .query('select id from things where price = $1', ['not a number'])
      .catch((error: unknown) => error);
    expect(wrongValue).toMatchObject({ code: '22P02' });
    expect(await preparedNames()).toHaveLength(2);
    expect((await prepared.query('select count(*)::int as n from things')).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('rolls a failed transaction back; its statements serve the next one', async () => {
    const insert = 'insert into things (name, price) values ($1, $2)';
    const failed = await prepared
      .transaction(async (tx) => {
        await tx.query(insert, ['Clutch', 100]);
        await tx.query(insert, ['Clutch', 200]);
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '23505' });
    expect((await prepared.query('select count(*)::int as n from things')).rows).toEqual([
      { n: 0 },
    ]);
    await prepared.transaction(async (tx) => {
      await tx.query(insert, ['Clutch', 300]);
      // Inside a failed transaction, PostgreSQL refuses every statement until the rollback.
      await tx.query(insert, ['Clutch', 400]).catch(() => undefined);
      await expect(tx.query('select 1')).rejects.toMatchObject({ code: '25P02' });
      await tx.rollback();
    });
    expect((await prepared.query('select count(*)::int as n from things')).rows).toEqual([
      { n: 0 },
    ]);
  });

  it('keeps queries from parallel callers out of a running transaction', async () => {
    const insert = 'insert into things (name, price) values ($1, $2)';
    const seen: number[] = [];
    await Promise.all([
      prepared.transaction(async (tx) => {
        await tx.query(insert, ['Potli', 1]);
        await new Promise((resolve) => setTimeout(resolve, 20));
        const inside = await tx.query<{ n: number }>('select count(*)::int as n from things');
        seen.push((inside.rows[0] as { n: number }).n);
        await tx.rollback();
      }),
      ...Array.from({ length: 20 }, (_, index) =>
        prepared.query(insert, [`Bangle ${index}`, index]),
      ),
    ]);
    // The transaction saw only its own row; the twenty others waited for it and were kept.
    expect(seen).toEqual([1]);
    expect((await prepared.query('select count(*)::int as n from things')).rows).toEqual([
      { n: 20 },
    ]);
  });
});
