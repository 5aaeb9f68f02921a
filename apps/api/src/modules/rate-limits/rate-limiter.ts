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

  function refusal(rule: RateRule, resetAt: number): AppError {
    const seconds = Math.max(1, Math.ceil((resetAt - now()) / 1000));
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return AppError.retryLater('rate_limited', rule.message(minutes), seconds);
  }

  /** Throws the 429 of the first check whose rule is used up already, counting nothing. */
  async function refuseWhenOver(checks: readonly RateCheck[]): Promise<void> {
    for (const check of checks) {
      const [rule, , amount = 1] = check;
      const counted = await repository.peek(storedKey(check), now());
      if (counted && counted.hits + amount > rule.max) throw refusal(rule, counted.resetAt);
    }
  }

  return {
    /**
     * Counts one hit for each check, in order, and throws a 429 with Retry-After at the first rule
     * that refuses; returns the hits counted. A client already over a rule is refused before anything
     * is written, so a refused attempt counts on no rule and adds no row (a script that keeps trying
     * costs one read per rule). A hit that goes over (parallel requests) stops there too.
     */
    async take(checks: readonly RateCheck[]): Promise<number[]> {
      await refuseWhenOver(checks);
      const counted: number[] = [];
      for (const check of checks) {
        const [rule, , amount = 1] = check;
        const { hits, resetAt } = await repository.hit(
          storedKey(check),
          rule.windowMs,
          now(),
          amount,
        );
        if (hits > rule.max) {
          // Over in a race with parallel requests: refused, so it counts no more than one refused
          // before it was written would (a caller gives back exactly what take counted).
          await repository.undo(storedKey(check), now(), amount);
          throw refusal(rule, resetAt);
        }
        counted.push(hits);
      }
      return counted;
    },

    /**
     * Counts one hit for every check, or none: a 429 with Retry-After for the first that would go over
     * its rule, the others taken back. One statement on the database store, whatever the number of
     * checks (an order's phone and units); on Redis, one check after the other.
     */
    async takeAll(checks: readonly RateCheck[]): Promise<void> {
      if (!repository.hitAllWithin) {
        const counted: RateCheck[] = [];
        try {
          for (const check of checks) {
            await this.take([check]);
            counted.push(check);
          }
        } catch (error) {
          // The refusal is the answer; a count left too high ends with its window.
          await this.giveBack(counted).catch(() => undefined);
          throw error;
        }
        return;
      }
      const refused = await repository.hitAllWithin(
        checks.map((check) => {
          const [rule, , amount = 1] = check;
          return { key: storedKey(check), amount, max: rule.max, windowMs: rule.windowMs };
        }),
        now(),
      );
      if (refused) throw refusal((checks[refused.index] as RateCheck)[0], refused.resetAt);
    },

    refuseWhenOver,

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
