/**
 * `npm run dev:edge`: every sample tenant's Worker (issue 19) on workerd locally through Miniflare,
 * as deployed: the bundled functions, the tenant's build as static assets, D1, the delivery queue
 * and its consumer, and the cron every minute. One port (EDGE_PORT, default 8788) for all of them,
 * http://<slug>.localhost:<port>/ routed to the tenant's Worker. State (D1, queues) persists under
 * data/edge/. A tenant not built yet gets its functions only (its data written from sites/).
 * Secrets and limits come from the environment as on Node (FORM_TOKEN_SECRET, webhook secrets, ...).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare, type WorkerOptions } from 'miniflare';
import { EDGE_DATA_PATH } from '../functions/edge/tenant-data.ts';
import { loadTenant, tenantSlugs } from '../src/tenants/load-tenant.ts';
import { writeEdgeData } from './edge-data.ts';
import { bundleWorker, WORKER_COMPATIBILITY } from './edge/bundle.ts';
import { DELIVERY_CRON, edgeNames } from './edge/wrangler-config.ts';

/** Miniflare runs no Cron Triggers by itself: this process fires each Worker's every minute. */
const CRON_INTERVAL_MS = 60_000;
import { runCli } from './report-errors.ts';

/** The environment's text variables the Worker may read (never the whole environment). */
function workerVariables(slug: string): Record<string, string> {
  const site = loadTenant(process.cwd(), slug).site;
  const names = [
    'FORM_TOKEN_SECRET',
    'AUTH_CODE_SECRET',
    'LEADS_PER_IP_PER_MINUTE',
    'LEADS_PER_TENANT_PER_MINUTE',
    ...site.leads.sinks.flatMap((sink) => ('secret_env' in sink ? [sink.secret_env] : [])),
  ];
  const given = names.flatMap((name) => (process.env[name] ? [[name, process.env[name]] as const] : []));
  return { HOST_MODE: 'development', ...Object.fromEntries(given) };
}

await runCli(async () => {
  const root = process.cwd();
  const port = Number(process.env.EDGE_PORT ?? 8788);
  const state = join(root, 'data', 'edge');
  const script = join(state, 'worker.js');
  await bundleWorker(root, script);
  const workers: WorkerOptions[] = [];
  for (const slug of tenantSlugs(root)) {
    let assets = join(root, 'dist', slug);
    if (!existsSync(join(assets, EDGE_DATA_PATH))) {
      assets = join(state, 'functions-only', slug);
      await writeEdgeData(assets, loadTenant(root, slug));
      console.log(`${slug}: not built (npm run build), only its /api calls are served`);
    }
    const { queue } = edgeNames(slug);
    workers.push({
      name: slug,
      modules: true,
      scriptPath: script,
      modulesRoot: state,
      ...WORKER_COMPATIBILITY,
      routes: [`${slug}.localhost/*`],
      d1Databases: { DB: `${slug}-functions` },
      queueProducers: { DELIVERIES: { queueName: queue } },
      queueConsumers: { [queue]: { maxBatchSize: 10, maxBatchTimeout: 1 } },
      assets: {
        directory: assets,
        binding: 'ASSETS',
        routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
      },
      bindings: workerVariables(slug),
    } as WorkerOptions);
  }
  const miniflare = new Miniflare({
    workers,
    host: '127.0.0.1',
    port,
    d1Persist: join(state, 'd1'),
    queuesPersist: join(state, 'queues'),
  } as never);
  const url = await miniflare.ready;
  console.log(`Edge (workerd through Miniflare) on ${url.origin}:`);
  for (const worker of workers) console.log(`  http://${worker.name}.localhost:${port}/`);
  const cron = setInterval(() => {
    for (const worker of workers)
      void miniflare
        .getWorker(worker.name)
        .then((fetcher) => fetcher.scheduled({ cron: DELIVERY_CRON }))
        .catch((error: Error) => console.error(`${worker.name}: cron failed: ${error.message}`));
  }, CRON_INTERVAL_MS);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      clearInterval(cron);
      void miniflare.dispose().finally(() => process.exit(0));
    });
});
