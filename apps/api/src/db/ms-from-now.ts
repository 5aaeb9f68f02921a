import { sql, type SQL } from 'drizzle-orm';

/**
 * The database's time `ms` from now. Leases and retry times are written in the database's clock, the
 * one every server process compares them with.
 */
export function msFromNow(ms: number): SQL {
  return sql`now() + make_interval(secs => ${ms / 1000})`;
}
