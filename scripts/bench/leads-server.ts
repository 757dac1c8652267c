/**
 * The server side of the POST /api/leads benchmark (scripts/bench/leads.ts), run in a child process
 * so the load generator never shares its event loop. It is the deployment `npm run serve` starts,
 * minus the static files: `startLeadServices` with every tenant's site.json (their sinks, form
 * options and the forwarder delivering the outbox in the background), the SQLite store at LEADS_DB
 * (WAL, synchronous=FULL: each lead is on disk before its reply), behind `@hono/node-server`.
 * Only the rate limits are raised, as all the load comes from one address.
 *
 * Talks to its parent over IPC: sends `{ port }` once listening; answers `{ stats: true }` with
 * its CPU time and the leads stored per tenant; stops the forwarder and closes the store on
 * `{ stop: true }` or when the parent goes away.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createFunctionsApp } from '../../functions/app.ts';
import { startLeadServices } from '../../functions/lead-services.ts';
import type { RateRule } from '../../functions/rate-limit.ts';
import type { LeadLogEntry } from '../../functions/routes/leads.ts';
import type { TenantDirectory } from '../../functions/pipeline/tenant.ts';
import { readSiteConfig, tenantSlugs } from '../../src/tenants/load-tenant.ts';

/** What the parent may ask. */
export type BenchServerRequest = { stats: true } | { stop: true };

/** What the server tells the parent. */
export type BenchServerMessage = { port: number } | { stats: BenchServerStats };

export interface BenchServerStats {
  cpuUserMs: number;
  cpuSystemMs: number;
  /** The longest the event loop was blocked since the last stats (a synchronous commit waiting for the disk shows here). */
  eventLoopMaxMs: number;
  leads: Record<string, number>;
  statuses: Record<string, number>;
}

/** High enough that no request of a run is refused: the limiter still runs, so its cost is counted. */
const NO_LIMIT: RateRule = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };

const root = process.cwd();
const sites = tenantSlugs(root).map((slug) => readSiteConfig(root, slug));
const leads = await startLeadServices(root, sites, process.env);
if (process.env.BENCH_FORWARDER === '0') await leads.forwarder.stop();

// The route's own log line stays (it is part of a request's cost); only the outcomes are kept, for the check.
const statuses: Record<string, number> = {};
const logLead = (entry: LeadLogEntry) => {
  statuses[entry.status] = (statuses[entry.status] ?? 0) + 1;
  console.info(JSON.stringify(entry));
};

const directory: TenantDirectory = {
  mode: 'development',
  slugs: sites.map((site) => site.slug),
  domains: new Map(sites.flatMap((site) => site.domains.map((domain) => [domain.toLowerCase(), site.slug] as const))),
};
const app = createFunctionsApp({
  tenants: directory,
  ...leads.deps,
  rateLimits: { perIp: NO_LIMIT, perTenant: NO_LIMIT },
  logLead,
});

const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.send?.({ port: info.port } satisfies BenchServerMessage);
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.close();
  await leads.stop();
  process.exit(0);
}

process.on('message', async (message: BenchServerRequest) => {
  if ('stop' in message) return stop();
  const cpu = process.cpuUsage();
  const counts: Record<string, number> = {};
  for (const site of sites) counts[site.slug] = (await leads.deps.leadStore!.listLeads(site.slug)).length;
  const eventLoopMaxMs = loopDelay.max / 1e6;
  loopDelay.reset();
  process.send?.({
    stats: {
      cpuUserMs: cpu.user / 1000,
      cpuSystemMs: cpu.system / 1000,
      eventLoopMaxMs,
      leads: counts,
      statuses: { ...statuses },
    },
  } satisfies BenchServerMessage);
});
process.on('disconnect', () => void stop());
