/**
 * A D1 database in workerd for the store contract suites (issue 19): one Miniflare per test file,
 * started before its tests and disposed after, its binding used from Node as a Worker would use it.
 * `fresh()` empties the database (every table dropped) so each test starts as the SQLite suites do
 * with a new file; `current()` is the same database again, for the suites' "reopen" tests.
 */
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, vi } from 'vitest';
import type { D1Database } from '../../../functions/adapters/d1-database.ts';

/**
 * Every call from Node to the binding is a round trip into workerd (Miniflare's proxy), a few ms
 * each on a loaded machine, so the suites' 200-call concurrency cases need longer than the default
 * 5 s. A limit, not a timed assertion: no result depends on it.
 */
const D1_TEST_TIMEOUT_MS = 30_000;

export function useMiniflareD1(): { fresh: () => Promise<D1Database>; current: () => D1Database } {
  vi.setConfig({ testTimeout: D1_TEST_TIMEOUT_MS });
  let miniflare: Miniflare | undefined;
  let db: D1Database | undefined;
  beforeAll(async () => {
    miniflare = new Miniflare({
      modules: true,
      script: 'export default { fetch() { return new Response(null, { status: 404 }); } }',
      d1Databases: ['DB'],
      compatibilityDate: '2026-04-01',
    });
    db = (await miniflare.getD1Database('DB')) as unknown as D1Database;
  }, 60_000);
  afterAll(async () => miniflare?.dispose());

  const current = () => {
    if (!db) throw new Error('The Miniflare D1 database is not started (useMiniflareD1 registers beforeAll)');
    return db;
  };
  return {
    current,
    async fresh() {
      const database = current();
      // Tables referenced by others (leads, lead_deliveries) go after those referencing them.
      for (let pass = 0; pass < 5; pass += 1) {
        const { results } = await database
          .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
          )
          .all<{ name: string }>();
        if (results.length === 0) return database;
        for (const { name } of results)
          await database
            .prepare(`DROP TABLE "${name}"`)
            .run()
            .catch(() => undefined);
      }
      throw new Error('Could not empty the D1 database between tests');
    },
  };
}
