import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Writes the values into the row with this serial id, as the back-office resources edit one of their
 * rows, in one statement. Answers the row as it is now, or undefined when there was no such row (the
 * service's 404).
 */
export async function updateById<Table extends PgTable & { id: PgColumn }>(
  db: Database,
  table: Table,
  id: number,
  values: PgUpdateSetSource<Table>,
): Promise<Table['$inferSelect'] | undefined> {
  // Drizzle cannot work out the row's type from a table that is a type parameter.
  const rows = (await db
    .update(table)
    .set(values)
    .where(eq(table.id, id))
    .returning()) as Table['$inferSelect'][];
  return rows[0];
}
