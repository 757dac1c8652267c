/**
 * A PostgreSQL cluster of the restart tests' own (scripts/test-postgres.sh with its own folder and
 * port): the shared test cluster serves other test files in parallel and must never be stopped.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../../scripts/test-postgres.sh', import.meta.url));

/** Whether a PostgreSQL server can be started here: where scripts/test-postgres.sh looks (Debian's folder, then PATH). */
export function postgresServerInstalled(): boolean {
  const root = '/usr/lib/postgresql';
  const debian = existsSync(root) ? readdirSync(root).map((version) => join(root, version, 'bin')) : [];
  const path = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  return [...debian, ...path].some((folder) => existsSync(join(folder, 'pg_ctl')));
}

export interface RestartCluster {
  /** Starts it (first time: initdb) and returns its URL; after `crash()`, starts it again on the same data. */
  start(): string;
  /** `pg_ctl stop -m immediate`: every connection dropped at once, the data kept (recovery on the next start). */
  crash(): void;
  /** Stops it and deletes its folder. */
  remove(): void;
}

export function restartCluster(name: string, port: number): RestartCluster {
  const env = {
    ...process.env,
    PG_TEST_DIR: join(tmpdir(), `pg-restart-${name}-${process.pid}`),
    PG_TEST_PORT: String(port),
  };
  const script = (...args: string[]) =>
    execFileSync('bash', [SCRIPT, ...args], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  return {
    start: () => script(),
    crash: () => void script('--crash'),
    remove: () => void script('--stop'),
  };
}
