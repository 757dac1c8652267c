/**
 * Pipeline step: a POST must come from a page of the Host's own tenant (spec 01 §7 "Abuse and
 * safety": no cross-origin submissions, no permissive CORS).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { siteOrigin, tenantFromHost, type TenantDirectory, type TenantEnv } from './tenant.ts';

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin requests are not accepted.';

/**
 * True when the Origin header is exactly the origin of the request's own site: scheme, host and
 * port (`siteOrigin` of the Host, which names the tenant). A browser sends Origin with every POST,
 * so a missing one, `null` (sandboxed frames, file pages), another site's, or the same host over
 * another scheme or port is a cross-origin submission: refused, as no CORS answer would ever allow
 * it either.
 */
export function originIsTenant(
  origin: string | undefined,
  host: string | undefined,
  tenant: string,
  directory: TenantDirectory,
): boolean {
  if (!origin || !host) return false;
  if (tenantFromHost(host, directory) !== tenant) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const expected = siteOrigin(host, directory);
  return expected !== null && url.origin === expected;
}

/** 403 `{ error }` unless the Origin is the tenant's own (see `originIsTenant`); `onRefused` is told first. */
export function requireTenantOrigin(directory: TenantDirectory, onRefused: (c: Context<TenantEnv>) => void = () => {}) {
  return createMiddleware<TenantEnv>(async (c, next) => {
    if (!originIsTenant(c.req.header('origin'), c.req.header('host'), c.get('tenant'), directory)) {
      onRefused(c);
      return c.json({ error: CROSS_ORIGIN_MESSAGE }, 403);
    }
    await next();
  });
}
