import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema/rate-limits';

/** One of several hits counted together (hitAllWithin): its key, its amount and its rule's. */
export interface WantedHit {
  key: string;
  amount: number;
  max: number;
  windowMs: number;
}

/** The first of several hits that would go over its rule, with when its window ends (ms). */
export interface Refused {
  index: number;
  resetAt: number;
}

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

    /**
     * Counts every hit or none, in one statement on the happy path: each upsert counts only while its
     * key stays within its rule (a row's lock serializes parallel hits on one key, each seeing the
     * last's count). When one would go over, the others this counted are taken back (a second
     * statement, on that path alone) and the first refused is answered; else null.
     */
    async hitAllWithin(wanted: readonly WantedHit[], now: number): Promise<Refused | null> {
      if (wanted.length === 0) return null;
      const nowAt = new Date(now).toISOString();
      const rows = wanted.map(
        (hit, index) =>
          sql`(${index}::int, ${hit.key}::text, ${hit.amount}::int, ${hit.max}::int, ${new Date(now + hit.windowMs).toISOString()}::timestamptz)`,
      );
      const result = (await db.execute(sql`
        with wanted(ord, key, amount, max, reset_at) as (values ${sql.join(rows, sql`, `)}),
        counted as (
          insert into ${rateLimits} (key, hits, reset_at)
          select key, amount, reset_at from wanted where amount <= max
          on conflict (key) do update set
            hits = case when ${rateLimits.resetAt} <= ${nowAt}::timestamptz then excluded.hits
                        else ${rateLimits.hits} + excluded.hits end,
            reset_at = case when ${rateLimits.resetAt} <= ${nowAt}::timestamptz then excluded.reset_at
                            else ${rateLimits.resetAt} end
          where ${rateLimits.resetAt} <= ${nowAt}::timestamptz
             or ${rateLimits.hits} + excluded.hits <= (select w.max from wanted w where w.key = excluded.key)
          returning key)
        select w.ord, w.key in (select key from counted) as counted, r.reset_at
        from wanted w left join ${rateLimits} r on r.key = w.key
        order by w.ord`)) as {
        rows: { ord: number; counted: boolean; reset_at: string | Date | null }[];
      };
      const refused = result.rows.find((row) => !row.counted);
      if (!refused) return null;
      for (const row of result.rows) {
        const hit = wanted[Number(row.ord)] as WantedHit;
        if (row.counted) await this.undo(hit.key, now, hit.amount);
      }
      const index = Number(refused.ord);
      const ends = refused.reset_at === null ? Number.NaN : new Date(refused.reset_at).getTime();
      const windowMs = (wanted[index] as WantedHit).windowMs;
      return { index, resetAt: ends > now ? ends : now + windowMs };
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

/**
 * A store of the limits: the database's, or Redis's (one key per script, so a Redis Cluster works),
 * which has no hitAllWithin: the rate limiter counts several checks there one at a time.
 */
export type RateLimitsRepository = Omit<
  ReturnType<typeof createRateLimitsRepository>,
  'hitAllWithin'
> &
  Partial<Pick<ReturnType<typeof createRateLimitsRepository>, 'hitAllWithin'>>;
