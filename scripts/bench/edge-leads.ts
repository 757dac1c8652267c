/**
 * POST /api/leads on workerd (issue 19): the tenant Worker bundled as deployed (scripts/edge/bundle.ts)
 * in Miniflare with D1 and the delivery queue (local sink: the consumer marks each delivered), on a
 * real port, loaded like the Node bench (scripts/bench/leads.ts): a closed loop of keep-alive
 * connections, distinct valid enquiries, each answered 201. `npm run bench` prints it next to the
 * Node figures of the same run. Figures only.
 *
 * `npm exec -- node scripts/bench/edge-leads.ts [--requests 1000] [--concurrency 10]`
 */
import { mkdtempSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';
import { loadTenant } from '../../src/tenants/load-tenant.ts';
import { readFlags } from '../cli-args.ts';
import { writeEdgeData } from '../edge-data.ts';
import { bundleWorker, WORKER_COMPATIBILITY } from '../edge/bundle.ts';
import { prepareLead, sendLeads } from './lead-load.ts';
import { percentile } from './search-latency.ts';

const TENANT = 'harbour-city-toyota';
const SECRET = 'bench-edge-form-token-secret';

export interface EdgeLeadsBench {
  concurrency: number;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export async function benchEdgeLeads(
  options: { root?: string; requests?: number; concurrency?: number } = {},
): Promise<EdgeLeadsBench> {
  const root = options.root ?? process.cwd();
  const requests = options.requests ?? 1_000;
  const concurrency = options.concurrency ?? 10;
  const dir = mkdtempSync(join(tmpdir(), 'edge-bench-'));
  await bundleWorker(root, join(dir, 'worker.js'));
  const tenant = loadTenant(root, TENANT);
  await writeEdgeData(join(dir, 'assets'), tenant);
  const miniflare = new Miniflare({
    modules: true,
    scriptPath: join(dir, 'worker.js'),
    modulesRoot: dir,
    ...WORKER_COMPATIBILITY,
    host: '127.0.0.1',
    port: 0,
    d1Databases: ['DB'],
    queueProducers: { DELIVERIES: { queueName: 'deliveries' } },
    queueConsumers: { deliveries: { maxBatchSize: 10, maxBatchTimeout: 1 } },
    assets: {
      directory: join(dir, 'assets'),
      binding: 'ASSETS',
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
    },
    handleRuntimeStdio: (stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) => {
      stdout.resume();
      stderr.resume();
    },
    bindings: {
      HOST_MODE: 'development',
      FORM_TOKEN_SECRET: SECRET,
      LEADS_PER_IP_PER_MINUTE: '1000000',
      LEADS_PER_TENANT_PER_MINUTE: '1000000',
    },
  } as never);
  const port = Number((await miniflare.ready).port);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const run = Date.now().toString(36);
  try {
    const leadRun = {
      run,
      tenants: [TENANT],
      port,
      formTokenSecret: SECRET,
      types: ['enquiry'] as const,
      // The Worker takes the shopper's address from Cloudflare's header; spread over many, as shoppers are.
      extraHeaders: (n: number) => ({ 'cf-connecting-ip': `198.51.100.${n % 250}` }),
    };
    const batch = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => prepareLead(from + index, leadRun));
    await sendLeads(agent, port, batch(0, Math.min(200, requests)), concurrency);
    const { latencies, seconds } = await sendLeads(agent, port, batch(1_000_000, requests), concurrency);
    const sorted = [...latencies];
    return {
      concurrency,
      requests,
      perSecond: Math.round(requests / seconds),
      p50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
      p99Ms: Math.round(percentile(sorted, 99) * 10) / 10,
    };
  } finally {
    agent.destroy();
    await miniflare.dispose();
  }
}

export const formatEdgeLeadsBench = (result: EdgeLeadsBench) =>
  `POST /api/leads on workerd (Miniflare, D1, queue): ${result.perSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms (${result.requests} requests, concurrency ${result.concurrency})`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const flags = readFlags(
    process.argv.slice(2),
    { requests: { type: 'string' }, concurrency: { type: 'string' } },
    'usage: node scripts/bench/edge-leads.ts [--requests N] [--concurrency N]',
  );
  console.log(
    formatEdgeLeadsBench(
      await benchEdgeLeads({
        requests: flags.requests ? Number(flags.requests) : undefined,
        concurrency: flags.concurrency ? Number(flags.concurrency) : undefined,
      }),
    ),
  );
}
