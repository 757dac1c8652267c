/**
 * Pipeline step 1, for every call under /api (mounted once by `createFunctionsApp`): the tenant a
 * request is for, from its Host header only.
 */
import { createMiddleware } from 'hono/factory';

/** The tenants a deployment serves: slug and the production host names of each. */
export interface TenantDirectory {
  slugs: readonly string[];
  /** Host name (no port) → slug, for custom domains. */
  domains: ReadonlyMap<string, string>;
}

export type TenantEnv = { Variables: { tenant: string } };

/** A host name without port or trailing dot, lower case. */
export const hostname = (host: string) => host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/**
 * The tenant a request is for, from its Host header only (never from the body): a configured
 * domain, or `<slug>.localhost` / `<slug>.<anything>` where the first label is a known slug.
 */
export function tenantFromHost(host: string | undefined, directory: TenantDirectory): string | null {
  if (!host) return null;
  const name = hostname(host);
  const byDomain = directory.domains.get(name);
  if (byDomain) return byDomain;
  const first = name.split('.')[0] ?? '';
  return name.includes('.') && directory.slugs.includes(first) ? first : null;
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
