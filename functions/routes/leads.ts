/**
 * POST /api/leads: a shopper's enquiry, test-drive booking, photo request, trade-in, valuation or
 * offer acceptance, checked, completed and committed to the lead store's outbox before the reply
 * `{ lead_id }`. The request pipeline (functions/pipeline/json-route.ts) refuses, in order: 403
 * foreign Origin, 415 not JSON, 429 rate limit per address, 413 too large, 400 Idempotency-Key or
 * body unreadable, then 422 bot (quietly) or fields (with the spec's messages), then 429 rate limit
 * per tenant (counting only requests that passed every check, so junk cannot shut a tenant's
 * shoppers out); the handler adds 409 for an Idempotency-Key reused for another request.
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { FORM_ERRORS_HEADING } from '../../src/domain/lead-forms.ts';
import {
  DEFAULT_LEAD_FORM_OPTIONS,
  LEAD_PARSE_PARAMS,
  LEAD_REJECTED_MESSAGE,
  LEAD_TYPES,
  leadFieldMessages,
  leadRequestSchemaFor,
  type LeadFormOptions,
  type LeadRequestOf,
} from '../../src/domain/schemas/leads.ts';
import { createFormTokens, type FormTokens } from '../form-token.ts';
import { botSignal } from '../lead-guards.ts';
import { completeLeadPayload } from '../lead-payload.ts';
import { connectionClientIp, type ClientIp } from '../pipeline/client-address.ts';
import { jsonRoute, type JsonRouteEnv, type Refusal } from '../pipeline/json-route.ts';
import type { RateLimit } from '../pipeline/rate-limit.ts';
import type { TenantDirectory } from '../pipeline/tenant.ts';
import type { LeadStore } from '../ports/lead-store.ts';
import type { AuthService } from '../ports/auth.ts';
import { SIGN_IN_REQUIRED_MESSAGE, sessionToken, sessionUser } from '../pipeline/session.ts';
import { gatedLeadType, type GatingOptions } from '../../src/domain/sign-in.ts';
import { mobileNumber } from '../../src/domain/mobile-number.ts';
import { INVALID_CODE_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '../../src/domain/one-time-code.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';
import { requestHash } from '../request-hash.ts';

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
  status:
    | 'created'
    | 'replayed'
    | 'conflict'
    | 'invalid'
    | 'refused'
    | 'rate-limited'
    | 'forbidden'
    | 'too-large'
    | 'bad-request';
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
  carDealershipId?: (tenant: string, carId: number) => number | null | undefined | Promise<number | null | undefined>;
  rateLimiter?: RateLimiter;
  rateLimits?: { perIp: RateRule; perTenant: RateRule };
  /** The client's address for the per-IP limit (`forwardedClientIp(hops)` behind proxies). */
  clientIp?: ClientIp;
  logLead?: (entry: LeadLogEntry) => void;
  /** Checks the form's fill-time token (the same object GET /api/form-token issues with); a random secret by default. */
  formTokens?: FormTokens;
  maxBodyBytes?: number;
  minFillMs?: number;
  /**
   * Phone sign-in: a lead whose phone is the session's carries `phone_verified: true` (issue 14 item
   * 8); a finance lead's code is verified with it (without it, finance leads are refused, 503).
   */
  auth?: AuthService;
  /** The tenant's gates (`gatingOptions(site.sign_in_gates)`): a gated section's leads need a session (401). */
  gatingFor?: (tenant: string) => Partial<GatingOptions>;
  /** The tenant's dealership slug, for the verifications record of a finance lead's code. */
  dealershipSlug?: (tenant: string) => string | null;
}

const defaultLog = (entry: LeadLogEntry) => console.info(JSON.stringify(entry));

/**
 * The per-address limit counts every request across tenants (one address, one shopper), junk
 * included. The per-tenant one caps a flood of valid-looking leads from many addresses and counts
 * only requests that passed every check: 600 `{}` a minute must not shut genuine shoppers out.
 */
function leadRateLimits(rules: { perIp: RateRule; perTenant: RateRule }): { perIp: RateLimit; perTenant: RateLimit } {
  return {
    perIp: {
      name: 'ip',
      rule: rules.perIp,
      key: (_c, clientIp) => `ip:${clientIp}`,
      refusal: 'Too many submissions from your connection.',
    },
    perTenant: {
      name: 'tenant',
      rule: rules.perTenant,
      key: (c) => `tenant:${c.get('tenant')}`,
      refusal: 'This site is receiving too many submissions right now.',
    },
  };
}

/** The log line for a refusal before the fields are read; a wrong content type is not logged. */
function refusalLog(refusal: Refusal): Pick<LeadLogEntry, 'status' | 'reason'> | null {
  switch (refusal.step) {
    case 'origin':
      return { status: 'forbidden', reason: 'origin' };
    case 'rate-limit':
      return { status: 'rate-limited', reason: refusal.limit };
    case 'body':
      return refusal.reason === 'too-large'
        ? { status: 'too-large' }
        : { status: 'bad-request', reason: refusal.reason };
    case 'idempotency-key':
      return { status: 'bad-request', reason: 'idempotency-key' };
    case 'content-type':
      return null;
  }
}

/** The POST /api/leads sub-app, mounted at /api/leads after the tenant middleware. */
export function createLeadsRoute(deps: LeadRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  const newLeadId = deps.newLeadId ?? (() => crypto.randomUUID());
  const sinksFor = deps.sinksFor ?? (() => ['local']);
  const formsFor = deps.leadFormsFor ?? (() => DEFAULT_LEAD_FORM_OPTIONS);
  const log = deps.logLead ?? defaultLog;
  const logAs = (c: Context<JsonRouteEnv>, status: LeadLogEntry['status'], extra: Partial<LeadLogEntry> = {}) =>
    log({ event: 'lead', tenant: c.get('tenant'), status, ...extra });

  const formTokens = deps.formTokens ?? createFormTokens();

  /** The honeypot and the fill-time token, before the fields: a bot gets the generic 422 and learns nothing. */
  const refuseBots = createMiddleware<JsonRouteEnv>(async (c, next) => {
    const bot = await botSignal(c.var.jsonBody, c.get('tenant'), clock(), formTokens, deps.minFillMs);
    if (!bot) return next();
    logAs(c, 'refused', { reason: bot });
    return c.json({ error: LEAD_REJECTED_MESSAGE }, 422);
  });

  /** True when the request carries a live session of this tenant whose phone is the lead's. */
  const phoneVerified = async (c: Context<JsonRouteEnv>, phone: unknown): Promise<boolean> => {
    const token = deps.auth ? sessionToken(c, deps.tenants) : null;
    if (!deps.auth || token === null || typeof phone !== 'string') return false;
    const number = mobileNumber(phone);
    const user = number.ok ? await deps.auth.session(c.get('tenant'), token, clock()) : null;
    return user !== null && number.ok && user.phone === number.local;
  };

  /**
   * A lead from a gated section (the trade-in form where trade-in is gated) needs a live session of this tenant,
   * as its page does: 401 without one. Without phone sign-in on this deployment nobody has one, so it is refused.
   */
  const requireSessionWhereGated = createMiddleware<JsonRouteEnv>(async (c, next) => {
    const tenant = c.get('tenant');
    if (gatedLeadType(c.var.jsonBody.type, deps.gatingFor?.(tenant)) === null) return next();
    if ((await sessionUser(c, deps.auth, deps.tenants, clock)) !== null) return next();
    logAs(c, 'refused', { reason: 'no-session' });
    return c.json({ error: SIGN_IN_REQUIRED_MESSAGE }, 401);
  });

  /**
   * A finance lead's one-time code is checked before the lead is kept (spec 02 §5 "The code is
   * confirmed against the phone before the lead is sent"), and spent; the replay of a lead already
   * stored under the same Idempotency-Key needs no code (the store answers it). Null when it may go on.
   */
  const refuseUnverifiedFinance = async (c: Context<JsonRouteEnv>, request: LeadRequestOf<'finance'>) => {
    const tenant = c.get('tenant');
    const key = c.var.idempotencyKey;
    if (key !== null && (await deps.leadStore.findLeadByKey(tenant, key))) return null;
    if (!deps.auth) {
      logAs(c, 'refused', { type: 'finance', reason: 'no-verification' });
      return c.json({ error: 'Phone verification is not available on this site.' }, 503);
    }
    const result = await deps.auth.verifyCode({
      tenant,
      phone: request.phone,
      code: request.code,
      dealershipSlug: deps.dealershipSlug?.(tenant) ?? null,
      now: clock(),
    });
    if (result.outcome === 'verified') return null;
    logAs(c, 'refused', { type: 'finance', reason: `code-${result.outcome}` });
    if (result.outcome === 'locked') {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return c.json({ error: TOO_MANY_ATTEMPTS_MESSAGE, retry_after_seconds: result.retryAfterSeconds }, 429);
    }
    return c.json({ error: INVALID_CODE_MESSAGE, fields: { code: INVALID_CODE_MESSAGE } }, 400);
  };

  const limits = leadRateLimits(deps.rateLimits ?? DEFAULT_LEAD_RATE_LIMITS);
  const limiter = {
    limiter: deps.rateLimiter ?? createMemoryRateLimiter(),
    clock,
    clientIp: deps.clientIp ?? connectionClientIp(),
  };

  return new Hono<JsonRouteEnv>().post(
    '/',
    jsonRoute({
      tenants: deps.tenants,
      rateLimit: { ...limiter, limits: [limits.perIp] },
      validRateLimit: { ...limiter, limits: [limits.perTenant] },
      maxBytes: deps.maxBodyBytes ?? DEFAULT_MAX_LEAD_BODY_BYTES,
      idempotencyKey: true,
      beforeValidation: [refuseBots, requireSessionWhereGated],
      schema: (c) => leadRequestSchemaFor(formsFor(c.get('tenant'))),
      parseParams: LEAD_PARSE_PARAMS,
      invalid: (issues, c) => {
        const fields = leadFieldMessages(issues);
        // Only a known form name is logged: whatever else came in `type` could be anything.
        const type = LEAD_TYPES.find((name) => name === c.var.jsonBody.type);
        logAs(c, 'invalid', { type, fields: Object.keys(fields).map((field) => field.slice(0, 80)) });
        return { error: FORM_ERRORS_HEADING, fields };
      },
      onRefused: (c, refusal) => {
        const entry = refusalLog(refusal);
        if (entry) logAs(c, entry.status, entry.reason ? { reason: entry.reason } : {});
      },
    }),
    async (c) => {
      const tenant = c.get('tenant');
      const request = c.req.valid('json');
      let verified: boolean;
      if (request.type === 'finance') {
        const refusal = await refuseUnverifiedFinance(c, request);
        if (refusal) return refusal;
        verified = true;
      } else {
        verified = await phoneVerified(c, request.phone);
      }
      const payload = completeLeadPayload(request, {
        referer: c.req.header('referer'),
        userAgent: c.req.header('user-agent'),
        carDealershipId:
          request.car_id != null ? ((await deps.carDealershipId?.(tenant, request.car_id)) ?? null) : null,
        phoneVerified: verified,
      });
      const result = await deps.leadStore.createLead({
        id: newLeadId(),
        tenant,
        type: request.type,
        payload,
        idempotencyKey: c.var.idempotencyKey,
        bodyHash: await requestHash(request),
        sinks: sinksFor(tenant),
        now: clock(),
      });
      logAs(c, result.outcome === 'created' ? 'created' : result.outcome, {
        type: request.type,
        lead_id: result.lead.id,
      });
      if (result.outcome === 'conflict') {
        return c.json({ error: 'This Idempotency-Key was already used for a different submission.' }, 409);
      }
      return c.json({ lead_id: result.lead.id }, result.outcome === 'created' ? 201 : 200);
    },
  );
}
