/**
 * The embedded activity store: SQLite through `node:sqlite`, in its own file
 * beside the lead store so a burst of page views never queues behind a lead's durable commit.
 * Times are epoch milliseconds in INTEGER columns so comparisons and indexes are exact; the port's
 * ISO strings are made on the way out.
 */
import { DatabaseSync } from 'node:sqlite';
import type { ActivityStore } from '../ports/activity-store.ts';
import { activityRows } from './activity-rows.ts';
import { BUSY_TIMEOUT_MS, busyAsUnavailable } from './sqlite-busy.ts';
import { preparedStatements } from './sqlite-statements.ts';
import { SQLITE_ACTIVITY_SCHEMA } from './sqlite-activity-schema.ts';

const { toReveal, toRevealCount, toRecord, toViewed } = activityRows({
  time: (ms) => new Date(Number(ms)).toISOString(),
  data: (text) => JSON.parse(String(text)) as Record<string, unknown>,
});

/**
 * Opens (or creates) the SQLite activity store at `path` (`:memory:` for tests). WAL lets the
 * command line read while the API writes. `synchronous = NORMAL`: in WAL mode a commit is then
 * not fsynced (the WAL is synced at checkpoints), so counting a view costs no disk flush; a power
 * cut may lose the last few views or reveals but never corrupts the file, a fair trade for
 * counters and logs that hold no shopper's contact details (leads keep FULL in their own file).
 * Every write is one autocommit statement, so it needs no explicit transaction: a view is counted
 * by a single upsert, atomic even with several processes on one file (they queue on the busy
 * timeout; past it a call fails with `StoreUnavailableError`, nothing counted: sqlite-busy.ts).
 * Synchronous like the lead store: the server runs it in a worker of its own (sqlite-thread.ts).
 */
export function createSqliteActivityStore(path: string, options: { busyTimeoutMs?: number } = {}): ActivityStore {
  const db = new DatabaseSync(path, { timeout: options.busyTimeoutMs ?? BUSY_TIMEOUT_MS });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');

  const sql = preparedStatements(db);

  return busyAsUnavailable<ActivityStore>({
    async migrate() {
      db.exec(SQLITE_ACTIVITY_SCHEMA);
    },

    async countView(tenant, carId, now) {
      // One statement reads and increments, so two requests can never both see the same count.
      const row = sql(
        `INSERT INTO activity_views (tenant, car_id, views, first_viewed_at, last_viewed_at)
         VALUES (?, ?, 1, ?, ?)
         ON CONFLICT (tenant, car_id) DO UPDATE SET
           views = views + 1, last_viewed_at = max(last_viewed_at, excluded.last_viewed_at)
         RETURNING views`,
      ).get(tenant, carId, now.getTime(), now.getTime());
      if (!row) throw new Error(`The view of car ${carId} was not counted`);
      return Number(row.views);
    },

    async viewCount(tenant, carId) {
      const row = sql('SELECT views FROM activity_views WHERE tenant = ? AND car_id = ?').get(tenant, carId);
      return row ? Number(row.views) : 0;
    },

    async mostViewed(tenant, limit) {
      return sql('SELECT car_id, views FROM activity_views WHERE tenant = ? ORDER BY views DESC, car_id LIMIT ?')
        .all(tenant, limit)
        .map(toViewed);
    },

    async recordPhoneReveal(reveal) {
      sql(
        'INSERT INTO activity_phone_reveals (tenant, car_id, dealership_id, website_id, at) VALUES (?, ?, ?, ?, ?)',
      ).run(reveal.tenant, reveal.carId, reveal.dealershipId, reveal.websiteId, reveal.at.getTime());
    },

    async phoneReveals(tenant, options = {}) {
      // LIMIT -1 is SQLite's "no limit"; rowid breaks ties between reveals of the same millisecond.
      return sql('SELECT * FROM activity_phone_reveals WHERE tenant = ? ORDER BY at DESC, rowid DESC LIMIT ?')
        .all(tenant, options.limit ?? -1)
        .map(toReveal);
    },

    async phoneRevealCounts(tenant) {
      // GROUP BY puts every null car_id in one group; the last keys only make full ties stable.
      return sql(
        `SELECT car_id, count(*) AS count, max(at) AS last_at FROM activity_phone_reveals
         WHERE tenant = ? GROUP BY car_id
         ORDER BY count DESC, last_at DESC, car_id IS NULL, car_id`,
      )
        .all(tenant)
        .map(toRevealCount);
    },

    async saveMiscellaneous(record) {
      sql('INSERT INTO activity_miscellaneous (id, tenant, column_name, data, created_at) VALUES (?, ?, ?, ?, ?)').run(
        record.id,
        record.tenant,
        record.columnName,
        JSON.stringify(record.data),
        record.createdAt.getTime(),
      );
    },

    async miscellaneous(tenant, options = {}) {
      // Two statement texts rather than "? IS NULL OR ...", so each read uses its own index.
      const order = 'ORDER BY created_at DESC, rowid DESC LIMIT ?';
      const limit = options.limit ?? -1;
      const rows =
        options.columnName === undefined
          ? sql(`SELECT * FROM activity_miscellaneous WHERE tenant = ? ${order}`).all(tenant, limit)
          : sql(`SELECT * FROM activity_miscellaneous WHERE tenant = ? AND column_name = ? ${order}`).all(
              tenant,
              options.columnName,
              limit,
            );
      return rows.map(toRecord);
    },

    async close() {
      if (db.isOpen) db.close();
    },
  });
}
