/**
 * The embedded auth store: SQLite through `node:sqlite`, in its own file. Every check-and-change
 * is one statement (an upsert or an UPDATE … RETURNING with the condition in its WHERE), atomic
 * even with several processes on one file. `synchronous = FULL`: a sign-out or a failed try must
 * survive a power cut, and these writes are few. Synchronous like the lead and activity stores: the
 * server runs it in a worker thread of its own (sqlite-thread.ts), and a call that meets another
 * connection's write lock past the busy timeout fails with `StoreUnavailableError`, nothing of it
 * committed (sqlite-busy.ts).
 */
import { DatabaseSync } from 'node:sqlite';
import type { AuthStore } from '../ports/auth-store.ts';
import { authRows } from './auth-rows.ts';
import { BUSY_TIMEOUT_MS, busyAsUnavailable } from './sqlite-busy.ts';
import { preparedStatements } from './sqlite-statements.ts';
import { SQLITE_AUTH_SCHEMA } from './sqlite-auth-schema.ts';

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();
const { timeOrNull, toUser, toSession, toVerification, toSms, toSaved } = authRows(iso);

/** Opens (or creates) the SQLite auth store at `path` (`:memory:` for tests). */
export function createSqliteAuthStore(path: string, options: { busyTimeoutMs?: number } = {}): AuthStore {
  const db = new DatabaseSync(path, { timeout: options.busyTimeoutMs ?? BUSY_TIMEOUT_MS });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  const sql = preparedStatements(db);

  return busyAsUnavailable<AuthStore>({
    async migrate() {
      db.exec(SQLITE_AUTH_SCHEMA);
    },

    async lastSentAt(tenant, phone) {
      const row = sql('SELECT sent_at FROM auth_challenges WHERE tenant = ? AND phone = ?').get(tenant, phone);
      return row ? iso(row.sent_at) : null;
    },

    async countHit(key, windowMs, now) {
      // ?1 key, ?2 now, ?3 window; the SET expressions read the row as it was before this update.
      const row = sql(
        `INSERT INTO auth_counters (key, window_start, count) VALUES (?1, ?2, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
           window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END
         RETURNING count, window_start`,
      ).get(key, now.getTime(), windowMs);
      if (!row) throw new Error('The counter was not updated');
      return { count: Number(row.count), windowEndsAt: iso(Number(row.window_start) + windowMs) };
    },

    async putCode(challenge, resendAfterMs) {
      const row = sql(
        `INSERT INTO auth_challenges (tenant, phone, code_hash, expires_at, sent_at, failures, failures_since)
         VALUES (?1, ?2, ?3, ?4, ?5, 0, NULL)
         ON CONFLICT (tenant, phone) DO UPDATE SET
           code_hash = excluded.code_hash, expires_at = excluded.expires_at, sent_at = excluded.sent_at
         WHERE auth_challenges.sent_at <= ?5 - ?6
         RETURNING 1 AS stored`,
      ).get(
        challenge.tenant,
        challenge.phone,
        challenge.codeHash,
        challenge.expiresAt.getTime(),
        challenge.now.getTime(),
        resendAfterMs,
      );
      return row !== undefined;
    },

    async claimTry(tenant, phone, limits, now) {
      // ?1 tenant, ?2 phone, ?3 now, ?4 window, ?5 max failures. A window that has ended starts again.
      const fresh = 'failures_since IS NULL OR failures_since <= ?3 - ?4';
      const row = sql(
        `UPDATE auth_challenges SET
           failures = CASE WHEN ${fresh} THEN 1 ELSE failures + 1 END,
           failures_since = CASE WHEN ${fresh} THEN ?3 ELSE failures_since END
         WHERE tenant = ?1 AND phone = ?2 AND (failures < ?5 OR ${fresh})
         RETURNING code_hash, expires_at, failures`,
      ).get(tenant, phone, now.getTime(), limits.failureWindowMs, limits.maxFailures);
      if (row) {
        return {
          outcome: 'claimed',
          codeHash: row.code_hash == null ? null : String(row.code_hash),
          expiresAt: timeOrNull(row.expires_at),
          failures: Number(row.failures),
        };
      }
      const locked = sql('SELECT failures_since FROM auth_challenges WHERE tenant = ? AND phone = ?').get(
        tenant,
        phone,
      );
      if (!locked) return null;
      return { outcome: 'locked', lockedUntil: iso(Number(locked.failures_since) + limits.failureWindowMs) };
    },

    async consumeCode(tenant, phone, codeHash) {
      const row = sql(
        `UPDATE auth_challenges SET code_hash = NULL, expires_at = NULL, failures = 0, failures_since = NULL
         WHERE tenant = ? AND phone = ? AND code_hash = ? RETURNING 1 AS used`,
      ).get(tenant, phone, codeHash);
      return row !== undefined;
    },

    async ensureUser(tenant, phone, newId, now) {
      // The no-op update makes RETURNING give the existing row too.
      const row = sql(
        `INSERT INTO auth_users (id, tenant, phone, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (tenant, phone) DO UPDATE SET phone = excluded.phone RETURNING *`,
      ).get(newId, tenant, phone, now.getTime());
      if (!row) throw new Error('The user was not stored');
      return toUser(row);
    },

    async findUser(tenant, phone) {
      const row = sql('SELECT * FROM auth_users WHERE tenant = ? AND phone = ?').get(tenant, phone);
      return row ? toUser(row) : null;
    },

    async createSession(session) {
      sql(
        `INSERT INTO auth_sessions (token_hash, tenant, user_id, phone, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(
        session.tokenHash,
        session.tenant,
        session.userId,
        session.phone,
        session.createdAt.getTime(),
        session.expiresAt.getTime(),
      );
    },

    async findSession(tenant, tokenHash, now) {
      const row = sql(
        `SELECT * FROM auth_sessions
         WHERE token_hash = ? AND tenant = ? AND revoked_at IS NULL AND expires_at > ?`,
      ).get(tokenHash, tenant, now.getTime());
      return row ? toSession(row) : null;
    },

    async revokeSession(tenant, tokenHash, now) {
      const row = sql(
        `UPDATE auth_sessions SET revoked_at = ?
         WHERE token_hash = ? AND tenant = ? AND revoked_at IS NULL RETURNING 1 AS revoked`,
      ).get(now.getTime(), tokenHash, tenant);
      return row !== undefined;
    },

    async keepProviderSession(entry) {
      sql(
        `INSERT INTO auth_provider_sessions (token_hash, tenant, provider_user_id, sealed) VALUES (?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
      ).run(entry.tokenHash, entry.tenant, entry.providerUserId, entry.sealed);
    },

    async takeProviderSession(tenant, tokenHash) {
      const row = sql(
        'DELETE FROM auth_provider_sessions WHERE token_hash = ? AND tenant = ? RETURNING provider_user_id, sealed',
      ).get(tokenHash, tenant);
      return row ? { providerUserId: String(row.provider_user_id), sealed: String(row.sealed) } : null;
    },

    async recordVerification(record) {
      sql(
        `INSERT INTO auth_verifications (website_slug, dealership_slug, user_id, verification_type, at)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(record.website_slug, record.dealership_slug, record.user_id, record.verification_type, record.at.getTime());
    },

    async verifications(websiteSlug, options = {}) {
      // LIMIT -1 is SQLite's "no limit"; rowid breaks ties within a millisecond.
      return sql('SELECT * FROM auth_verifications WHERE website_slug = ? ORDER BY at DESC, rowid DESC LIMIT ?')
        .all(websiteSlug, options.limit ?? -1)
        .map(toVerification);
    },

    async saveCar(entry) {
      const row = sql(
        `INSERT INTO auth_watchlist (tenant, user_id, car_id, saved_at) VALUES (?, ?, ?, ?)
         ON CONFLICT DO NOTHING RETURNING 1 AS saved`,
      ).get(entry.tenant, entry.userId, entry.carId, entry.at.getTime());
      return row !== undefined;
    },

    async removeCar(tenant, userId, carId) {
      const row = sql(
        'DELETE FROM auth_watchlist WHERE tenant = ? AND user_id = ? AND car_id = ? RETURNING 1 AS removed',
      ).get(tenant, userId, carId);
      return row !== undefined;
    },

    async savedCars(tenant, userId) {
      return sql(
        'SELECT car_id, saved_at FROM auth_watchlist WHERE tenant = ? AND user_id = ? ORDER BY saved_at, car_id',
      )
        .all(tenant, userId)
        .map(toSaved);
    },

    async logSms(message) {
      sql('INSERT INTO auth_sms_log (id, tenant, to_number, body, at) VALUES (?, ?, ?, ?, ?)').run(
        message.id,
        message.tenant,
        message.to,
        message.body,
        message.at.getTime(),
      );
    },

    async loggedSms(tenant, options = {}) {
      return sql('SELECT * FROM auth_sms_log WHERE tenant = ? ORDER BY at DESC, rowid DESC LIMIT ?')
        .all(tenant, options.limit ?? -1)
        .map(toSms);
    },

    async close() {
      if (db.isOpen) db.close();
    },
  });
}
