/**
 * The PostgreSQL activity store, for deployments whose functions instances share
 * one database. Same behaviour as the SQLite store (one contract suite runs against both); records
 * are jsonb and times timestamptz. Its tables sit beside the lead store's, prefixed `activity_`.
 */
import type { ActivityStore } from '../ports/activity-store.ts';
import { activityRows } from './activity-rows.ts';
import type { Row } from './lead-rows.ts';
import { POSTGRES_ACTIVITY_SCHEMA } from './postgres-activity-schema.ts';
import { createPostgresCaller, createResilientPool } from './postgres-resilience.ts';

/** Any constant other than the lead store's: instances starting together take turns creating the schema. */
const MIGRATION_LOCK = 5_050_606;

const { toReveal, toRevealCount, toRecord, toViewed } = activityRows({
  time: (value) => (value as Date).toISOString(),
  data: (value) => value as Record<string, unknown>,
});

/**
 * Connects the PostgreSQL activity store (a pool; nothing is sent until the first call). A view is
 * counted by one `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`: concurrent counts of one car
 * wait on the row lock and each sees its own increment, so no count is lost or given twice.
 */
export function createPostgresActivityStore(connectionString: string): ActivityStore {
  const pool = createResilientPool(connectionString, 'activity-store');
  const call = createPostgresCaller(pool);
  /** Reads: tried again whenever the connection fails. */
  const query = (text: string, values?: unknown[]) =>
    call((client) => client.query(text, values), { repeatable: true });
  /**
   * Counting a view and logging a reveal are not idempotent and carry no id to look for, so they
   * are tried again only when the connection failed before the statement was sent; a failure
   * after that answers "unavailable" (503), and the view or reveal may or may not have been counted.
   * A lost count is a small error in a statistic; counting twice on every retry would be a bias.
   */
  const queryOnce = (text: string, values?: unknown[]) => call((client) => client.query(text, values));

  return {
    async migrate() {
      // IF NOT EXISTS throughout: repeating it is harmless.
      await call(
        async (client) => {
          await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
          await client.query(POSTGRES_ACTIVITY_SCHEMA);
        },
        { transaction: true, repeatable: true },
      );
    },

    async countView(tenant, carId, now) {
      const result = await queryOnce(
        `INSERT INTO activity_views (tenant, car_id, views, first_viewed_at, last_viewed_at)
         VALUES ($1, $2, 1, $3, $3)
         ON CONFLICT (tenant, car_id) DO UPDATE SET
           views = activity_views.views + 1,
           last_viewed_at = GREATEST(activity_views.last_viewed_at, excluded.last_viewed_at)
         RETURNING views`,
        [tenant, carId, now],
      );
      const row = result.rows[0] as Row | undefined;
      if (!row) throw new Error(`The view of car ${carId} was not counted`);
      return Number(row.views);
    },

    async viewCount(tenant, carId) {
      const result = await query('SELECT views FROM activity_views WHERE tenant = $1 AND car_id = $2', [tenant, carId]);
      const row = result.rows[0] as Row | undefined;
      return row ? Number(row.views) : 0;
    },

    async mostViewed(tenant, limit) {
      const result = await query(
        'SELECT car_id, views FROM activity_views WHERE tenant = $1 ORDER BY views DESC, car_id LIMIT $2',
        [tenant, limit],
      );
      return (result.rows as Row[]).map(toViewed);
    },

    async recordPhoneReveal(reveal) {
      await queryOnce(
        'INSERT INTO activity_phone_reveals (tenant, car_id, dealership_id, website_id, at) VALUES ($1, $2, $3, $4, $5)',
        [reveal.tenant, reveal.carId, reveal.dealershipId, reveal.websiteId, reveal.at],
      );
    },

    async phoneReveals(tenant, options = {}) {
      // LIMIT NULL is "no limit"; seq breaks ties between reveals of the same millisecond.
      const result = await query(
        'SELECT * FROM activity_phone_reveals WHERE tenant = $1 ORDER BY at DESC, seq DESC LIMIT $2',
        [tenant, options.limit ?? null],
      );
      return (result.rows as Row[]).map(toReveal);
    },

    async phoneRevealCounts(tenant) {
      // GROUP BY puts every null car_id in one group; the last keys only make full ties stable.
      const result = await query(
        `SELECT car_id, count(*) AS count, max(at) AS last_at FROM activity_phone_reveals
         WHERE tenant = $1 GROUP BY car_id
         ORDER BY count DESC, last_at DESC, car_id IS NULL, car_id`,
        [tenant],
      );
      return (result.rows as Row[]).map(toRevealCount);
    },

    async saveMiscellaneous(record) {
      // Sent as JSON text: pg would turn a JavaScript array into a PostgreSQL array, not jsonb.
      // The record's id is ours: a commit in doubt is confirmed by looking for it.
      await call(
        (client) =>
          client.query(
            'INSERT INTO activity_miscellaneous (id, tenant, column_name, data, created_at) VALUES ($1, $2, $3, $4, $5)',
            [record.id, record.tenant, record.columnName, JSON.stringify(record.data), record.createdAt],
          ),
        {
          confirm: async (client) => {
            const found = await client.query('SELECT 1 FROM activity_miscellaneous WHERE id = $1', [record.id]);
            return found.rows.length > 0 ? { value: found } : null;
          },
        },
      );
    },

    async miscellaneous(tenant, options = {}) {
      const result = await query(
        `SELECT * FROM activity_miscellaneous
         WHERE tenant = $1 AND ($2::text IS NULL OR column_name = $2)
         ORDER BY created_at DESC, seq DESC LIMIT $3`,
        [tenant, options.columnName ?? null, options.limit ?? null],
      );
      return (result.rows as Row[]).map(toRecord);
    },

    async close() {
      // pg throws when a pool is ended twice; closing twice is harmless everywhere else.
      if (!pool.ended) await pool.end();
    },
  };
}
