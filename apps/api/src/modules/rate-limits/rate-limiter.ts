/**
 * Rate limits shared by every server process: each rule counts hits per key in a fixed window, in the
 * database (rate-limits.repository.ts) or, with REDIS_URL, in Redis (rate-limits.redis-repository.ts).
 * A hit is counted before the work it guards is done, so parallel requests cannot all slip in before
 * the first one is counted.
 */
import { AppError } from '../../plugins/errors';
import type { RateLimitsRepository } from './rate-limits.repository';

export interface RateRule {
  /** Part of the stored key: 'login:address', 'orders:phone' … */
  name: string;
  max: number;
  windowMs: number;
  /** What the client is told, given the whole minutes until it may try again. */
  message(minutes: number): string;
}

/** A rule, the key it counts under, and how many hits this request is (1 unless it says: units). */
export type RateCheck = readonly [rule: RateRule, key: string, amount?: number];

/** '1 minute', '15 minutes', '3 hours': the wait a person is told, rounded up. */
export function minutesText(minutes: number): string {
  if (minutes >= 120) {
    const hours = Math.ceil(minutes / 60);
    return `${hours} hours`;
  }
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function createRateLimiter(repository: RateLimitsRepository, now: () => number = Date.now) {
  const storedKey = ([rule, key]: RateCheck) => `${rule.name}:${key}`;
  return {
    /**
     * Counts one hit for each check; throws a 429 with Retry-After when any of them is over its rule's
     * maximum (the hits stay counted: a client that keeps trying is still over).
     */
    async take(checks: readonly RateCheck[]): Promise<void> {
      let refused: { rule: RateRule; waitMs: number } | undefined;
      for (const check of checks) {
        const [rule, , amount = 1] = check;
        const { hits, resetAt } = await repository.hit(
          storedKey(check),
          rule.windowMs,
          now(),
          amount,
        );
        const waitMs = resetAt - now();
        if (hits > rule.max && (!refused || waitMs > refused.waitMs)) refused = { rule, waitMs };
      }
      if (refused) {
        const seconds = Math.max(1, Math.ceil(refused.waitMs / 1000));
        const minutes = Math.max(1, Math.ceil(seconds / 60));
        throw AppError.retryLater('rate_limited', refused.rule.message(minutes), seconds);
      }
    },

    /** Takes back the hits of an attempt that turned out to be allowed. */
    async giveBack(checks: readonly RateCheck[]): Promise<void> {
      for (const check of checks) await repository.undo(storedKey(check), now(), check[2] ?? 1);
    },

    async clear(check: RateCheck): Promise<void> {
      await repository.reset(storedKey(check));
    },

    purgeExpired: () => repository.purgeExpired(now()),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
