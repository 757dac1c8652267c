/**
 * `npm run dev:edge`: every sample tenant's Worker (issue 19) on workerd locally through Miniflare,
 * as deployed: the bundled functions, the tenant's build as static assets, D1, the delivery queue
 * and its consumer, and the cron every minute. One Miniflare per tenant, behind one port (EDGE_PORT,
 * default 8788): http://<slug>.localhost:<port>/ goes to the tenant's Worker. State (D1, queues) persists under
 * data/edge/. A tenant not built yet gets its functions only (its data written from sites/).
 * Secrets and limits come from the environment as on Node (FORM_TOKEN_SECRET, webhook secrets, ...).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { tenantFromHost } from '../functions/pipeline/tenant.ts';
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
  const workers = new Map<string, Miniflare>();
  for (const slug of tenantSlugs(root)) {
    let assets = join(root, 'dist', slug);
    if (!existsSync(join(assets, EDGE_DATA_PATH))) {
      assets = join(state, 'functions-only', slug);
      await writeEdgeData(assets, loadTenant(root, slug));
      console.log(`${slug}: not built (npm run build), only its /api calls are served`);
    }
    const { queue } = edgeNames(slug);
    const options = {
      name: slug,
      modules: true,
      scriptPath: script,
      modulesRoot: state,
      ...WORKER_COMPATIBILITY,
      d1Databases: { DB: `${slug}-functions` },
      d1Persist: join(state, 'd1'),
      queuesPersist: join(state, 'queues'),
      queueProducers: { DELIVERIES: { queueName: queue } },
      queueConsumers: { [queue]: { maxBatchSize: 10, maxBatchTimeout: 1 } },
      assets: {
        directory: assets,
        binding: 'ASSETS',
        routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
      },
      bindings: workerVariables(slug),
    };
    const miniflare = new Miniflare(options as MiniflareOptions);
    await miniflare.ready;
    workers.set(slug, miniflare);
  }
  // One port for all: the tenant's Worker by the Host, as Cloudflare routes each tenant's domains to its Worker.
  const tenants = { slugs: [...workers.keys()], domains: new Map<string, string>(), mode: 'development' as const };
  const server = serve({
    port,
    hostname: '127.0.0.1',
    fetch: (request) => {
      const slug = tenantFromHost(request.headers.get('host') ?? undefined, tenants);
      const worker = slug ? workers.get(slug) : undefined;
      if (!worker) return new Response('Not found', { status: 404 });
      return worker.dispatchFetch(request.url, request as never) as unknown as Promise<Response>;
    },
  });
  console.log(`Edge (workerd through Miniflare) on port ${port}:`);
  for (const slug of workers.keys()) console.log(`  http://${slug}.localhost:${port}/`);
  const cron = setInterval(() => {
    for (const [slug, worker] of workers)
      void worker
        .getWorker()
        .then((fetcher) => fetcher.scheduled({ cron: DELIVERY_CRON }))
        .catch((error: Error) => console.error(`${slug}: cron failed: ${error.message}`));
  }, CRON_INTERVAL_MS);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      clearInterval(cron);
      server.close();
      void Promise.all([...workers.values()].map((worker) => worker.dispose())).finally(() => process.exit(0));
    });
});
