/**
 * The two small checks the sign-in and finance forms make before sending a code (spec 02 §7):
 *
 * - POST /api/rate-limit `{ phone }`: "Non-OK means too many attempts" → 200 `{ ok: true }`, or 429
 *   with 'Too many verification attempts. Please try again later.' once the phone has used up the
 *   send allowance (5 an hour by default, the one-time code policy's) or the address its limit.
 *   It counts its own calls; the code service still enforces its limits on every send.
 * - GET /api/check-if-contact-exists?phone_number= → `{ data: { exists }, error: null }`. It must not
 *   become a phone-number oracle: the answer has one shape for known and unknown numbers, and one
 *   timing: the lookup's answer leaves no sooner than a fixed floor after the lookup began
 *   (CONTACT_CHECK_ANSWER_FLOOR_MS), so a found row, a miss, a warm or a cold cache all take the
 *   floor (a lookup slower than the floor, a database in trouble, is slow for both alike). It is
 *   limited per address and per tenant (so a sweep through numbers is slow from any number of
 *   addresses), never cached, and refused to other sites' pages (Sec-Fetch-Site cross-site).
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { DEFAULT_ONE_TIME_CODE_POLICY, TOO_MANY_ATTEMPTS_MESSAGE } from '../../src/domain/one-time-code.ts';
import { MobileNumberSchema } from '../../src/domain/schemas/phone-and-code.ts';
import { RateLimitRequestSchema } from '../../src/domain/schemas/sign-in.ts';
import { connectionClientIp, type ClientIp } from '../pipeline/client-address.ts';
import { jsonRoute, type JsonRouteEnv } from '../pipeline/json-route.ts';
import { CROSS_ORIGIN_MESSAGE } from '../pipeline/origin.ts';
import { perClient, rateLimit } from '../pipeline/rate-limit.ts';
import type { TenantDirectory, TenantEnv } from '../pipeline/tenant.ts';
import { fieldsReply } from '../pipeline/validate.ts';
import type { AuthService } from '../ports/auth.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';

export const CONTACT_CHECK_LIMITS = {
  /** POST /api/rate-limit per phone: the code policy's send allowance. */
  rateLimitPerPhone: {
    limit: DEFAULT_ONE_TIME_CODE_POLICY.sendsPerPhone,
    windowMs: DEFAULT_ONE_TIME_CODE_POLICY.sendWindowMs,
  },
  rateLimitPerAddress: { limit: 20, windowMs: 15 * 60_000 },
  /** A form asks once or twice; a sweep asks thousands of times. */
  contactPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  contactPerTenant: { limit: 300, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateRule>;

/**
 * Well above an indexed lookup's time (about a millisecond on SQLite, a few on PostgreSQL, Supabase
 * not involved) and short for a form that asks once before sending a code.
 */
export const CONTACT_CHECK_ANSWER_FLOOR_MS = 250;

/** The answer floor's clock and wait: tests hand in their own, so no test waits or times anything. */
export interface ContactCheckTiming {
  floorMs: number;
  /** A monotonic clock in milliseconds (performance.now by default). */
  monotonicMs: () => number;
  sleep: (ms: number) => Promise<void>;
}

const defaultTiming: ContactCheckTiming = {
  floorMs: CONTACT_CHECK_ANSWER_FLOOR_MS,
  monotonicMs: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface ContactCheckRouteDeps {
  tenants: TenantDirectory;
  auth: AuthService;
  clock?: () => Date;
  clientIp?: ClientIp;
  rateLimiter?: RateLimiter;
  limits?: typeof CONTACT_CHECK_LIMITS;
  contactCheckTiming?: ContactCheckTiming;
}

/** POST /api/rate-limit, mounted at /api/rate-limit. */
export function createRateLimitRoute(deps: ContactCheckRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  const limiter = deps.rateLimiter ?? createMemoryRateLimiter();
  const limits = deps.limits ?? CONTACT_CHECK_LIMITS;
  return new Hono<JsonRouteEnv>().post(
    '/',
    jsonRoute({
      tenants: deps.tenants,
      maxBytes: 1024,
      rateLimit: {
        limiter,
        clock,
        clientIp: deps.clientIp ?? connectionClientIp(),
        limits: [perClient('rate-limit', limits.rateLimitPerAddress)],
      },
      schema: RateLimitRequestSchema,
      invalid: fieldsReply('Please check the highlighted fields.'),
    }),
    async (c) => {
      const { phone } = c.req.valid('json');
      const decision = await limiter.hit(`rate-limit:${c.get('tenant')}:${phone}`, limits.rateLimitPerPhone, clock());
      if (decision.allowed) return c.json({ ok: true });
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return c.json({ error: TOO_MANY_ATTEMPTS_MESSAGE }, 429);
    },
  );
}

/** Refuses a request a browser marks as sent by another site's page (no header: not a browser, let the limits judge). */
const refuseCrossSite = createMiddleware<TenantEnv>(async (c, next) => {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return c.json({ data: null, error: CROSS_ORIGIN_MESSAGE }, 403);
  }
  await next();
});

/** GET /api/check-if-contact-exists, mounted at that path. */
export function createContactExistsRoute(deps: ContactCheckRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  const limits = deps.limits ?? CONTACT_CHECK_LIMITS;
  const timing = deps.contactCheckTiming ?? defaultTiming;
  return new Hono<TenantEnv>().get(
    '/',
    refuseCrossSite,
    rateLimit({
      limiter: deps.rateLimiter ?? createMemoryRateLimiter(),
      clock,
      clientIp: deps.clientIp ?? connectionClientIp(),
      limits: [
        perClient('contact-exists', limits.contactPerAddress),
        {
          name: 'tenant',
          rule: limits.contactPerTenant,
          key: (c) => `contact-exists:${c.get('tenant')}`,
          refusal: 'This site is receiving too many requests right now.',
        },
      ],
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const phone = MobileNumberSchema.safeParse(c.req.query('phone_number'));
      if (!phone.success) return c.json({ data: null, error: phone.error.issues[0]?.message ?? '' }, 422);
      const started = timing.monotonicMs();
      const exists = await deps.auth.contactExists(c.get('tenant'), phone.data);
      // Padded to the floor whatever the answer: the time says nothing about `exists`.
      const left = timing.floorMs - (timing.monotonicMs() - started);
      if (left > 0) await timing.sleep(left);
      return c.json({ data: { exists }, error: null });
    },
  );
}
