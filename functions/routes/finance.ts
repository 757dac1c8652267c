/**
 * The finance form's calls (spec 02 §7), mounted at /api/youx, each through the request pipeline
 * (tenant from the Host, same-tenant Origin, JSON, limits per address, schema), over the tenant's
 * finance partner (functions/ports/finance-partner.ts):
 *
 * - POST /api/youx/quote `{ selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic,
 *   whoIsHelping }` → 200 `{ weeklyRepaymentAmount, advertisedRate, comparisonRate, estimate }`;
 *   422 `{ error }` when the partner refused (its text when it gave one, else 'Failed to get YouX
 *   quick quote'), 502 `{ error }` when it could not answer.
 * - POST /api/youx/create-customer `{ data, additionalData }` (an optional Idempotency-Key) → 200
 *   `{ redirectUrl, lead_id }` once the code was verified, the finance lead committed and the
 *   customer created (functions/finance-application.ts); 400 invalid code, 429 locked, 409 key
 *   reused; 422 `{ error, lead_id }` refused by the partner (the lead kept, not sent); 502 `{ error,
 *   lead_id }` the partner's answer unknown (the lead sent to the dealer, who follows up).
 */
import { Hono } from 'hono';
import { INVALID_CODE_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '../../src/domain/one-time-code.ts';
import { CREATE_CUSTOMER_FAILED, QUICK_QUOTE_FAILED } from '../../src/domain/finance-quote.ts';
import { CreateCustomerRequestSchema, QuoteRequestSchema } from '../../src/domain/schemas/finance-calls.ts';
import { applyForFinance } from '../finance-application.ts';
import { connectionClientIp, type ClientIp } from '../pipeline/client-address.ts';
import { jsonRoute, type JsonRouteEnv } from '../pipeline/json-route.ts';
import { perClient } from '../pipeline/rate-limit.ts';
import type { TenantDirectory } from '../pipeline/tenant.ts';
import { fieldsReply } from '../pipeline/validate.ts';
import type { AuthService } from '../ports/auth.ts';
import { FinancePartnerError, type FinancePartners } from '../ports/finance-partner.ts';
import type { LeadStore } from '../ports/lead-store.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';

/** Ours: the partner's answer is unknown, and the dealer has the application. */
export const APPLICATION_UNCONFIRMED_MESSAGE =
  'We could not confirm your application with the lender. The dealer has your details and will contact you.';

/**
 * Per address: the quote refreshes on every change the shopper makes (debounced 500 ms), an
 * application is sent once or twice.
 */
export const FINANCE_ADDRESS_LIMITS = {
  quote: { limit: 60, windowMs: 60_000 },
  createCustomer: { limit: 10, windowMs: 60_000 },
} as const satisfies Record<string, RateRule>;

const MAX_QUOTE_BYTES = 2048;
const MAX_APPLICATION_BYTES = 32 * 1024;
const PARTNER_TEXT_MAX = 200;

export interface FinanceRouteDeps {
  tenants: TenantDirectory;
  partners: FinancePartners;
  /** With `auth`, POST /api/youx/create-customer is served. */
  leadStore?: LeadStore;
  auth?: AuthService;
  sinksFor?: (tenant: string) => readonly string[];
  dealershipSlug?: (tenant: string) => string | null;
  carDealershipId?: (tenant: string, carId: number) => number | null | undefined | Promise<number | null | undefined>;
  clock?: () => Date;
  newLeadId?: () => string;
  holdMs?: number;
  clientIp?: ClientIp;
  rateLimiter?: RateLimiter;
  /** One JSON line per outcome, never personal data. */
  logCall?: (line: string) => void;
}

export function createFinanceRoute(deps: FinanceRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  const log = deps.logCall ?? ((line) => console.info(line));
  const logAs = (tenant: string, call: string, entry: Record<string, unknown>) =>
    log(JSON.stringify({ event: 'finance', call, tenant, ...entry }));
  const limiter = deps.rateLimiter ?? createMemoryRateLimiter();
  const clientIp = deps.clientIp ?? connectionClientIp();
  const perAddress = (scope: string, rule: RateRule) => ({
    limiter,
    clock,
    clientIp,
    limits: [perClient(scope, rule)],
  });
  const partnerText = (text: string | null, fallback: string) => (text ? text.slice(0, PARTNER_TEXT_MAX) : fallback);

  const app = new Hono<JsonRouteEnv>().post(
    '/quote',
    jsonRoute({
      tenants: deps.tenants,
      maxBytes: MAX_QUOTE_BYTES,
      rateLimit: perAddress('finance-quote', FINANCE_ADDRESS_LIMITS.quote),
      schema: QuoteRequestSchema,
      invalid: fieldsReply(QUICK_QUOTE_FAILED),
    }),
    async (c) => {
      const tenant = c.get('tenant');
      const partner = deps.partners(tenant);
      try {
        const answer = await partner.quote(c.req.valid('json'));
        logAs(tenant, 'quote', { provider: partner.provider, outcome: 'quoted' });
        return c.json(answer);
      } catch (error) {
        if (!(error instanceof FinancePartnerError)) throw error;
        logAs(tenant, 'quote', { provider: partner.provider, outcome: error.failure, reason: error.message });
        return error.failure === 'refused'
          ? c.json({ error: partnerText(error.partnerMessage, QUICK_QUOTE_FAILED) }, 422)
          : c.json({ error: QUICK_QUOTE_FAILED }, 502);
      }
    },
  );

  const { leadStore, auth } = deps;
  if (!leadStore || !auth) return app;
  const newLeadId = deps.newLeadId ?? (() => crypto.randomUUID());
  return app.post(
    '/create-customer',
    jsonRoute({
      tenants: deps.tenants,
      maxBytes: MAX_APPLICATION_BYTES,
      rateLimit: perAddress('finance-apply', FINANCE_ADDRESS_LIMITS.createCustomer),
      idempotencyKey: true,
      schema: CreateCustomerRequestSchema,
      invalid: fieldsReply(CREATE_CUSTOMER_FAILED),
    }),
    async (c) => {
      const tenant = c.get('tenant');
      const { data, additionalData } = c.req.valid('json');
      const partner = deps.partners(tenant);
      const carId = additionalData.car_id;
      const outcome = await applyForFinance(
        {
          leadStore,
          auth,
          partner,
          sinks: deps.sinksFor?.(tenant) ?? ['local'],
          clock,
          newLeadId,
          holdMs: deps.holdMs,
          log: (entry) => logAs(tenant, 'create-customer', { provider: partner.provider, ...entry }),
        },
        {
          tenant,
          data,
          extras: additionalData,
          idempotencyKey: c.var.idempotencyKey,
          dealershipSlug: deps.dealershipSlug?.(tenant) ?? null,
          context: {
            referer: c.req.header('referer'),
            userAgent: c.req.header('user-agent'),
            carDealershipId: carId != null ? ((await deps.carDealershipId?.(tenant, carId)) ?? null) : null,
          },
        },
      );
      switch (outcome.kind) {
        case 'applied':
          return c.json({ redirectUrl: outcome.redirectUrl, lead_id: outcome.leadId });
        case 'invalid-code':
          return c.json({ error: INVALID_CODE_MESSAGE, fields: { code: INVALID_CODE_MESSAGE } }, 400);
        case 'locked':
          c.header('Retry-After', String(outcome.retryAfterSeconds));
          return c.json({ error: TOO_MANY_ATTEMPTS_MESSAGE, retry_after_seconds: outcome.retryAfterSeconds }, 429);
        case 'conflict':
          return c.json({ error: 'This Idempotency-Key was already used for a different submission.' }, 409);
        case 'refused':
          return c.json(
            { error: partnerText(outcome.partnerMessage, CREATE_CUSTOMER_FAILED), lead_id: outcome.leadId },
            422,
          );
        case 'unknown':
          return c.json({ error: APPLICATION_UNCONFIRMED_MESSAGE, lead_id: outcome.leadId }, 502);
      }
    },
  );
}
