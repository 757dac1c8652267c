import { Hono } from 'hono';
import { requireTenant, type TenantDirectory, type TenantEnv } from './tenancy.ts';
import { health } from './routes/health.ts';
import { createLeadsRoute, type LeadRouteDeps } from './routes/leads.ts';
import type { LeadStore } from './ports/lead-store.ts';

export interface FunctionsDeps extends Partial<Omit<LeadRouteDeps, 'tenants' | 'leadStore'>> {
  tenants: TenantDirectory;
  /** The lead store chosen at start-up; without one, POST /api/leads is not served (404). */
  leadStore?: LeadStore;
}

/**
 * The functions app: every shopper-facing HTTP call, under /api, one sub-app per resource.
 * Web-standard Request/Response only, so it runs on Node (scripts/serve.ts) or an edge runtime.
 * No CORS middleware on purpose: every call comes from the tenant's own pages.
 */
export function createFunctionsApp(deps: FunctionsDeps) {
  const api = new Hono<TenantEnv>();
  api.use('*', requireTenant(deps.tenants));
  api.route('/health', health);
  if (deps.leadStore) api.route('/leads', createLeadsRoute({ ...deps, leadStore: deps.leadStore }));
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  api.onError((error, c) => {
    // Never a stack trace to the shopper; the log keeps what is needed to act on.
    console.error(`[functions] ${c.req.method} ${c.req.path}: ${error.message}`);
    return c.json({ error: 'An unexpected error occured' }, 500);
  });
  return new Hono().route('/api', api);
}
