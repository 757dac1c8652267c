/**
 * POST /api/leads (issue 5 points 2 and 4): a shopper's enquiry, test-drive booking, photo request,
 * trade-in, valuation or offer acceptance, checked, completed and committed to the lead store's
 * outbox before the reply `{ lead_id }`. Refusals in order: 403 foreign Origin, 415 not JSON,
 * 429 rate limit, 413 too large, 400 Idempotency-Key or JSON unreadable, 422 bot (quietly) or
 * fields (with the spec's messages), 409 Idempotency-Key reused for another request.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { FORM_ERRORS_HEADING } from '../../src/domain/lead-forms.ts';
import {
  DEFAULT_LEAD_FORM_OPTIONS, LEAD_REJECTED_MESSAGE, LEAD_TYPES, parseLeadRequest, type LeadFormOptions,
} from '../../src/domain/schemas/leads.ts';
import { BODY_TOO_LARGE_MESSAGE, readJsonObject } from '../json-body.ts';
import { botSignal, isValidIdempotencyKey, requireJson, requireTenantOrigin, socketClientIp } from '../lead-guards.ts';
import { completeLeadPayload } from '../lead-payload.ts';
import type { LeadStore } from '../ports/lead-store.ts';
import { waitText } from '../rate-limit-middleware.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';
import { requestHash } from '../request-hash.ts';
import type { TenantDirectory, TenantEnv } from '../tenancy.ts';

/** Enough for any form with a long message; a bigger body is not a shopper's. */
export const DEFAULT_MAX_LEAD_BODY_BYTES = 32 * 1024;
/**
 * Per address: a shopper sends a handful of forms, not ten a minute. Per tenant: far above any
 * dealer's real traffic, low enough that a flood from many addresses is capped.
 */
export const DEFAULT_LEAD_RATE_LIMITS = {
  perIp: { limit: 10, windowMs: 60_000 },
  perTenant: { limit: 600, windowMs: 60_000 },
} as const satisfies Record<string, RateRule>;

/**
 * One line per request outcome. Never a shopper's personal data: no names, emails, phones,
 * messages, nor addresses; only what is needed to follow a lead or see an attack.
 */
export interface LeadLogEntry {
  event: 'lead';
  tenant: string;
  status: 'created' | 'replayed' | 'conflict' | 'invalid' | 'refused' | 'rate-limited' | 'forbidden' | 'too-large' | 'bad-request';
  type?: string;
  lead_id?: string;
  /** Why it was refused (a check's name), never a value. */
  reason?: string;
  /** The names of the invalid fields, never their values. */
  fields?: string[];
}

export interface LeadRouteDeps {
  tenants: TenantDirectory;
  leadStore: LeadStore;
  clock?: () => Date;
  /** Opaque, unguessable lead ids. */
  newLeadId?: () => string;
  /** The sinks a tenant's leads go to, one outbox entry each. */
  sinksFor?: (tenant: string) => readonly string[];
  /** The tenant's form options (`leadFormOptions(site.forms)`), which decide the enquiry's required fields. */
  leadFormsFor?: (tenant: string) => LeadFormOptions;
  /** The dealership of a car the site shows (from the stock), which a lead about it is filed under; null when unknown. */
  carDealershipId?: (tenant: string, carId: number) => number | null | undefined;
  rateLimiter?: RateLimiter;
  rateLimits?: { perIp: RateRule; perTenant: RateRule };
  /** The client's address for the per-IP limit (`forwardedClientIp(hops)` behind proxies). */
  clientIp?: (c: Context) => string;
  logLead?: (entry: LeadLogEntry) => void;
  maxBodyBytes?: number;
  minFillMs?: number;
}

const defaultLog = (entry: LeadLogEntry) => console.info(JSON.stringify(entry));

/** The POST /api/leads sub-app, mounted at /api/leads after the tenant middleware. */
export function createLeadsRoute(deps: LeadRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  const newLeadId = deps.newLeadId ?? (() => crypto.randomUUID());
  const sinksFor = deps.sinksFor ?? (() => ['local']);
  const formsFor = deps.leadFormsFor ?? (() => DEFAULT_LEAD_FORM_OPTIONS);
  const limiter = deps.rateLimiter ?? createMemoryRateLimiter();
  const limits = deps.rateLimits ?? DEFAULT_LEAD_RATE_LIMITS;
  const clientIp = deps.clientIp ?? socketClientIp;
  const log = deps.logLead ?? defaultLog;
  const maxBodyBytes = deps.maxBodyBytes ?? DEFAULT_MAX_LEAD_BODY_BYTES;
  const logAs = (c: Context<TenantEnv>, status: LeadLogEntry['status'], extra: Partial<LeadLogEntry> = {}) =>
    log({ event: 'lead', tenant: c.get('tenant'), status, ...extra });

  const rateLimit = createMiddleware<TenantEnv>(async (c, next) => {
    const now = clock();
    const byIp = await limiter.hit(`ip:${clientIp(c)}`, limits.perIp, now);
    const decision = byIp.allowed ? await limiter.hit(`tenant:${c.get('tenant')}`, limits.perTenant, now) : byIp;
    if (decision.allowed) return next();
    logAs(c, 'rate-limited', { reason: byIp.allowed ? 'tenant' : 'ip' });
    c.header('Retry-After', String(decision.retryAfterSeconds));
    const who = byIp.allowed ? 'This site is receiving too many submissions right now.' : 'Too many submissions from your connection.';
    return c.json({ error: `${who} Please try again in ${waitText(decision.retryAfterSeconds)}.` }, 429);
  });

  const tooLarge = (c: Context<TenantEnv>) => {
    logAs(c, 'too-large');
    return c.json({ error: BODY_TOO_LARGE_MESSAGE }, 413);
  };

  return new Hono<TenantEnv>().post(
    '/',
    requireTenantOrigin(deps.tenants, (c) => logAs(c, 'forbidden', { reason: 'origin' })),
    requireJson,
    rateLimit,
    bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge }),
    async (c) => {
      const tenant = c.get('tenant');
      const idempotencyKey = c.req.header('idempotency-key') ?? null;
      if (idempotencyKey !== null && !isValidIdempotencyKey(idempotencyKey)) {
        logAs(c, 'bad-request', { reason: 'idempotency-key' });
        return c.json({ error: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.' }, 400);
      }
      const read = await readJsonObject(c, maxBodyBytes);
      if (!read.ok) {
        if (read.status === 413) return tooLarge(c);
        logAs(c, 'bad-request', { reason: read.reason });
        return c.json({ error: read.error }, read.status);
      }
      const { body } = read;
      const now = clock();
      const bot = botSignal(body, now, deps.minFillMs);
      if (bot) {
        logAs(c, 'refused', { reason: bot });
        return c.json({ error: LEAD_REJECTED_MESSAGE }, 422);
      }
      const parsed = parseLeadRequest(body, formsFor(tenant));
      if (!parsed.ok) {
        // Only a known form name is logged: whatever else came in `type` could be anything.
        const type = LEAD_TYPES.find((name) => name === body.type);
        logAs(c, 'invalid', { type, fields: Object.keys(parsed.fields).map((field) => field.slice(0, 80)) });
        return c.json({ error: FORM_ERRORS_HEADING, fields: parsed.fields }, 422);
      }
      const { request } = parsed;
      const payload = completeLeadPayload(request, {
        referer: c.req.header('referer'),
        userAgent: c.req.header('user-agent'),
        carDealershipId: request.car_id != null ? (deps.carDealershipId?.(tenant, request.car_id) ?? null) : null,
      });
      const result = await deps.leadStore.createLead({
        id: newLeadId(), tenant, type: request.type, payload, idempotencyKey,
        bodyHash: await requestHash(request), sinks: sinksFor(tenant), now,
      });
      logAs(c, result.outcome === 'created' ? 'created' : result.outcome, { type: request.type, lead_id: result.lead.id });
      if (result.outcome === 'conflict') {
        return c.json({ error: 'This Idempotency-Key was already used for a different submission.' }, 409);
      }
      return c.json({ lead_id: result.lead.id }, result.outcome === 'created' ? 201 : 200);
    },
  );
}
