import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** Whether the table holds a row that `where` finds; reads one at the most. */
export async function rowExists(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return row !== undefined;
}
