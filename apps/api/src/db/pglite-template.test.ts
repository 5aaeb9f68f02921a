/**
 * A new embedded database is unpacked from the build's template instead of running initdb. These
 * tests make their own small template (an initdb'd cluster, dumped) so they do not depend on a build.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DurableNodeFS } from './durable-node-fs';
import { unpackTemplateIfNew } from './pglite-template';

describe.runIf(process.env.TEST_DB !== 'postgres')('the embedded database from a template', () => {
  let root: string;
  let template: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-template-'));
    const cluster = await PGlite.create();
    await cluster.exec('create table made_by_the_template (id int)');
    const dump = await cluster.dumpDataDir('gzip');
    await cluster.close();
    template = path.join(root, 'template.tar.gz');
    writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
  }, 120_000);

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function tablesIn(dataDir: string): Promise<string[]> {
    const client = await PGlite.create({ fs: new DurableNodeFS(dataDir) });
    try {
      const result = await client.query<{ name: string }>(
        "select tablename as name from pg_tables where schemaname = 'public'",
      );
      return result.rows.map((row) => row.name);
    } finally {
      await client.close();
    }
  }

  it('a new folder becomes a cluster PGlite resumes; the marker is gone once it is on disk', async () => {
    const dataDir = path.join(root, 'new', 'pglite');
    await unpackTemplateIfNew(dataDir, template);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${dataDir}.unpacking`)).toBe(false);
    expect(await tablesIn(dataDir)).toEqual(['made_by_the_template']);
  }, 60_000);

  it('an existing cluster is never touched', async () => {
    const dataDir = path.join(root, 'existing', 'pglite');
    await unpackTemplateIfNew(dataDir, template);
    const client = await PGlite.create({ fs: new DurableNodeFS(dataDir) });
    await client.exec('create table the_shops_own (id int)');
    await client.close();

    await unpackTemplateIfNew(dataDir, template);
    expect((await tablesIn(dataDir)).sort()).toEqual(['made_by_the_template', 'the_shops_own']);
  }, 60_000);

  it('a first start interrupted while unpacking is redone from the template', async () => {
    const dataDir = path.join(root, 'interrupted', 'pglite');
    mkdirSync(path.join(dataDir, 'base'), { recursive: true });
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    writeFileSync(`${dataDir}.unpacking`, '');

    await unpackTemplateIfNew(dataDir, template);
    expect(existsSync(`${dataDir}.unpacking`)).toBe(false);
    expect(await tablesIn(dataDir)).toEqual(['made_by_the_template']);
  }, 60_000);
});
