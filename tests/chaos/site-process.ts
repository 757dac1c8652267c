/**
 * The production server as a process (scripts/serve.ts --development) over the built tenants in
 * dist/, for the chaos scenarios that need static pages as well as the functions. A tenant not yet
 * built is built first (`npm test` runs the chaos suite after the end-to-end tests, which build all).
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { Agent } from 'node:http';
import { join, relative } from 'node:path';
import { freePort } from '../unit/functions/lead-fault-client.ts';
import { seededRandom } from '../unit/functions/lead-fault-config.ts';
import { exchange } from './http.ts';

const ROOT = join(import.meta.dirname, '..', '..');

export interface SiteProcess {
  port: number;
  agent: Agent;
  child: ChildProcess;
  /** The tenant's host header value, `<slug>.localhost:<port>`. */
  host: string;
  origin: string;
  stop(): Promise<void>;
}

/** Builds `slug` unless dist/<slug>/ already holds its pages. */
export function ensureBuilt(slug: string): void {
  if (existsSync(join(ROOT, 'dist', slug, 'index.html'))) return;
  const build = spawnSync(process.execPath, ['scripts/build.ts', '--site', slug], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`building ${slug} failed (exit ${build.status})`);
}

/** Site paths of up to `limit` built HTML pages of a tenant: the home page, then the others in file order. */
export function builtPages(slug: string, limit: number): string[] {
  const dist = join(ROOT, 'dist', slug);
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${relative(dist, join(dist, file)).replace(/index\.html$/, '')}`)
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
  return pages.slice(0, limit);
}

/** Starts scripts/serve.ts on a free port with `env` (store files, secrets, limits); resolves once it answers. */
export async function startSiteProcess(slug: string, seed: number, env: Record<string, string>): Promise<SiteProcess> {
  const port = await freePort(seededRandom(seed));
  const child = fork(join(ROOT, 'scripts/serve.ts'), ['--development'], {
    cwd: ROOT,
    execArgv: ['--disable-warning=ExperimentalWarning'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const host = `${slug}.localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.ts exited (${child.exitCode}) before it answered`);
    const health = await exchange(agent, port, { path: '/api/health', headers: { host } });
    if (health.status === 200) break;
    if (Date.now() > deadline) throw new Error('scripts/serve.ts did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    agent,
    child,
    host,
    origin: `http://${host}`,
    async stop() {
      agent.destroy();
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
