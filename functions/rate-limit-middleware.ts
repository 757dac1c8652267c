/**
 * A per-address rate limit for the small calls (phone reveals, miscellaneous): 429 with Retry-After
 * and a sentence a person can read. POST /api/leads has its own, with a per-tenant rule as well.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { RateLimiter, RateRule } from './rate-limit.ts';
import type { TenantEnv } from './tenancy.ts';

/** "30 seconds", "2 minutes": how long a rate-limited shopper waits. */
export function waitText(seconds: number): string {
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

export interface PerClientLimit {
  limiter: RateLimiter;
  rule: RateRule;
  /** Keeps one call's counts apart from another's in a shared limiter. */
  scope: string;
  clientIp: (c: Context) => string;
  clock: () => Date;
  onLimited?: (c: Context<TenantEnv>) => void;
}

export function limitPerClient({ limiter, rule, scope, clientIp, clock, onLimited }: PerClientLimit) {
  return createMiddleware<TenantEnv>(async (c, next) => {
    const decision = await limiter.hit(`${scope}:${c.get('tenant')}:${clientIp(c)}`, rule, clock());
    if (decision.allowed) return next();
    onLimited?.(c);
    c.header('Retry-After', String(decision.retryAfterSeconds));
    return c.json({ error: `Too many requests from your connection. Please try again in ${waitText(decision.retryAfterSeconds)}.` }, 429);
  });
}
