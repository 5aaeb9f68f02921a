/**
 * Counts failed sign-ins per client address + email in memory: after MAX_FAILURES within the window the
 * pair is refused until the oldest failure leaves the window. The map is capped so a flood of invented
 * emails cannot grow it without bound (the oldest entries go first).
 */
export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;
const MAX_KEYS = 10_000;

export interface LoginRateLimiter {
  /** Milliseconds until the pair may try again, or 0 when it may try now. */
  retryAfter(key: string): number;
  fail(key: string): void;
  reset(key: string): void;
}

export function createLoginRateLimiter(now: () => number = Date.now): LoginRateLimiter {
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const cutoff = now() - WINDOW_MS;
    const list = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (list.length === 0) failures.delete(key);
    return list;
  };

  return {
    retryAfter(key) {
      const list = recent(key);
      if (list.length < MAX_FAILURES) return 0;
      const oldest = list[list.length - MAX_FAILURES] ?? now();
      return Math.max(1, oldest + WINDOW_MS - now());
    },
    fail(key) {
      const list = recent(key);
      list.push(now());
      // Re-insert so the map's order is least recently failed first.
      failures.delete(key);
      failures.set(key, list.slice(-MAX_FAILURES));
      while (failures.size > MAX_KEYS) {
        const oldestKey = failures.keys().next().value;
        if (oldestKey === undefined) break;
        failures.delete(oldestKey);
      }
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
