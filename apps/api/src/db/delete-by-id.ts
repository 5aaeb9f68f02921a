import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Deletes the row with this serial id, as every back-office resource deletes one of its rows; false
 * when there was no such row (the service's 404).
 */
export async function deleteById(
  db: Database,
  table: PgTable & { id: PgColumn },
  id: number,
): Promise<boolean> {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}
