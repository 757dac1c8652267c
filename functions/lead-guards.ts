/**
 * The checks a lead request passes before its fields are read (issue 5 point 4, "Abuse and
 * safety"): same-tenant Origin, JSON content type, the honeypot and the minimum fill time.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HONEYPOT_FIELD, MIN_FILL_MS, STARTED_AT_FIELD, SUBMITTED_AT_FIELD } from '../src/domain/schemas/leads.ts';
import { tenantFromHost, type TenantDirectory, type TenantEnv } from './tenancy.ts';

/** A host name without port or trailing dot, lower case. */
const hostname = (host: string) => host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
/** `harbour-city-toyota.localhost` → `localhost`: where a `<slug>.<parent>` host lives. */
const parentOf = (name: string) => name.slice(name.indexOf('.') + 1);

/**
 * True when the Origin header names a site of the same tenant as the Host. A browser sends Origin
 * with every POST, so a missing one, `null` (sandboxed frames, file pages) or another site's is a
 * cross-origin submission: refused, as no CORS answer would ever allow it either. The origin must
 * resolve to the same slug with `tenantFromHost` and be one of the tenant's configured domains or a
 * `<slug>.<parent>` host under the same parent as the request's Host: `tenantFromHost` alone would
 * also take a look-alike such as `harbour-city-toyota.attacker.example`.
 */
export function originIsTenant(origin: string | undefined, host: string | undefined, tenant: string, directory: TenantDirectory): boolean {
  if (!origin || !host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (tenantFromHost(url.host, directory) !== tenant) return false;
  const name = hostname(url.host);
  return directory.domains.get(name) === tenant || parentOf(name) === parentOf(hostname(host));
}

/** 403 unless the Origin is the tenant's own (see `originIsTenant`). */
export function requireTenantOrigin(directory: TenantDirectory, onRefused: (c: Context<TenantEnv>) => void) {
  return createMiddleware<TenantEnv>(async (c, next) => {
    if (!originIsTenant(c.req.header('origin'), c.req.header('host'), c.get('tenant'), directory)) {
      onRefused(c);
      return c.json({ error: 'Cross-origin requests are not accepted.' }, 403);
    }
    await next();
  });
}

/** True for `application/json`, with or without parameters such as `; charset=utf-8`. */
export function isJsonContentType(header: string | undefined): boolean {
  return (header ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * 415 unless the body is declared JSON. Besides stating the format, it keeps out the "simple"
 * cross-site form posts (text/plain, form-encoded) a browser sends without asking first.
 */
export const requireJson = createMiddleware<TenantEnv>(async (c, next) => {
  if (!isJsonContentType(c.req.header('content-type'))) {
    return c.json({ error: 'The request body must be JSON (Content-Type: application/json).' }, 415);
  }
  await next();
});

export type BotSignal = 'honeypot' | 'fill-time';

/**
 * Why a request looks sent by a script, or null. The honeypot (`company_url`) must be absent or
 * empty. The form must have been shown at least MIN_FILL_MS before it was sent: `started_at` is
 * required; `submitted_at`, on the same shopper clock, cancels clock skew, else the server's `now`
 * is used. Decision: both refusals are quiet (a generic 422, nothing stored) so a bot learns
 * nothing about which check it failed.
 */
export function botSignal(body: Record<string, unknown>, now: Date, minFillMs = MIN_FILL_MS): BotSignal | null {
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') return 'honeypot';
  const startedAt = body[STARTED_AT_FIELD];
  const submittedAt = body[SUBMITTED_AT_FIELD];
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return 'fill-time';
  const sentAt = typeof submittedAt === 'number' && Number.isFinite(submittedAt) ? submittedAt : now.getTime();
  return sentAt - startedAt < minFillMs ? 'fill-time' : null;
}

/** An Idempotency-Key is 1 to 255 visible ASCII characters (a UUID in practice). */
export function isValidIdempotencyKey(key: string): boolean {
  return /^[\x21-\x7e]{1,255}$/.test(key);
}

/**
 * The connecting address on Node (`@hono/node-server` puts the request in `c.env.incoming`), else
 * 'unknown'. Behind a proxy, pass `forwardedClientIp(hops)` instead.
 */
export function socketClientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * For deployments behind `hops` trusted proxies: the X-Forwarded-For entry the outermost trusted
 * proxy added. Entries further left are the client's own claims and could be anything.
 */
export function forwardedClientIp(hops = 1) {
  return (c: Context): string => {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
    return entries[entries.length - hops] ?? socketClientIp(c);
  };
}
