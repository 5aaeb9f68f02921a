import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema/rate-limits';

export interface Hit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
}

/**
 * Fixed-window counters in one table. Each statement is atomic in the database, so parallel requests
 * and several server processes count every hit exactly once. Times come from the caller's clock.
 */
export function createRateLimitsRepository(db: Database) {
  return {
    async hit(key: string, windowMs: number, now: number, amount = 1): Promise<Hit> {
      const nowAt = new Date(now);
      const windowEnd = new Date(now + windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: amount, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.resetAt} <= ${nowAt} then ${amount}::int else ${rateLimits.hits} + ${amount}::int end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${nowAt} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
      if (!row) throw new Error('rate limit upsert returned no row');
      return { hits: row.hits, resetAt: row.resetAt.getTime() };
    },

    /** The hits of the current window, counting nothing (null when none are counted). */
    async peek(key: string, now: number): Promise<Hit | null> {
      const [row] = await db
        .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, new Date(now))));
      return row ? { hits: row.hits, resetAt: row.resetAt.getTime() } : null;
    },

    /** Takes hits back while the window lasts (an attempt that turned out to be allowed). */
    async undo(key: string, now: number, amount = 1): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - ${amount}::int, 0)` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, new Date(now))));
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    async purgeExpired(now: number): Promise<number> {
      const rows = await db
        .delete(rateLimits)
        .where(lt(rateLimits.resetAt, new Date(now)))
        .returning({ key: rateLimits.key });
      return rows.length;
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
