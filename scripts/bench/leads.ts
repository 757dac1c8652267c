/**
 * Target: "`npm run bench`: POST /api/leads requests per second and p99 on these two cores with
 * durable commits; aim for at least 1,000 per second with p99 under 50 ms, and report what you get."
 *
 * The server is the real deployment (scripts/bench/leads-server.ts: every tenant's site.json, the
 * SQLite store on a temporary file in WAL mode with synchronous=FULL, the forwarder delivering the
 * outbox) in a child process; this process is the load generator. For each concurrency level it
 * keeps that many keep-alive connections busy (a closed loop: each connection sends its next lead
 * when the last one is answered), first for a warm-up, then for the measured requests. Every lead
 * is valid and distinct (its own Idempotency-Key, contact and message; the six form types sent
 * without a one-time code and the sample tenants in turn) and must be answered 201 with a lead_id;
 * at the end the store must hold exactly the leads that were answered, or the run fails. Latency
 * is from sending a request to the last byte of its reply. Figures only: nothing here passes or fails against the target.
 *
 * `npm exec -- node scripts/bench/leads.ts [--requests 5000] [--warm-up 1000] [--concurrency 1,10,50] [--no-forwarder] [--profile dir]`
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tenantSlugs } from '../../src/tenants/load-tenant.ts';

/** The server's FORM_TOKEN_SECRET: the bench signs its leads' fill-time tokens as GET /api/form-token would. */
const BENCH_FORM_TOKEN_SECRET = 'bench-form-token-secret';
import { readFlags } from '../cli-args.ts';
import { prepareLead, sendLeads } from './lead-load.ts';
import type { BenchServerMessage, BenchServerRequest, BenchServerStats } from './leads-server.ts';

/** One concurrency level's measured requests. */
export interface LeadsBench {
  concurrency: number;
  requests: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** CPU milliseconds per request in the server process (user + system) and in the load generator: where the time goes. */
  serverCpuMs: number;
  serverSystemCpuMs: number;
  clientCpuMs: number;
  /** The longest the server's event loop was blocked during the measured requests (a commit waiting for the disk). */
  eventLoopMaxMs: number;
}

export interface LeadsBenchOptions {
  /** Measured requests per level (default 5,000). */
  requests?: number;
  /** Unmeasured requests before each level (default 1,000): JIT, connections, statement cache, WAL. */
  warmUp?: number;
  /** Connections kept busy, one level each (default 1, 10 and 50). */
  concurrency?: readonly number[];
  /** Whether the forwarder runs in the server, as it does in production (default true). */
  forwarder?: boolean;
  /** Writes a V8 CPU profile of the server to this folder (`--cpu-prof`), to see where its time goes. */
  profileDir?: string;
  root?: string;
}

const SERVER = fileURLToPath(new URL('./leads-server.ts', import.meta.url));

/** Nearest-rank percentile of ascending values. */
function percentile(sorted: ArrayLike<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** Starts the server child on a fresh store and resolves with it and its port. */
function startServer(
  root: string,
  db: string,
  forwarder: boolean,
  profileDir?: string,
): Promise<{ child: ChildProcess; port: number }> {
  const env = {
    ...process.env,
    FORM_TOKEN_SECRET: BENCH_FORM_TOKEN_SECRET,
    LEADS_DB: db,
    DATABASE_URL: '',
    BENCH_FORWARDER: forwarder ? '1' : '0',
  };
  const execArgv = profileDir ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${profileDir}`] : process.execArgv;
  // stdout (the route's log line per lead) goes to /dev/null, as cheap as a log file would be.
  const child = fork(SERVER, [], { cwd: root, env, execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before listening`)));
    child.once('message', (message: BenchServerMessage) => {
      if ('port' in message) resolve({ child, port: message.port });
    });
  });
}

function serverStats(child: ChildProcess): Promise<BenchServerStats> {
  return new Promise((resolve) => {
    const listener = (message: BenchServerMessage) => {
      if (!('stats' in message)) return;
      child.off('message', listener);
      resolve(message.stats);
    };
    child.on('message', listener);
    child.send({ stats: true } satisfies BenchServerRequest);
  });
}

/**
 * Measures POST /api/leads per concurrency level against one server and store: requests per
 * second over the measured requests, and their p50 and p99 latency in milliseconds. Throws if a
 * lead is refused or the store does not hold exactly the leads answered 201.
 */
export async function benchLeads(options: LeadsBenchOptions = {}): Promise<LeadsBench[]> {
  const root = options.root ?? process.cwd();
  const requests = options.requests ?? 5_000;
  const warmUp = options.warmUp ?? 1_000;
  const levels = options.concurrency ?? [1, 10, 50];
  const tenants = tenantSlugs(root);
  // On the working disk, not a RAM disk: a commit must wait for the device, as in production.
  const dir = mkdtempSync(join(tmpdir(), 'leads-bench-'));
  const { child, port } = await startServer(
    root,
    join(dir, 'leads.sqlite'),
    options.forwarder ?? true,
    options.profileDir,
  );
  const run = Date.now().toString(36);
  const results: LeadsBench[] = [];
  let sent = 0;
  try {
    for (const concurrency of levels) {
      const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
      const leadRun = { run, tenants, port, formTokenSecret: BENCH_FORM_TOKEN_SECRET };
      const batch = (count: number) => Array.from({ length: count }, () => prepareLead(sent++, leadRun));
      await sendLeads(agent, port, batch(warmUp), concurrency);
      const measured = batch(requests);
      const before = await serverStats(child);
      const clientBefore = process.cpuUsage();
      const { latencies, seconds } = await sendLeads(agent, port, measured, concurrency);
      const client = process.cpuUsage(clientBefore);
      const after = await serverStats(child);
      agent.destroy();
      latencies.sort();
      const serverSystemMs = after.cpuSystemMs - before.cpuSystemMs;
      const serverMs = after.cpuUserMs - before.cpuUserMs + serverSystemMs;
      results.push({
        concurrency,
        requests,
        seconds,
        perSecond: requests / seconds,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        maxMs: percentile(latencies, 100),
        serverCpuMs: serverMs / requests,
        serverSystemCpuMs: serverSystemMs / requests,
        clientCpuMs: (client.user + client.system) / 1000 / requests,
        eventLoopMaxMs: after.eventLoopMaxMs,
      });
    }
    const { leads, statuses } = await serverStats(child);
    const stored = Object.values(leads).reduce((sum, count) => sum + count, 0);
    if (stored !== sent || statuses.created !== sent) {
      throw new Error(
        `${sent} leads were answered 201 but the store holds ${stored} (outcomes logged: ${JSON.stringify(statuses)})`,
      );
    }
    return results;
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.connected) child.send({ stop: true } satisfies BenchServerRequest);
      else child.kill();
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The results as a table, one row per concurrency level. */
export function formatLeadsBench(results: readonly LeadsBench[]): string {
  const header = [
    'connections',
    'requests',
    'seconds',
    'leads/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'server CPU ms/lead (system)',
    'server loop blocked max ms',
    'generator CPU ms/lead',
  ];
  const rows = results.map((r) => [
    String(r.concurrency),
    String(r.requests),
    r.seconds.toFixed(2),
    r.perSecond.toFixed(0),
    r.p50Ms.toFixed(2),
    r.p99Ms.toFixed(2),
    r.maxMs.toFixed(1),
    `${r.serverCpuMs.toFixed(3)} (${r.serverSystemCpuMs.toFixed(3)})`,
    r.eventLoopMaxMs.toFixed(1),
    r.clientCpuMs.toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** A count given on the command line, or undefined (the default) when absent or not above 0. */
function positive(value: string | undefined): number | undefined {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number) && number > 0 ? number : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runCli } = await import('../report-errors.ts');
  await runCli(async () => {
    const usage =
      'usage: npm exec -- node scripts/bench/leads.ts [--requests 5000] [--warm-up 1000] [--concurrency 1,10,50] [--no-forwarder] [--profile dir]';
    const options = {
      requests: { type: 'string' },
      'warm-up': { type: 'string' },
      concurrency: { type: 'string' },
      'no-forwarder': { type: 'boolean' },
      profile: { type: 'string' },
    } as const;
    const flags = readFlags(process.argv.slice(2), options, usage, {
      requests: 'a number of requests',
      'warm-up': 'a number of requests',
      concurrency: 'a list of connection counts (1,10,50)',
      profile: 'a folder',
    });
    const concurrency = flags.concurrency
      ?.split(',')
      .map(Number)
      .filter((n) => n > 0);
    const forwarder = !flags['no-forwarder'];
    const profileDir = flags.profile === undefined ? undefined : resolvePath(flags.profile);
    // These two cores are shared: a load average above ~1 before or after means other work was running too.
    const before = loadavg()[0]!.toFixed(2);
    const results = await benchLeads({
      requests: positive(flags.requests),
      warmUp: positive(flags['warm-up']),
      concurrency,
      forwarder,
      profileDir,
    });
    console.log(
      `POST /api/leads, SQLite WAL synchronous=FULL on a temporary file, forwarder ${forwarder ? 'on' : 'off'}, server in a child process` +
        ` (load average ${before} before, ${loadavg()[0]!.toFixed(2)} after):`,
    );
    console.log(formatLeadsBench(results));
  });
}
