/**
 * The one request pipeline for a shopper's JSON POST (a lead, a phone reveal, a saved valuation;
 * the finance, sign-in and checkout calls to come). Every refusal is `{ error }` (422 adds
 * `fields`), and the steps run in this order, each stopping the request at the first problem:
 *
 *  1. tenant from the Host, 404 — `requireTenant` (tenant.ts), mounted once for all of /api;
 *  2. Origin of the same tenant, 403 — origin.ts;
 *  3. Content-Type application/json, 415 — content-type.ts;
 *  4. rate limits, 429 with Retry-After — rate-limit.ts (optional);
 *  5. body size, 413 — json-body.ts `limitBodySize`;
 *  6. Idempotency-Key header, 400 — idempotency-key.ts (optional);
 *  7. body read as a JSON object no deeper than `maxDepth`, without NUL or lone surrogates, 400 —
 *     json-body.ts `readJsonBody` (also 413 when a Content-Length understated the body);
 *  8. the route's own checks on the parsed body (`beforeValidation`, e.g. the leads' bot signals);
 *  9. the zod schema through `@hono/zod-validator`, 422 `{ error, fields }` — validate.ts;
 * 10. rate limits counted only for requests that passed every check above, 429 with Retry-After —
 *     rate-limit.ts (optional, `validRateLimit`): a cap that junk must not use up (a tenant's).
 *
 * A route mounts it as one middleware and reads the typed request with `c.req.valid('json')`:
 *
 *     new Hono<JsonRouteEnv>().post('/', jsonRoute({ tenants, maxBytes: 4096, schema: QuoteRequestSchema,
 *       invalid: fieldsReply('The quote could not be requested.'),
 *       rateLimit: { limiter, clock, clientIp, limits: [perClient('finance-quote', { limit: 10, windowMs: 60_000 })] },
 *     }), async (c) => { const request = c.req.valid('json'); ... });
 *
 * The steps are exported one by one too, for a call that needs them in another arrangement.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { z } from 'zod';
import { requireJsonContentType } from './content-type.ts';
import { readIdempotencyKey, type IdempotencyKeyEnv } from './idempotency-key.ts';
import { limitBodySize, readJsonBody, type BodyRefusalReason, type JsonBodyEnv } from './json-body.ts';
import { requireTenantOrigin } from './origin.ts';
import { rateLimit, type RateLimitOptions } from './rate-limit.ts';
import type { TenantDirectory, TenantEnv } from './tenant.ts';
import { validateJson, type InvalidReply, type SchemaChoice } from './validate.ts';

/** What a JSON route's handler can read: the tenant, the parsed body and the Idempotency-Key. */
export type JsonRouteEnv = {
  Variables: TenantEnv['Variables'] & JsonBodyEnv['Variables'] & IdempotencyKeyEnv['Variables'];
};

/** Which step refused a request, for the route's log (never a value from the request). */
export type Refusal =
  | { step: 'origin' }
  | { step: 'content-type' }
  | { step: 'rate-limit'; limit: string }
  | { step: 'body'; reason: BodyRefusalReason }
  | { step: 'idempotency-key' };

export interface JsonRouteOptions<S extends z.core.$ZodType> {
  /** The deployment's tenants, for the Origin check. */
  tenants: TenantDirectory;
  /** The limits a request counts against before its body is read; none when absent. */
  rateLimit?: Omit<RateLimitOptions, 'onLimited'>;
  /**
   * The limits only a request that passed the schema counts against (after it, so a flood of junk
   * cannot use them up and shut genuine requests out); none when absent.
   */
  validRateLimit?: Omit<RateLimitOptions, 'onLimited'>;
  /** The largest body accepted, in bytes. */
  maxBytes: number;
  /** How deep objects and arrays may nest (`DEFAULT_MAX_JSON_DEPTH`, 32). */
  maxDepth?: number;
  /** Read and check an `Idempotency-Key` header (`c.var.idempotencyKey`, null when absent). */
  idempotencyKey?: boolean;
  /** The route's own checks on `c.var.jsonBody`, run before the schema's. */
  beforeValidation?: readonly MiddlewareHandler<JsonRouteEnv>[];
  /** The request schema, or a function choosing it per request (return the same object for the same choice). */
  schema: SchemaChoice<S, JsonRouteEnv>;
  /** zod parse options, e.g. `{ error: () => '...' }` for checks without a message of their own. */
  parseParams?: z.core.ParseContext<z.core.$ZodIssue>;
  /** The 422 reply when the schema refuses the body (`fieldsReply(error)` for the usual one). */
  invalid: InvalidReply<JsonRouteEnv>;
  /** Told which step refused a request before the schema (for the route's log). */
  onRefused?: (c: Context<JsonRouteEnv>, refusal: Refusal) => void;
}

/** The middleware a validated request has passed: `c.req.valid('json')` is the schema's output. */
export type JsonRouteMiddleware<S extends z.core.$ZodType> = MiddlewareHandler<
  JsonRouteEnv,
  string,
  { in: { json: z.input<S> }; out: { json: z.output<S> } }
>;

/** Steps 2 to 10 of the pipeline (the tenant is already known) as one middleware. */
export function jsonRoute<S extends z.core.$ZodType>(options: JsonRouteOptions<S>): JsonRouteMiddleware<S> {
  const tell = (c: Context, refusal: Refusal) => options.onRefused?.(c as Context<JsonRouteEnv>, refusal);
  const limited = (limits: Omit<RateLimitOptions, 'onLimited'> | undefined): MiddlewareHandler[] =>
    limits
      ? [rateLimit({ ...limits, onLimited: (c, limit) => tell(c, { step: 'rate-limit', limit: limit.name }) })]
      : [];
  const steps: MiddlewareHandler[] = [
    requireTenantOrigin(options.tenants, (c) => tell(c, { step: 'origin' })),
    requireJsonContentType((c) => tell(c, { step: 'content-type' })),
    ...limited(options.rateLimit),
    limitBodySize(options.maxBytes, (c, reason) => tell(c, { step: 'body', reason })),
    ...(options.idempotencyKey ? [readIdempotencyKey((c) => tell(c, { step: 'idempotency-key' }))] : []),
    readJsonBody({ maxBytes: options.maxBytes, maxDepth: options.maxDepth }, (c, reason) =>
      tell(c, { step: 'body', reason }),
    ),
    ...((options.beforeValidation ?? []) as MiddlewareHandler[]),
    validateJson(options.schema, options.invalid, options.parseParams) as MiddlewareHandler,
    ...limited(options.validRateLimit),
  ];
  // One middleware, so a route keeps Hono's typing of `c.req.valid('json')` in its handler.
  return every(...steps) as unknown as JsonRouteMiddleware<S>;
}
