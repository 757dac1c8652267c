/**
 * Pipeline step: request limits (429 with Retry-After and a sentence a person can read), checked
 * before the body is read. Each call names its limits: the small calls one per address, POST
 * /api/leads one per address and one per tenant.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { RateLimiter, RateRule } from '../rate-limit.ts';
import type { ClientIp } from './client-address.ts';
import type { TenantEnv } from './tenant.ts';

/** "30 seconds", "2 minutes": how long a rate-limited shopper waits. */
export function waitText(seconds: number): string {
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/** One limit a request counts against. */
export interface RateLimit {
  /** Told to `onLimited` when this limit refuses (a log reason such as 'ip' or 'tenant'). */
  name: string;
  rule: RateRule;
  /** The counter this request counts against; scope it so calls sharing a limiter stay apart. */
  key: (c: Context<TenantEnv>, clientIp: string) => string;
  /** What the refused shopper reads, before "Please try again in …". */
  refusal: string;
}

export interface RateLimitOptions {
  limiter: RateLimiter;
  clock: () => Date;
  clientIp: ClientIp;
  /** Checked in order; the first that refuses answers, and the limits after it do not count the request. */
  limits: readonly RateLimit[];
  onLimited?: (c: Context<TenantEnv>, limit: RateLimit) => void;
}

/** A per-address limit for one call, per tenant: `Too many requests from your connection.` */
export function perClient(scope: string, rule: RateRule): RateLimit {
  return {
    name: 'client',
    rule,
    refusal: 'Too many requests from your connection.',
    key: (c, clientIp) => `${scope}:${c.get('tenant')}:${clientIp}`,
  };
}

/** 429 `{ error }` with Retry-After when a limit is used up, else on to the next step. */
export function rateLimit({ limiter, clock, clientIp, limits, onLimited }: RateLimitOptions) {
  return createMiddleware<TenantEnv>(async (c, next) => {
    const now = clock();
    const address = clientIp(c);
    for (const limit of limits) {
      const decision = await limiter.hit(limit.key(c, address), limit.rule, now);
      if (decision.allowed) continue;
      onLimited?.(c, limit);
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return c.json({ error: `${limit.refusal} Please try again in ${waitText(decision.retryAfterSeconds)}.` }, 429);
    }
    await next();
  });
}
