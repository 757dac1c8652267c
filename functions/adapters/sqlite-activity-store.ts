/**
 * The embedded activity store: SQLite through `node:sqlite`, in its own file
 * beside the lead store so a burst of page views never queues behind a lead's durable commit.
 * Times are epoch milliseconds in INTEGER columns so comparisons and indexes are exact; the port's
 * ISO strings are made on the way out.
 */
import { DatabaseSync } from 'node:sqlite';
import type { ActivityStore } from '../ports/activity-store.ts';
import { activityRows } from './activity-rows.ts';
import * as SQL from './activity-sql.ts';
import { SQLITE_READERS } from './lead-rows.ts';
import { BUSY_TIMEOUT_MS, busyAsUnavailable } from './sqlite-busy.ts';
import { preparedStatements } from './sqlite-statements.ts';
import { SQLITE_ACTIVITY_SCHEMA } from './sqlite-activity-schema.ts';

const { toReveal, toRevealCount, toRecord, toViewed } = activityRows({
  time: SQLITE_READERS.time,
  data: SQLITE_READERS.payload,
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
      const row = sql(SQL.COUNT_VIEW).get(tenant, carId, now.getTime());
      if (!row) throw new Error(`The view of car ${carId} was not counted`);
      return Number(row.views);
    },

    async viewCount(tenant, carId) {
      const row = sql(SQL.VIEW_COUNT).get(tenant, carId);
      return row ? Number(row.views) : 0;
    },

    async mostViewed(tenant, limit) {
      return sql(SQL.MOST_VIEWED).all(tenant, limit).map(toViewed);
    },

    async recordPhoneReveal(reveal) {
      sql(SQL.RECORD_PHONE_REVEAL).run(
        reveal.tenant,
        reveal.carId,
        reveal.dealershipId,
        reveal.websiteId,
        reveal.at.getTime(),
      );
    },

    async phoneReveals(tenant, options = {}) {
      return sql(SQL.PHONE_REVEALS)
        .all(tenant, options.limit ?? -1)
        .map(toReveal);
    },

    async phoneRevealCounts(tenant) {
      return sql(SQL.PHONE_REVEAL_COUNTS).all(tenant).map(toRevealCount);
    },

    async saveMiscellaneous(record) {
      sql(SQL.SAVE_MISCELLANEOUS).run(
        record.id,
        record.tenant,
        record.columnName,
        JSON.stringify(record.data),
        record.createdAt.getTime(),
      );
    },

    async miscellaneous(tenant, options = {}) {
      const limit = options.limit ?? -1;
      const rows =
        options.columnName === undefined
          ? sql(SQL.MISCELLANEOUS).all(tenant, limit)
          : sql(SQL.MISCELLANEOUS_OF_COLUMN).all(tenant, options.columnName, limit);
      return rows.map(toRecord);
    },

    async close() {
      if (db.isOpen) db.close();
    },
  });
}
