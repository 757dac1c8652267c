/**
 * The activity store on Cloudflare D1 (issue 19): the SQLite adapter's tables
 * (sqlite-activity-schema.ts) and statements (activity-sql.ts) through the D1 binding. Every write
 * is one statement, atomic on its own, so nothing here needs a batch.
 */
import type { ActivityStore } from '../ports/activity-store.ts';
import { activityRows } from './activity-rows.ts';
import * as SQL from './activity-sql.ts';
import { all, applySchema, changes, first, transientAsUnavailable, type D1Database } from './d1-database.ts';
import { SQLITE_READERS } from './lead-rows.ts';
import { SQLITE_ACTIVITY_SCHEMA } from './sqlite-activity-schema.ts';

const { toReveal, toRevealCount, toRecord, toViewed } = activityRows({
  time: SQLITE_READERS.time,
  data: SQLITE_READERS.payload,
});

/** The activity store on the D1 database `db` (a binding: `close()` lets go of nothing). */
export function createD1ActivityStore(db: D1Database): ActivityStore {
  return transientAsUnavailable<ActivityStore>({
    async migrate() {
      await applySchema(db, SQLITE_ACTIVITY_SCHEMA);
    },

    async countView(tenant, carId, now) {
      const row = await first(db, SQL.COUNT_VIEW, tenant, carId, now.getTime());
      if (!row) throw new Error(`The view of car ${carId} was not counted`);
      return Number(row.views);
    },

    async viewCount(tenant, carId) {
      return Number((await first(db, SQL.VIEW_COUNT, tenant, carId))?.views ?? 0);
    },

    async mostViewed(tenant, limit) {
      return (await all(db, SQL.MOST_VIEWED, tenant, limit)).map(toViewed);
    },

    async recordPhoneReveal(reveal) {
      await changes(
        db,
        SQL.RECORD_PHONE_REVEAL,
        reveal.tenant,
        reveal.carId,
        reveal.dealershipId,
        reveal.websiteId,
        reveal.at.getTime(),
      );
    },

    async phoneReveals(tenant, options = {}) {
      return (await all(db, SQL.PHONE_REVEALS, tenant, options.limit ?? -1)).map(toReveal);
    },

    async phoneRevealCounts(tenant) {
      return (await all(db, SQL.PHONE_REVEAL_COUNTS, tenant)).map(toRevealCount);
    },

    async saveMiscellaneous(record) {
      const data = JSON.stringify(record.data);
      await changes(
        db,
        SQL.SAVE_MISCELLANEOUS,
        record.id,
        record.tenant,
        record.columnName,
        data,
        record.createdAt.getTime(),
      );
    },

    async miscellaneous(tenant, options = {}) {
      const limit = options.limit ?? -1;
      const rows =
        options.columnName === undefined
          ? await all(db, SQL.MISCELLANEOUS, tenant, limit)
          : await all(db, SQL.MISCELLANEOUS_OF_COLUMN, tenant, options.columnName, limit);
      return rows.map(toRecord);
    },

    async close() {},
  });
}
