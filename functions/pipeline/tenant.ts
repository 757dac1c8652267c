/**
 * Pipeline step 1, for every call under /api (mounted once by `createFunctionsApp`): the tenant a
 * request is for, from its Host header only.
 */
import { createMiddleware } from 'hono/factory';

/**
 * How a deployment names its tenants' hosts. 'development' (`npm start`, `npm run serve`, the e2e
 * server): only `<slug>.localhost` on any port, over http. 'production': only the domains each
 * tenant's site.json lists, over https. Decision: the two never mix, so a forged Host such as
 * `<slug>.attacker.example` (or `<slug>.localhost` in production) names no tenant.
 */
export type HostMode = 'development' | 'production';

/** The tenants a deployment serves: slug and the production host names of each. */
export interface TenantDirectory {
  slugs: readonly string[];
  /** Host name (no port) → slug, for the configured domains. */
  domains: ReadonlyMap<string, string>;
  mode: HostMode;
}

export type TenantEnv = { Variables: { tenant: string } };

/** A host name without port or trailing dot, lower case. */
export const hostname = (host: string) => host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

const LOCAL_SUFFIX = '.localhost';

/**
 * The tenant a request is for, from its Host header only (never from the body): in development
 * `<slug>.localhost` for a known slug, in production one of the configured domains; else null.
 */
export function tenantFromHost(host: string | undefined, directory: TenantDirectory): string | null {
  if (!host) return null;
  const name = hostname(host);
  if (directory.mode === 'production') return directory.domains.get(name) ?? null;
  if (!name.endsWith(LOCAL_SUFFIX)) return null;
  const slug = name.slice(0, -LOCAL_SUFFIX.length);
  return directory.slugs.includes(slug) ? slug : null;
}

/**
 * The origin of the site a Host names, as a browser writes it in an Origin header: http in
 * development, https in production (TLS ends at the proxy in front), the Host's port kept.
 */
export function siteOrigin(host: string, directory: TenantDirectory): string | null {
  try {
    return new URL(`${directory.mode === 'production' ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}

/** Refuses requests for no known tenant with 404 `{ error: 'Unknown site' }` and sets `tenant` for the steps after it. */
export function requireTenant(directory: TenantDirectory) {
  return createMiddleware<TenantEnv>(async (c, next) => {
    const tenant = tenantFromHost(c.req.header('host'), directory);
    if (!tenant) return c.json({ error: 'Unknown site' }, 404);
    c.set('tenant', tenant);
    await next();
  });
}
