import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { setUpTempDir } from '../test/temp-dir';
import { openDatabase } from './client';
import { contacts } from './schema/contacts';

// PGlite on disk exists only without DATABASE_URL; one run of this file is enough.
describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite in a data directory', () => {
  const temp = setUpTempDir('shop-pglite-');

  it('fsyncs every commit and keeps committed rows across a restart', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: temp.path });
    await database.migrate();
    const fsync = vi.spyOn(fs, 'fsyncSync');
    try {
      await database.db.execute(
        sql`insert into contacts (name, email, phone, message) values ('Ayesha', 'a@b.pk', '03001234567', 'Hi')`,
      );
      expect(fsync).toHaveBeenCalled();
    } finally {
      fsync.mockRestore();
      await database.close();
    }

    const reopened = await openDatabase({ kind: 'pglite', dataDir: temp.path });
    try {
      const rows = await reopened.db.select({ name: contacts.name }).from(contacts);
      expect(rows).toEqual([{ name: 'Ayesha' }]);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
