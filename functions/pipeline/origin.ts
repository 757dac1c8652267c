/**
 * Pipeline step: a POST must come from a page of the Host's own tenant (spec 01 §7 "Abuse and
 * safety": no cross-origin submissions, no permissive CORS).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { hostname, tenantFromHost, type TenantDirectory, type TenantEnv } from './tenant.ts';

/** `harbour-city-toyota.localhost` → `localhost`: where a `<slug>.<parent>` host lives. */
const parentOf = (name: string) => name.slice(name.indexOf('.') + 1);

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin requests are not accepted.';

/**
 * True when the Origin header names a site of the same tenant as the Host. A browser sends Origin
 * with every POST, so a missing one, `null` (sandboxed frames, file pages) or another site's is a
 * cross-origin submission: refused, as no CORS answer would ever allow it either. The origin must
 * resolve to the same slug with `tenantFromHost` and be one of the tenant's configured domains or a
 * `<slug>.<parent>` host under the same parent as the request's Host: `tenantFromHost` alone would
 * also take a look-alike such as `harbour-city-toyota.attacker.example`.
 */
export function originIsTenant(
  origin: string | undefined,
  host: string | undefined,
  tenant: string,
  directory: TenantDirectory,
): boolean {
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
