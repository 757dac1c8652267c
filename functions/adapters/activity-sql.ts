/**
 * The activity store's statements in SQLite's dialect, shared by sqlite-activity-store.ts
 * (`node:sqlite`) and d1-activity-store.ts (Cloudflare D1). Every write is one statement, atomic on
 * its own in both. Times are epoch milliseconds (sqlite-activity-schema.ts).
 */

/** ?1 tenant, ?2 car, ?3 now: one statement reads and increments, so two requests never see one count. */
export const COUNT_VIEW = `INSERT INTO activity_views (tenant, car_id, views, first_viewed_at, last_viewed_at)
  VALUES (?1, ?2, 1, ?3, ?3)
  ON CONFLICT (tenant, car_id) DO UPDATE SET
    views = views + 1, last_viewed_at = max(last_viewed_at, excluded.last_viewed_at)
  RETURNING views`;

export const VIEW_COUNT = 'SELECT views FROM activity_views WHERE tenant = ? AND car_id = ?';
export const MOST_VIEWED =
  'SELECT car_id, views FROM activity_views WHERE tenant = ? ORDER BY views DESC, car_id LIMIT ?';

export const RECORD_PHONE_REVEAL =
  'INSERT INTO activity_phone_reveals (tenant, car_id, dealership_id, website_id, at) VALUES (?, ?, ?, ?, ?)';
/** LIMIT -1 is SQLite's "no limit"; rowid breaks ties between reveals of the same millisecond. */
export const PHONE_REVEALS =
  'SELECT * FROM activity_phone_reveals WHERE tenant = ? ORDER BY at DESC, rowid DESC LIMIT ?';
/** GROUP BY puts every null car_id in one group; the last keys only make full ties stable. */
export const PHONE_REVEAL_COUNTS = `SELECT car_id, count(*) AS count, max(at) AS last_at FROM activity_phone_reveals
  WHERE tenant = ? GROUP BY car_id
  ORDER BY count DESC, last_at DESC, car_id IS NULL, car_id`;

export const SAVE_MISCELLANEOUS =
  'INSERT INTO activity_miscellaneous (id, tenant, column_name, data, created_at) VALUES (?, ?, ?, ?, ?)';
// Two statement texts rather than "? IS NULL OR ...", so each read uses its own index.
const NEWEST_FIRST = 'ORDER BY created_at DESC, rowid DESC LIMIT ?';
export const MISCELLANEOUS = `SELECT * FROM activity_miscellaneous WHERE tenant = ? ${NEWEST_FIRST}`;
export const MISCELLANEOUS_OF_COLUMN = `SELECT * FROM activity_miscellaneous WHERE tenant = ? AND column_name = ? ${NEWEST_FIRST}`;
