/**
 * Empties a D1 database (every table dropped), as a new SQLite file is empty: the store Worker's
 * `/reset` (store-worker.ts) and the route suites' fresh stores on workerd (runtime/test-stores.workerd.ts).
 */
import type { D1Database } from '../../../../functions/adapters/d1-database.ts';

export async function dropEveryTable(db: D1Database): Promise<void> {
  // Tables referenced by others (leads, lead_deliveries) go after those referencing them.
  for (let pass = 0; pass < 5; pass += 1) {
    const { results } = await db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
      )
      .all<{ name: string }>();
    if (results.length === 0) return;
    for (const { name } of results)
      await db
        .prepare(`DROP TABLE "${name}"`)
        .run()
        .catch(() => undefined);
  }
  throw new Error('Could not empty the D1 database');
}
