import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { msFromNow } from './ms-from-now';

/** A table the jobs work through: each row is tried, and leased while it is (decision 0010). */
type LeasedTable = PgTable & { id: PgColumn; attempts: PgColumn; nextAttemptAt: PgColumn };

/**
 * The jobs' claim (decision 0010): up to `limit` due rows, locked with SKIP LOCKED so another process
 * takes others, then counted one more attempt and leased for `leaseMs` in the same transaction, so the
 * lease is committed before any row is worked on. The rows come back as they were read.
 */
export function claimDue<Table extends LeasedTable>(
  db: Database,
  table: Table,
  claim: {
    /** Which rows are due, next_attempt_at included. */
    where: SQL | undefined;
    orderBy: (PgColumn | SQL)[];
    limit: number;
    leaseMs: number;
    /** What else a claimed row becomes (a booking's state). */
    set?: PgUpdateSetSource<Table>;
  },
): Promise<Table['$inferSelect'][]> {
  return db.transaction(async (tx) => {
    const due = (await tx
      .select()
      .from(table as PgTable)
      .where(claim.where)
      .orderBy(...claim.orderBy)
      .limit(claim.limit)
      .for('update', { skipLocked: true })) as (Table['$inferSelect'] & { id: number })[];
    if (due.length === 0) return due;
    await tx
      .update(table)
      .set({
        ...claim.set,
        attempts: sql`${table.attempts} + 1`,
        nextAttemptAt: msFromNow(claim.leaseMs),
      } as PgUpdateSetSource<Table>)
      .where(
        inArray(
          table.id,
          due.map((row) => row.id),
        ),
      );
    return due;
  });
}
