/**
 * The trade-in valuation's calls (spec 02 §3, §7), mounted at /api/valuations on tenants whose
 * site offers a valuation (404 elsewhere, as if the calls did not exist), each through the request
 * pipeline (tenant from the Host, same-tenant Origin, JSON, a per-address limit, the schema):
 *
 * - POST /api/valuations/lookup `{ rego, regoState }` → 200 `{ vehicle }`; 404 `{ error }` when the
 *   registry does not know the plate (or the provider has none: the page shows the picker); 502
 *   `{ error }` when the provider could not answer.
 * - POST /api/valuations `{ year, make, model, badge, km, adjustmentAnswers, rego, regoState }` →
 *   200 `{ id, result }`: an estimate with its basis, comparables and date, or an appraisal request
 *   when the car is past the online-estimate limit (spec 02 §9, checked before the provider is asked)
 *   or too little is known; 502 `{ error }` when the provider could not answer. The id is what the
 *   valuation lead sends as `id` (spec 02 §3).
 *
 * Bad input gets 422 with the field messages of `src/domain/schemas/valuation-calls.ts`. Where the
 * site gates trade-in behind sign-in, both calls answer 401 without a live session, as the section's
 * leads do (`gatedLeadType`): the static page is not the only guard.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { gatedLeadType, type GatingOptions } from '../../src/domain/sign-in.ts';
import { RegoLookupRequestSchema, ValuationRequestSchema } from '../../src/domain/schemas/valuation-calls.ts';
import { appraisalReason } from '../../src/domain/trade-in-valuation.ts';
import { connectionClientIp, type ClientIp } from '../pipeline/client-address.ts';
import { jsonRoute, type JsonRouteEnv } from '../pipeline/json-route.ts';
import { perClient } from '../pipeline/rate-limit.ts';
import { SIGN_IN_REQUIRED_MESSAGE, sessionUser } from '../pipeline/session.ts';
import type { TenantDirectory } from '../pipeline/tenant.ts';
import type { AuthService } from '../ports/auth.ts';
import { fieldsReply } from '../pipeline/validate.ts';
import { ValuationUnavailableError, type ValuationProvider, type ValuationProviders } from '../ports/valuation.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';

/** Ours: the lookup found no car. */
export const REGO_NOT_FOUND_MESSAGE = 'We could not find that registration. Please choose your car below.';
/** Ours: the provider could not answer. */
export const VALUATION_UNAVAILABLE_MESSAGE =
  'We could not value your car online just now. Ask for an appraisal and our team will value it for you.';
const LOOKUP_FAILED = 'The registration could not be looked up.';
const VALUATION_FAILED = 'Your car could not be valued.';

/** Per address: a shopper looks up a plate or two and values a car a few times (condition answers change). */
export const VALUATION_ADDRESS_LIMIT: RateRule = { limit: 20, windowMs: 60_000 };
const MAX_BYTES = 4096;

export interface ValuationRouteDeps {
  tenants: TenantDirectory;
  valuations: ValuationProviders;
  clock?: () => Date;
  newValuationId?: () => string;
  clientIp?: ClientIp;
  rateLimiter?: RateLimiter;
  /** One JSON line per call, never the plate or the shopper's answers. */
  logCall?: (line: string) => void;
  /** Each tenant's sign-in gates (site.json `sign_in_gates`): where trade-in is gated, the calls need a session. */
  gatingFor?: (tenant: string) => Partial<GatingOptions>;
  /** Phone sign-in; without it nobody has a session, so a gated site's calls are refused. */
  auth?: AuthService;
}

type ValuationEnv = JsonRouteEnv & { Variables: { valuation: ValuationProvider } };

export function createValuationsRoute(deps: ValuationRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  const newId = deps.newValuationId ?? (() => crypto.randomUUID());
  const log = deps.logCall ?? ((line) => console.info(line));
  const logAs = (tenant: string, call: string, entry: Record<string, unknown>) =>
    log(JSON.stringify({ event: 'valuation', call, tenant, ...entry }));
  const rateLimit = {
    limiter: deps.rateLimiter ?? createMemoryRateLimiter(),
    clock,
    clientIp: deps.clientIp ?? connectionClientIp(),
    limits: [perClient('valuation', VALUATION_ADDRESS_LIMIT)],
  };
  /** Where the site offers no valuation the calls do not exist: 404 before any other check. */
  const withProvider = createMiddleware<ValuationEnv>(async (c, next) => {
    const provider = deps.valuations(c.get('tenant'));
    if (!provider) return c.json({ error: 'Not found' }, 404);
    c.set('valuation', provider);
    return next();
  });
  /** A valuation belongs to the trade-in section: where that is gated, 401 without a session (as its leads). */
  const sessionWhereTradeInIsGated = createMiddleware<ValuationEnv>(async (c, next) => {
    if (gatedLeadType('valuation', deps.gatingFor?.(c.get('tenant'))) === null) return next();
    if ((await sessionUser(c, deps.auth, deps.tenants, clock)) !== null) return next();
    return c.json({ error: SIGN_IN_REQUIRED_MESSAGE }, 401);
  });

  return new Hono<ValuationEnv>()
    .post(
      '/lookup',
      withProvider,
      jsonRoute({
        tenants: deps.tenants,
        maxBytes: MAX_BYTES,
        rateLimit,
        schema: RegoLookupRequestSchema,
        invalid: fieldsReply(LOOKUP_FAILED),
      }),
      sessionWhereTradeInIsGated,
      async (c) => {
        const provider = c.get('valuation');
        const tenant = c.get('tenant');
        try {
          const vehicle = await provider.lookup(c.req.valid('json'));
          logAs(tenant, 'lookup', { provider: provider.provider, outcome: vehicle ? 'found' : 'not-found' });
          return vehicle ? c.json({ vehicle }) : c.json({ error: REGO_NOT_FOUND_MESSAGE }, 404);
        } catch (error) {
          if (!(error instanceof ValuationUnavailableError)) throw error;
          logAs(tenant, 'lookup', { provider: provider.provider, outcome: 'unavailable', reason: error.message });
          return c.json({ error: REGO_NOT_FOUND_MESSAGE }, 502);
        }
      },
    )
    .post(
      '/',
      withProvider,
      jsonRoute({
        tenants: deps.tenants,
        maxBytes: MAX_BYTES,
        rateLimit,
        schema: ValuationRequestSchema,
        invalid: fieldsReply(VALUATION_FAILED),
      }),
      sessionWhereTradeInIsGated,
      async (c) => {
        const provider = c.get('valuation');
        const tenant = c.get('tenant');
        const request = c.req.valid('json');
        const now = clock();
        const id = newId();
        const past = appraisalReason(request, now);
        if (past) {
          logAs(tenant, 'value', { provider: provider.provider, outcome: 'appraisal', reason: past });
          return c.json({ id, result: { kind: 'appraisal', reason: past } });
        }
        try {
          const result = await provider.value(request, now);
          logAs(tenant, 'value', { provider: provider.provider, outcome: result.kind });
          return c.json({ id, result });
        } catch (error) {
          if (!(error instanceof ValuationUnavailableError)) throw error;
          logAs(tenant, 'value', { provider: provider.provider, outcome: 'unavailable', reason: error.message });
          return c.json({ error: VALUATION_UNAVAILABLE_MESSAGE }, 502);
        }
      },
    );
}
