/**
 * Chaos: "1,000 leads with 2 SIGKILLs and a PostgreSQL restart under load → 0 lost, 0 duplicated in
 * the store, server alive." The lead fault scenario (tests/unit/functions/lead-fault-run.ts: two
 * SIGKILLs of the server, a CRM outage) on the PostgreSQL store, whose server is stopped at once
 * (`pg_ctl stop -m immediate`, as a crash) around the 500th acknowledgement and started again 2 s
 * later. The cluster is this test's own (scripts/test-postgres.sh with its own folder and port), so
 * no other test's database goes away. Skipped where PostgreSQL is not installed.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { globSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { createPostgresLeadStore } from '../../functions/adapters/postgres-lead-store.ts';
import { expectNothingLost, runLeadFault } from '../unit/functions/lead-fault-run.ts';

const SEED = 20_261_126;
const ROOT = join(import.meta.dirname, '..', '..');
const installed = globSync('/usr/lib/postgresql/*/bin/initdb').length > 0;

/**
 * This test's own cluster: scripts/test-postgres.sh in its own folder, from its own first port. The
 * folder is the script's to create (as root it hands it to the `postgres` user, who could not enter
 * a private temporary folder of ours).
 */
const clusterEnv = {
  ...process.env,
  PG_TEST_DIR: join(tmpdir(), `chaos-postgres-${process.pid}`),
  PG_TEST_PORT: '55800',
};
const SCRIPT = join(ROOT, 'scripts/test-postgres.sh');
const postgres = (...args: string[]) => execFileSync(SCRIPT, args, { env: clusterEnv, encoding: 'utf8' }).trim();
/**
 * The same without blocking: the shoppers keep sending while the database stops and starts. What the script says (the
 * port it started on, a start that failed and why) goes to the test's output, where a failed run can be read.
 */
const postgresInBackground = async (...args: string[]) => {
  const { stderr } = await promisify(execFile)(SCRIPT, args, { env: clusterEnv });
  if (stderr.trim()) console.log(stderr.trim());
};

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  if (installed) postgres('--stop');
});

describe.skipIf(!installed)('chaos: leads through SIGKILLs and a PostgreSQL restart', () => {
  it('1,000 leads, 2 SIGKILLs, PostgreSQL stopped at once and started again: 0 lost, 0 duplicated, the server alive', async () => {
    const url = postgres();
    const run = await runLeadFault(
      {
        seed: SEED,
        label: '[chaos postgres]',
        serverEnv: { DATABASE_URL: url },
        openReader: async () => createPostgresLeadStore(url),
        databaseRestart: {
          afterAcknowledged: 500,
          downMs: 2_000,
          stop: () => postgresInBackground('--crash'),
          start: () => postgresInBackground(),
        },
      },
      cleanups,
    );
    expectNothingLost(run);
  });
});
