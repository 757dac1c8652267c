/**
 * The lead pipeline of one deployment, chosen at start-up from the environment and the tenants'
 * site.json: the store (SQLite at LEADS_DB by default, PostgreSQL when DATABASE_URL is set), each
 * tenant's sinks (a missing webhook secret stops the start, naming the variable), the POST
 * /api/leads options, and the forwarder that delivers the outbox. Handlers never branch on any of it.
 */
import type { SiteConfig } from '../src/domain/schemas/site-config.ts';
import { leadFormOptions } from '../src/domain/schemas/leads.ts';
import { gatingOptions } from '../src/domain/sign-in.ts';
import { DataFileError } from '../src/domain/validation.ts';
import { openLeadStore } from './adapters/open-lead-store.ts';
import { adfVehicle } from './adapters/sinks/adf-document.ts';
import type { VehicleLookup } from './adapters/sinks/adf-sink.ts';
import { createSinkDirectory, leadSinkNames } from './adapters/sinks/tenant-sinks.ts';
import { createSnapshotStockCatalog } from './adapters/snapshot-stock-catalog.ts';
import type { FunctionsDeps } from './app.ts';
import { createForwarder, type Forwarder } from './forwarder.ts';
import type { StockCatalog } from './ports/stock-catalog.ts';
import { DEFAULT_LEAD_RATE_LIMITS } from './routes/leads.ts';
import type { RateRule } from './rate-limit.ts';

/** A whole number above 0 from `name`, or `fallback` when it is unset or empty. */
function perMinute(env: Readonly<Record<string, string | undefined>>, name: string, fallback: RateRule): RateRule {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1)
    throw new DataFileError([`${name}: expected a whole number above 0, got "${raw}"`]);
  return { limit, windowMs: 60_000 };
}

/**
 * The operator's limits on POST /api/leads, from the environment. LEADS_PER_IP_PER_MINUTE (default
 * 10): every request from one address, junk included; a test run or an office behind one address
 * sends more than a shopper does. LEADS_PER_TENANT_PER_MINUTE (default 600): leads that passed
 * validation, per tenant, from all addresses together.
 */
export function leadRateLimits(env: Readonly<Record<string, string | undefined>>) {
  return {
    perIp: perMinute(env, 'LEADS_PER_IP_PER_MINUTE', DEFAULT_LEAD_RATE_LIMITS.perIp),
    perTenant: perMinute(env, 'LEADS_PER_TENANT_PER_MINUTE', DEFAULT_LEAD_RATE_LIMITS.perTenant),
  };
}

/**
 * The car a lead names (`car_id`), from the tenant's current stock, as the ADF sink describes it;
 * null for a lead about no car or a car no longer in stock (the document then has an empty vehicle).
 */
export function vehicleLookup(catalog: StockCatalog): VehicleLookup {
  return (tenant, carId) => {
    const id = Number(carId);
    if (!Number.isSafeInteger(id)) return null;
    const car = catalog.tenant(tenant)?.carById(id);
    return car ? adfVehicle(car) : null;
  };
}

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
