/**
 * `npm run dev:edge [-- --site <slug>]`: every sample tenant's Worker (issue 19), or those named, on
 * workerd locally through Miniflare, as deployed: the bundled functions, the tenant's build as static
 * assets, D1, the delivery queue and its consumer, and the cron every minute. One Miniflare per tenant,
 * behind one port (EDGE_PORT, default 8788): http://<slug>.localhost:<port>/ goes to the tenant's Worker.
 * State (D1, queues) persists under data/edge/ (EDGE_DATA_DIR elsewhere). A tenant not built yet gets its
 * functions only (its data written from sites/).
 * Secrets and limits come from the environment as on Node (FORM_TOKEN_SECRET, webhook secrets, ...).
 * Development extras, never deployed: DEV_LEAD_WEBHOOK_URL (+ _SECRET) sends every lead to a local
 * webhook too (edge/dev-lead-webhook.ts), and http://localhost:<port>/_dev/sms?site=<slug> shows the
 * texted sign-in codes (edge/dev-sms.ts).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { tenantFromHost } from '../functions/pipeline/tenant.ts';
import { EDGE_DATA_PATH, edgeCarPath } from '../functions/edge/tenant-data.ts';
import { loadTenant, tenantSlugs } from '../src/tenants/load-tenant.ts';
import { readFlags, SITE_FLAG, siteList } from './cli-args.ts';
import { writeEdgeData } from './edge-data.ts';
import { bundleWorker, WORKER_COMPATIBILITY } from './edge/bundle.ts';
import { assetsWithDevWebhook, DEV_WEBHOOK_SECRET_ENV, devLeadWebhook } from './edge/dev-lead-webhook.ts';
import { DEV_SMS_PATH, devSmsResponse } from './edge/dev-sms.ts';
import { DELIVERY_CRON, edgeNames } from './edge/wrangler-config.ts';
import { runCli, UsageError } from './report-errors.ts';

/** Miniflare runs no Cron Triggers by itself: this process fires each Worker's every minute. */
const CRON_INTERVAL_MS = 60_000;
const USAGE = 'usage: npm run dev:edge [-- --site <slug> ...]';

/** The environment's text variables the Worker may read (never the whole environment). */
function workerVariables(slug: string): Record<string, string> {
  const site = loadTenant(process.cwd(), slug).site;
  const names = [
    'FORM_TOKEN_SECRET',
    'AUTH_CODE_SECRET',
    'LEADS_PER_IP_PER_MINUTE',
    'LEADS_PER_TENANT_PER_MINUTE',
    ...site.leads.sinks.flatMap((sink) => ('secret_env' in sink ? [sink.secret_env] : [])),
    DEV_WEBHOOK_SECRET_ENV,
  ];
  const given = names.flatMap((name) => (process.env[name] ? [[name, process.env[name]] as const] : []));
  return { HOST_MODE: 'development', ...Object.fromEntries(given) };
}

await runCli(async () => {
  const root = process.cwd();
  const all = tenantSlugs(root);
  const asked = siteList(readFlags(process.argv.slice(2), SITE_FLAG, USAGE).site);
  const unknown = asked.filter((slug) => !all.includes(slug));
  if (unknown.length > 0) throw new UsageError(`no tenant ${unknown.join(', ')} in sites/\n  ${USAGE}`);
  const webhook = devLeadWebhook(process.env);
  const port = Number(process.env.EDGE_PORT ?? 8788);
  const state = resolve(root, process.env.EDGE_DATA_DIR ?? join('data', 'edge'));
  const script = join(state, 'worker.js');
  await bundleWorker(root, script);
  const workers = new Map<string, Miniflare>();
  for (const slug of asked.length > 0 ? asked : all) {
    let assets = join(root, 'dist', slug);
    // A build from before the per-car files (_edge/cars/) is as good as none for the Worker.
    if (!existsSync(join(assets, EDGE_DATA_PATH)) || !existsSync(join(assets, dirname(edgeCarPath(0))))) {
      assets = join(state, 'functions-only', slug);
      await writeEdgeData(assets, loadTenant(root, slug));
      console.log(`${slug}: not built (npm run build), only its /api calls are served`);
    }
    if (webhook) {
      assets = await assetsWithDevWebhook(assets, join(state, 'dev-webhook-assets', slug), webhook);
      console.log(`${slug}: leads also go to ${webhook.url} (DEV_LEAD_WEBHOOK_URL)`);
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
      const url = new URL(request.url);
      // Outside every tenant's host: this process's own development pages.
      if (!slug && url.pathname === DEV_SMS_PATH) return devSmsResponse(url, workers);
      const worker = slug ? workers.get(slug) : undefined;
      if (!worker) return new Response('Not found', { status: 404 });
      return worker.dispatchFetch(request.url, request as never) as unknown as Promise<Response>;
    },
  });
  console.log(`Edge (workerd through Miniflare) on port ${port}:`);
  for (const slug of workers.keys()) console.log(`  http://${slug}.localhost:${port}/`);
  console.log(`  texted sign-in codes: http://localhost:${port}${DEV_SMS_PATH}?site=<slug>`);
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
