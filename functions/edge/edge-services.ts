/**
 * What a tenant's Worker serves, built once per isolate from its bindings: the same functions app
 * as on Node (functions/app.ts, unchanged) over the D1 stores, the tenant's data from its build
 * (tenant-data.ts), the delivery queue in place of the forwarder's timer (delivery-queue.ts), and
 * the client address from CF-Connecting-IP. Node-only things stay on Node: no file reads, no
 * process.env, no timers.
 *
 * At the edge today: leads (and the form token), the vehicle page's calls, phone sign-in with the
 * built-in codes (texted by Twilio over fetch, or the log adapter) or Supabase Auth (edge-auth.ts), the watchlist,
 * finance quotes and valuations, reserve online with or without a deposit (edge-reservations.ts: the hold
 * sweeper is the cron's) and the postcode lookup (from the build's shards, edge-geocoders.ts).
 */
import { getConnInfo } from 'hono/cloudflare-workers';
import { createFunctionsApp } from '../app.ts';
import { openFinancePartners } from '../adapters/open-finance-partner.ts';
import { openValuationProviders } from '../adapters/open-valuation-providers.ts';
import { createSinkDirectory, leadSinkNames } from '../adapters/sinks/tenant-sinks.ts';
import { leadRateLimits, vehicleLookup } from '../lead-settings.ts';
import type { TenantDirectory } from '../pipeline/tenant.ts';
import { leadFormOptions } from '../../src/domain/schemas/leads.ts';
import { gatingOptions } from '../../src/domain/sign-in.ts';
import { openD1Stores } from './d1-stores.ts';
import { edgeAuth } from './edge-auth.ts';
import { edgeGeocoders } from './edge-geocoders.ts';
import { edgeReservations, sweepHolds } from './edge-reservations.ts';
import { EdgeConfigError } from './edge-config-error.ts';
import { createDeliveryConsumer, enqueueDueDeliveries, withDeliveryQueue } from './delivery-queue.ts';
import { textVariables, type EdgeEnv } from './edge-env.ts';
import { edgeCarPath, edgeStockCatalog, EDGE_DATA_PATH, type EdgeTenantData } from './tenant-data.ts';
import type { Car } from '../../src/domain/schemas/car.ts';

/** The tenant's data, as its build wrote it beside its pages. */
async function readTenantData(env: EdgeEnv): Promise<EdgeTenantData> {
  const response = await env.ASSETS.fetch(new Request(`https://assets.invalid${EDGE_DATA_PATH}`));
  if (!response.ok) throw new EdgeConfigError(`${EDGE_DATA_PATH} is missing from the build (${response.status})`);
  return (await response.json()) as EdgeTenantData;
}

/** One car's file from the build; null when it has none (the list and the files are written together). */
async function readCar(env: EdgeEnv, id: number): Promise<Car | null> {
  const response = await env.ASSETS.fetch(new Request(`https://assets.invalid${edgeCarPath(id)}`));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${edgeCarPath(id)}: the assets answered ${response.status}`);
  return (await response.json()) as Car;
}

export async function startEdgeServices(env: EdgeEnv) {
  const data = await readTenantData(env);
  const vars = textVariables(env);
  const site = data.site;
  const mode = vars.HOST_MODE === 'development' ? 'development' : 'production';
  const tenants: TenantDirectory = {
    slugs: [site.slug],
    domains: new Map(site.domains.map((domain) => [domain.toLowerCase(), site.slug])),
    mode,
  };
  const clock = () => new Date();
  const log = (line: string) => console.log(line);
  const catalog = edgeStockCatalog(data, (id) => readCar(env, id));
  const sinksFor = createSinkDirectory([site], {
    env: vars,
    fetch: (input, init) => fetch(input, init),
    clock,
    vehicleFor: vehicleLookup(catalog),
  });
  const { leads: store, activity, auth: authStore } = await openD1Stores(env.DB);
  const leadStore = withDeliveryQueue(store, env.DELIVERIES, { clock, log });
  const auth = edgeAuth(vars, mode, authStore, site.name);
  const reservations = edgeReservations(site, vars, env.DB, clock);
  const app = createFunctionsApp({
    tenants,
    leadStore,
    catalog,
    activity,
    auth,
    watchlist: auth && authStore,
    getConnInfo,
    sinksFor: () => leadSinkNames(site),
    leadFormsFor: () => leadFormOptions(site.forms),
    gatingFor: () => gatingOptions(site.sign_in_gates),
    rateLimits: leadRateLimits(vars),
    formTokenSecret: vars.FORM_TOKEN_SECRET || undefined,
    financePartners: openFinancePartners([site], vars),
    valuations: openValuationProviders([site], vars, { catalog }),
    reservations,
    geocoders: edgeGeocoders(site, env.ASSETS),
  });
  const consume = createDeliveryConsumer({
    store,
    sinksFor,
    queue: env.DELIVERIES,
    clock,
    random: Math.random,
    log: (line) => console.log(`[leads] ${line}`),
  });
  return {
    app,
    consume,
    /** The Cron Trigger's work: lapsed holds expired (their leads stored), then every due delivery enqueued. */
    async cron(at: Date) {
      await sweepHolds(reservations, at);
      await enqueueDueDeliveries(store, env.DELIVERIES, at, log);
    },
  };
}

export type EdgeServices = Awaited<ReturnType<typeof startEdgeServices>>;
