/**
 * The PostgreSQL auth store, for deployments whose functions instances share one database. Same
 * behaviour as the SQLite store (one contract suite runs against both). Each check-and-change is
 * one statement: concurrent tries on one phone wait on its row lock, and each sees the counter as
 * the one before left it, so 1,000 guesses at once still get only `maxFailures` comparisons.
 */
import pg from 'pg';
import type { AuthStore } from '../ports/auth-store.ts';
import { authRows } from './auth-rows.ts';
import type { Row } from './lead-rows.ts';
import { POSTGRES_AUTH_SCHEMA } from './postgres-auth-schema.ts';

/** Any constant other than the lead and activity stores': instances starting together take turns creating the schema. */
const MIGRATION_LOCK = 5_050_607;

const { timeOrNull, toUser, toSession, toVerification, toSms, toSaved } = authRows((value) =>
  (value as Date).toISOString(),
);

/** Connects the PostgreSQL auth store (a pool; nothing is sent until the first call). */
export function createPostgresAuthStore(connectionString: string): AuthStore {
  const pool = new pg.Pool({ connectionString });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error(`[auth-store] idle PostgreSQL connection failed: ${error.message}`));
  const first = async (text: string, values: unknown[]) => (await pool.query(text, values)).rows[0] as Row | undefined;
  const all = async (text: string, values: unknown[]) => (await pool.query(text, values)).rows as Row[];
  const ms = (duration: number) => `${duration} milliseconds`;

  return {
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        await client.query(POSTGRES_AUTH_SCHEMA);
        await client.query('COMMIT');
        client.release();
      } catch (error) {
        // A connection that failed mid-transaction is discarded rather than returned to the pool.
        await client.query('ROLLBACK').then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
        throw error;
      }
    },

    async lastSentAt(tenant, phone) {
      const row = await first('SELECT sent_at FROM auth_challenges WHERE tenant = $1 AND phone = $2', [tenant, phone]);
      return row ? timeOrNull(row.sent_at) : null;
    },

    async countHit(key, windowMs, now) {
      const row = await first(
        `INSERT INTO auth_counters AS c (key, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN c.window_start <= $2::timestamptz - $3::interval THEN 1 ELSE c.count + 1 END,
           window_start = CASE WHEN c.window_start <= $2::timestamptz - $3::interval THEN $2 ELSE c.window_start END
         RETURNING count, window_start`,
        [key, now, ms(windowMs)],
      );
      if (!row) throw new Error('The counter was not updated');
      const start = (row.window_start as Date).getTime();
      return { count: Number(row.count), windowEndsAt: new Date(start + windowMs).toISOString() };
    },

    async putCode(challenge, resendAfterMs) {
      const row = await first(
        `INSERT INTO auth_challenges AS c (tenant, phone, code_hash, expires_at, sent_at, failures, failures_since)
         VALUES ($1, $2, $3, $4, $5, 0, NULL)
         ON CONFLICT (tenant, phone) DO UPDATE SET
           code_hash = excluded.code_hash, expires_at = excluded.expires_at, sent_at = excluded.sent_at
         WHERE c.sent_at <= $5::timestamptz - $6::interval
         RETURNING 1 AS stored`,
        [challenge.tenant, challenge.phone, challenge.codeHash, challenge.expiresAt, challenge.now, ms(resendAfterMs)],
      );
      return row !== undefined;
    },

    async claimTry(tenant, phone, limits, now) {
      const fresh = 'failures_since IS NULL OR failures_since <= $3::timestamptz - $4::interval';
      const row = await first(
        `UPDATE auth_challenges SET
           failures = CASE WHEN ${fresh} THEN 1 ELSE failures + 1 END,
           failures_since = CASE WHEN ${fresh} THEN $3 ELSE failures_since END
         WHERE tenant = $1 AND phone = $2 AND (failures < $5 OR ${fresh})
         RETURNING code_hash, expires_at, failures`,
        [tenant, phone, now, ms(limits.failureWindowMs), limits.maxFailures],
      );
      if (row) {
        return {
          outcome: 'claimed',
          codeHash: row.code_hash == null ? null : String(row.code_hash),
          expiresAt: timeOrNull(row.expires_at),
          failures: Number(row.failures),
        };
      }
      const locked = await first('SELECT failures_since FROM auth_challenges WHERE tenant = $1 AND phone = $2', [
        tenant,
        phone,
      ]);
      if (!locked) return null;
      const since = (locked.failures_since as Date).getTime();
      return { outcome: 'locked', lockedUntil: new Date(since + limits.failureWindowMs).toISOString() };
    },

    async consumeCode(tenant, phone, codeHash) {
      const row = await first(
        `UPDATE auth_challenges SET code_hash = NULL, expires_at = NULL, failures = 0, failures_since = NULL
         WHERE tenant = $1 AND phone = $2 AND code_hash = $3 RETURNING 1 AS used`,
        [tenant, phone, codeHash],
      );
      return row !== undefined;
    },

    async ensureUser(tenant, phone, newId, now) {
      // The no-op update makes RETURNING give the existing row too.
      const row = await first(
        `INSERT INTO auth_users (id, tenant, phone, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tenant, phone) DO UPDATE SET phone = excluded.phone RETURNING *`,
        [newId, tenant, phone, now],
      );
      if (!row) throw new Error('The user was not stored');
      return toUser(row);
    },

    async findUser(tenant, phone) {
      const row = await first('SELECT * FROM auth_users WHERE tenant = $1 AND phone = $2', [tenant, phone]);
      return row ? toUser(row) : null;
    },

    async createSession(session) {
      await pool.query(
        `INSERT INTO auth_sessions (token_hash, tenant, user_id, phone, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [session.tokenHash, session.tenant, session.userId, session.phone, session.createdAt, session.expiresAt],
      );
    },

    async findSession(tenant, tokenHash, now) {
      const row = await first(
        `SELECT * FROM auth_sessions
         WHERE token_hash = $1 AND tenant = $2 AND revoked_at IS NULL AND expires_at > $3`,
        [tokenHash, tenant, now],
      );
      return row ? toSession(row) : null;
    },

    async revokeSession(tenant, tokenHash, now) {
      const row = await first(
        `UPDATE auth_sessions SET revoked_at = $1
         WHERE token_hash = $2 AND tenant = $3 AND revoked_at IS NULL RETURNING 1 AS revoked`,
        [now, tokenHash, tenant],
      );
      return row !== undefined;
    },

    async recordVerification(record) {
      await pool.query(
        `INSERT INTO auth_verifications (website_slug, dealership_slug, user_id, verification_type, at)
         VALUES ($1, $2, $3, $4, $5)`,
        [record.website_slug, record.dealership_slug, record.user_id, record.verification_type, record.at],
      );
    },

    async verifications(websiteSlug, options = {}) {
      const rows = await all(
        'SELECT * FROM auth_verifications WHERE website_slug = $1 ORDER BY at DESC, seq DESC LIMIT $2',
        [websiteSlug, options.limit ?? null],
      );
      return rows.map(toVerification);
    },

    async saveCar(entry) {
      const row = await first(
        `INSERT INTO auth_watchlist (tenant, user_id, car_id, saved_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING 1 AS saved`,
        [entry.tenant, entry.userId, entry.carId, entry.at],
      );
      return row !== undefined;
    },

    async removeCar(tenant, userId, carId) {
      const row = await first(
        'DELETE FROM auth_watchlist WHERE tenant = $1 AND user_id = $2 AND car_id = $3 RETURNING 1 AS removed',
        [tenant, userId, carId],
      );
      return row !== undefined;
    },

    async savedCars(tenant, userId) {
      const rows = await all(
        'SELECT car_id, saved_at FROM auth_watchlist WHERE tenant = $1 AND user_id = $2 ORDER BY saved_at, car_id',
        [tenant, userId],
      );
      return rows.map(toSaved);
    },

    async logSms(message) {
      await pool.query('INSERT INTO auth_sms_log (id, tenant, to_number, body, at) VALUES ($1, $2, $3, $4, $5)', [
        message.id,
        message.tenant,
        message.to,
        message.body,
        message.at,
      ]);
    },

    async loggedSms(tenant, options = {}) {
      const rows = await all('SELECT * FROM auth_sms_log WHERE tenant = $1 ORDER BY at DESC, seq DESC LIMIT $2', [
        tenant,
        options.limit ?? null,
      ]);
      return rows.map(toSms);
    },

    async close() {
      // pg throws when a pool is ended twice; closing twice is harmless everywhere else.
      if (!pool.ended) await pool.end();
    },
  };
}
