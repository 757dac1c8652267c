/**
 * The lead pipeline of one deployment, chosen at start-up from the environment and the tenants'
 * site.json: the store (SQLite at LEADS_DB by default, PostgreSQL when DATABASE_URL is set), each
 * tenant's sinks (a missing webhook secret stops the start, naming the variable), the POST
 * /api/leads options, and the forwarder that delivers the outbox. Handlers never branch on any of it.
 */
import type { SiteConfig } from '../src/domain/schemas/site-config.ts';
import { leadFormOptions } from '../src/domain/schemas/leads.ts';
import { gatingOptions } from '../src/domain/sign-in.ts';
import { openLeadStore } from './adapters/open-lead-store.ts';
import { createSinkDirectory, leadSinkNames } from './adapters/sinks/tenant-sinks.ts';
import { createSnapshotStockCatalog } from './adapters/snapshot-stock-catalog.ts';
import type { FunctionsDeps } from './app.ts';
import { createForwarder, type Forwarder } from './forwarder.ts';
import type { StockCatalog } from './ports/stock-catalog.ts';
import { leadRateLimits, vehicleLookup } from './lead-settings.ts';

export interface LeadServices {
  /** What createFunctionsApp needs besides the tenants. */
  deps: Omit<FunctionsDeps, 'tenants'>;
  forwarder: Forwarder;
  /** Stops the forwarder (after its run in progress has recorded its attempts), then closes the store. */
  stop(): Promise<void>;
}

export async function startLeadServices(
  root: string,
  sites: readonly SiteConfig[],
  env: Readonly<Record<string, string | undefined>>,
  options: {
    /** The tenants' stock, for the car a lead names (the ADF vehicle); read from the snapshots when absent. */
    catalog?: StockCatalog;
  } = {},
): Promise<LeadServices> {
  const clock = () => new Date();
  const rateLimits = leadRateLimits(env);
  const catalog =
    options.catalog ?? createSnapshotStockCatalog({ root, slugs: sites.map((site) => site.slug), env: { ...env } });
  const sinkDirectory = createSinkDirectory(sites, { env, fetch, clock, vehicleFor: vehicleLookup(catalog) });
  const store = await openLeadStore(env, root);
  await store.migrate();
  const bySlug = new Map(sites.map((site) => [site.slug, site]));
  // Requests reach the routes only for tenants of this deployment (requireTenant), all in `sites`.
  const siteOf = (tenant: string) => {
    const site = bySlug.get(tenant);
    if (!site) throw new Error(`no site.json loaded for tenant "${tenant}"`);
    return site;
  };
  const forwarder = createForwarder({
    store,
    sinksFor: sinkDirectory,
    clock,
    random: Math.random,
    log: (line) => console.log(`[leads] ${line}`),
  });
  forwarder.start();
  return {
    deps: {
      leadStore: store,
      sinksFor: (tenant) => leadSinkNames(siteOf(tenant)),
      leadFormsFor: (tenant) => leadFormOptions(siteOf(tenant).forms),
      gatingFor: (tenant) => gatingOptions(siteOf(tenant).sign_in_gates),
      rateLimits,
      formTokenSecret: env.FORM_TOKEN_SECRET || undefined,
    },
    forwarder,
    async stop() {
      await forwarder.stop();
      await store.close();
    },
  };
}
