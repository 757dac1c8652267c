/**
 * Rate limiting behind a small port: this in-memory fixed window suits one instance; a deployment
 * with several instances swaps in a shared one (a Postgres or Redis counter) with the same contract.
 */

/** At most `limit` requests per `windowMs` for one key. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request for `key` at `now` and says whether it is within the rule, or when to come back. */
  hit(key: string, rule: RateRule, now: Date): RateDecision | Promise<RateDecision>;
}

/**
 * A fixed-window counter per key in this process. Windows that have ended are swept when the table
 * grows past `maxKeys`, so a flood of distinct addresses cannot grow memory without bound.
 */
export function createMemoryRateLimiter(options: { maxKeys?: number } = {}): RateLimiter {
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, { endsAt: number; count: number }>();
  return {
    hit(key, rule, now) {
      const at = now.getTime();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        if (windows.size >= maxKeys) sweep(windows, at, maxKeys);
        window = { endsAt: at + rule.windowMs, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= rule.limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - at) / 1000)) };
    },
  };
}

function sweep(windows: Map<string, { endsAt: number }>, at: number, maxKeys: number): void {
  for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  // Still full of live windows: forgetting the oldest lets only those keys start afresh.
  for (const key of windows.keys()) {
    if (windows.size < maxKeys) break;
    windows.delete(key);
  }
}
