/**
 * The tenant Worker (functions/edge/worker.ts) bundled as deployed and run in workerd through
 * Miniflare, with a D1 database, the delivery queue and its consumer, and the tenant's data from
 * the build step that writes it (scripts/edge-data.ts), for the edge test files. One Worker per
 * test file: started before its tests, disposed after.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll } from 'vitest';
import type { SiteConfig } from '../../../src/domain/schemas/site-config.ts';
import { loadTenant } from '../../../src/tenants/load-tenant.ts';
import { bundleWorker, WORKER_COMPATIBILITY } from '../../../scripts/edge/bundle.ts';
import { writeEdgeData } from '../../../scripts/edge-data.ts';

const ROOT = join(import.meta.dirname, '../../..');

export interface EdgeWorkerOptions {
  slug: string;
  /** Changes to the tenant's site.json for the test (its sinks, retry policy). */
  site?: (site: SiteConfig) => SiteConfig;
  /**
   * Text variables beside the defaults (development hosts, limits high enough for a test run); a
   * function is read when the Worker starts, after the file's earlier beforeAll hooks (a fake's port).
   */
  bindings?: Record<string, string> | (() => Record<string, string>);
  /** Writes more of the build's files into the Worker's assets folder (beside _edge/tenant.json). */
  assets?: (directory: string) => Promise<void>;
  /** Messages per consumer batch (default 10). */
  maxBatchSize?: number;
}

export interface EdgeWorker {
  miniflare: () => Miniflare;
  /** A request to the Worker, as a browser on the tenant's development host sends it. */
  request: (path: string, init?: RequestInit & { headers?: Record<string, string> }) => Promise<Response>;
  /** The rows a query gives on the Worker's D1 database, to see what a call stored. */
  rows: (sql: string, ...values: unknown[]) => Promise<Record<string, unknown>[]>;
  host: string;
}

export function useEdgeWorker(options: EdgeWorkerOptions): EdgeWorker {
  let miniflare: Miniflare | undefined;
  const host = `${options.slug}.localhost`;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-worker-'));
    const script = join(dir, 'worker.js');
    await bundleWorker(ROOT, script);
    const tenant = loadTenant(ROOT, options.slug);
    const assets = join(dir, 'assets');
    await writeEdgeData(assets, { ...tenant, site: options.site ? options.site(tenant.site) : tenant.site });
    await options.assets?.(assets);
    miniflare = new Miniflare({
      modules: true,
      scriptPath: script,
      modulesRoot: dir,
      ...WORKER_COMPATIBILITY,
      d1Databases: ['DB'],
      queueProducers: { DELIVERIES: { queueName: 'deliveries' } },
      queueConsumers: { deliveries: { maxBatchSize: options.maxBatchSize ?? 10, maxBatchTimeout: 1 } },
      assets: {
        directory: assets,
        binding: 'ASSETS',
        routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
      },
      // The Worker's log lines (one per lead and attempt) are dropped; its errors are shown.
      handleRuntimeStdio: (stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) => {
        stdout.resume();
        stderr.pipe(process.stderr);
      },
      bindings: {
        HOST_MODE: 'development',
        LEADS_PER_IP_PER_MINUTE: '100000',
        ...(typeof options.bindings === 'function' ? options.bindings() : options.bindings),
      },
    });
    await miniflare.ready;
  }, 60_000);
  afterAll(async () => miniflare?.dispose());
  const current = () => {
    if (!miniflare) throw new Error('The edge Worker is not started (useEdgeWorker registers beforeAll)');
    return miniflare;
  };
  return {
    miniflare: current,
    host,
    async request(path, init = {}) {
      const response = await current().dispatchFetch(`http://${host}${path}`, {
        ...init,
        headers: { host, ...init.headers },
      } as never);
      return response as unknown as Response;
    },
    async rows(sql, ...values) {
      const db = await current().getD1Database('DB');
      return (
        await db
          .prepare(sql)
          .bind(...values)
          .all<Record<string, unknown>>()
      ).results;
    },
  };
}
