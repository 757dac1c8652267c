/**
 * The auth store's statements (with the watchlist) in SQLite's dialect, shared by
 * sqlite-auth-store.ts (`node:sqlite`) and d1-auth-store.ts (Cloudflare D1). Every check-and-change
 * is one statement (an upsert, or an UPDATE … RETURNING with the condition in its WHERE), atomic on
 * its own in both. Times are epoch milliseconds (sqlite-auth-schema.ts).
 */

export const LAST_SENT_AT = 'SELECT sent_at FROM auth_challenges WHERE tenant = ? AND phone = ?';

/** ?1 key, ?2 now, ?3 window; the SET expressions read the row as it was before this update. */
export const COUNT_HIT = `INSERT INTO auth_counters (key, window_start, count) VALUES (?1, ?2, 1)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
    window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END
  RETURNING count, window_start`;

/** ?1 tenant, ?2 phone, ?3 hash, ?4 expiry, ?5 now, ?6 resend wait: replaces the code unless sent too recently. */
export const PUT_CODE = `INSERT INTO auth_challenges (tenant, phone, code_hash, expires_at, sent_at, failures, failures_since)
  VALUES (?1, ?2, ?3, ?4, ?5, 0, NULL)
  ON CONFLICT (tenant, phone) DO UPDATE SET
    code_hash = excluded.code_hash, expires_at = excluded.expires_at, sent_at = excluded.sent_at
  WHERE auth_challenges.sent_at <= ?5 - ?6
  RETURNING 1 AS stored`;

/** ?1 tenant, ?2 phone, ?3 now, ?4 window, ?5 max failures. A window that has ended starts again. */
const FRESH_WINDOW = 'failures_since IS NULL OR failures_since <= ?3 - ?4';
export const CLAIM_TRY = `UPDATE auth_challenges SET
    failures = CASE WHEN ${FRESH_WINDOW} THEN 1 ELSE failures + 1 END,
    failures_since = CASE WHEN ${FRESH_WINDOW} THEN ?3 ELSE failures_since END
  WHERE tenant = ?1 AND phone = ?2 AND (failures < ?5 OR ${FRESH_WINDOW})
  RETURNING code_hash, expires_at, failures`;
export const FAILURES_SINCE = 'SELECT failures_since FROM auth_challenges WHERE tenant = ? AND phone = ?';

export const CONSUME_CODE = `UPDATE auth_challenges SET code_hash = NULL, expires_at = NULL, failures = 0, failures_since = NULL
  WHERE tenant = ? AND phone = ? AND code_hash = ? RETURNING 1 AS used`;

/** The no-op update makes RETURNING give the existing row too. */
export const ENSURE_USER = `INSERT INTO auth_users (id, tenant, phone, created_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (tenant, phone) DO UPDATE SET phone = excluded.phone RETURNING *`;
export const FIND_USER = 'SELECT * FROM auth_users WHERE tenant = ? AND phone = ?';

export const CREATE_SESSION = `INSERT INTO auth_sessions (token_hash, tenant, user_id, phone, created_at, expires_at)
  VALUES (?, ?, ?, ?, ?, ?)`;
export const FIND_SESSION = `SELECT * FROM auth_sessions
  WHERE token_hash = ? AND tenant = ? AND revoked_at IS NULL AND expires_at > ?`;
export const REVOKE_SESSION = `UPDATE auth_sessions SET revoked_at = ?
  WHERE token_hash = ? AND tenant = ? AND revoked_at IS NULL RETURNING 1 AS revoked`;

export const KEEP_PROVIDER_SESSION = `INSERT INTO auth_provider_sessions (token_hash, tenant, provider_user_id, sealed)
  VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`;
export const TAKE_PROVIDER_SESSION =
  'DELETE FROM auth_provider_sessions WHERE token_hash = ? AND tenant = ? RETURNING provider_user_id, sealed';

export const RECORD_VERIFICATION = `INSERT INTO auth_verifications (website_slug, dealership_slug, user_id, verification_type, at)
  VALUES (?, ?, ?, ?, ?)`;
/** LIMIT -1 is SQLite's "no limit"; rowid breaks ties within a millisecond. */
export const VERIFICATIONS =
  'SELECT * FROM auth_verifications WHERE website_slug = ? ORDER BY at DESC, rowid DESC LIMIT ?';

export const SAVE_CAR = `INSERT INTO auth_watchlist (tenant, user_id, car_id, saved_at) VALUES (?, ?, ?, ?)
  ON CONFLICT DO NOTHING RETURNING 1 AS saved`;
export const REMOVE_CAR =
  'DELETE FROM auth_watchlist WHERE tenant = ? AND user_id = ? AND car_id = ? RETURNING 1 AS removed';
export const SAVED_CARS =
  'SELECT car_id, saved_at FROM auth_watchlist WHERE tenant = ? AND user_id = ? ORDER BY saved_at, car_id';

export const LOG_SMS = 'INSERT INTO auth_sms_log (id, tenant, to_number, body, at) VALUES (?, ?, ?, ?, ?)';
export const LOGGED_SMS = 'SELECT * FROM auth_sms_log WHERE tenant = ? ORDER BY at DESC, rowid DESC LIMIT ?';
