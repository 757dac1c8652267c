/**
 * The PostgreSQL auth store, for deployments whose functions instances share one database. Same
 * behaviour as the SQLite store (one contract suite runs against both). Each check-and-change is
 * one statement: concurrent tries on one phone wait on its row lock, and each sees the counter as
 * the one before left it, so 1,000 guesses at once still get only `maxFailures` comparisons.
 *
 * A database that restarts or goes away is met as by the other PostgreSQL stores
 * (postgres-resilience.ts): a lost connection is tried again on a fresh one within a short budget,
 * else `StoreUnavailableError` (503 with Retry-After). Which calls may be tried again after their
 * statement was sent (the commit then in doubt) is said at each method: reads and idempotent writes
 * are repeated; a write that leaves something of its own to look for (an id, a token hash, its own
 * timestamp) is confirmed by reading it; a counter's increment is never repeated blindly.
 */
import type pg from 'pg';
import type { AuthStore } from '../ports/auth-store.ts';
import { authRows } from './auth-rows.ts';
import type { Row } from './lead-rows.ts';
import { POSTGRES_AUTH_SCHEMA } from './postgres-auth-schema.ts';
import { createPostgresCaller, createResilientPool, type Confirmed } from './postgres-resilience.ts';

/** Any constant other than the lead and activity stores': instances starting together take turns creating the schema. */
const MIGRATION_LOCK = 5_050_607;

const { timeOrNull, toClaimedTry, toUser, toSession, toVerification, toSms, toSaved } = authRows((value) =>
  (value as Date).toISOString(),
);

/** Connects the PostgreSQL auth store (a pool; nothing is sent until the first call). */
export function createPostgresAuthStore(
  connectionString: string,
  /** The pool to use instead of one of its own (tests hand in one with faults). */
  options: { pool?: pg.Pool } = {},
): AuthStore {
  const pool = options.pool ?? createResilientPool(connectionString, 'auth-store');
  const call = createPostgresCaller(pool);
  const rowsOf = (result: pg.QueryResult) => result.rows as Row[];
  /** A read, or a write that does no harm when repeated: tried again whenever the connection fails. */
  const all = async (text: string, values: unknown[]) =>
    rowsOf(await call((client) => client.query(text, values), { repeatable: true }));
  const first = async (text: string, values: unknown[]) => (await all(text, values))[0];
  /** One statement that must not run twice blindly: tried again only when it was never sent. */
  const firstOnce = async (text: string, values: unknown[]) =>
    rowsOf(await call((client) => client.query(text, values)))[0];
  /**
   * One statement whose commit, when in doubt, is told by `confirm` (a read on a fresh connection:
   * its answer if the statement's row is there, null if not, and then it is run again).
   */
  const firstConfirmed = async <T>(
    text: string,
    values: unknown[],
    answer: (row: Row | undefined) => T,
    confirm: (client: pg.PoolClient) => Promise<Confirmed<T>>,
  ) => call(async (client) => answer((await client.query(text, values)).rows[0] as Row | undefined), { confirm });
  const found = async (client: pg.PoolClient, text: string, values: unknown[]) =>
    (await client.query(text, values)).rows[0] as Row | undefined;
  const ms = (duration: number) => `${duration} milliseconds`;

  return {
    async migrate() {
      // IF NOT EXISTS throughout: repeating it is harmless.
      await call(
        async (client) => {
          await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
          await client.query(POSTGRES_AUTH_SCHEMA);
        },
        { transaction: true, repeatable: true },
      );
    },

    async lastSentAt(tenant, phone) {
      const row = await first('SELECT sent_at FROM auth_challenges WHERE tenant = $1 AND phone = $2', [tenant, phone]);
      return row ? timeOrNull(row.sent_at) : null;
    },

    async countHit(key, windowMs, now) {
      // Not repeated once sent: an increment run twice would count one send as two, and it leaves
      // nothing of its own to look for. A commit in doubt answers "unavailable" (503).
      const row = await firstOnce(
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
      // Confirmed by its own code hash (an HMAC of a fresh random code): there, this call stored it;
      // not there, nothing of it was committed and it is run again (the resend rule decides afresh).
      const confirm = async (client: pg.PoolClient): Promise<Confirmed<boolean>> => {
        const current = await found(client, 'SELECT code_hash FROM auth_challenges WHERE tenant = $1 AND phone = $2', [
          challenge.tenant,
          challenge.phone,
        ]);
        return current?.code_hash === challenge.codeHash ? { value: true } : null;
      };
      return firstConfirmed(
        `INSERT INTO auth_challenges AS c (tenant, phone, code_hash, expires_at, sent_at, failures, failures_since)
         VALUES ($1, $2, $3, $4, $5, 0, NULL)
         ON CONFLICT (tenant, phone) DO UPDATE SET
           code_hash = excluded.code_hash, expires_at = excluded.expires_at, sent_at = excluded.sent_at
         WHERE c.sent_at <= $5::timestamptz - $6::interval
         RETURNING 1 AS stored`,
        [challenge.tenant, challenge.phone, challenge.codeHash, challenge.expiresAt, challenge.now, ms(resendAfterMs)],
        (row) => row !== undefined,
        confirm,
      );
    },

    async claimTry(tenant, phone, limits, now) {
      // The counted try is not repeated once sent: run twice it would count one guess as two (and
      // could lock the phone early); a commit in doubt answers "unavailable". The lock read is a read.
      const fresh = 'failures_since IS NULL OR failures_since <= $3::timestamptz - $4::interval';
      const row = await firstOnce(
        `UPDATE auth_challenges SET
           failures = CASE WHEN ${fresh} THEN 1 ELSE failures + 1 END,
           failures_since = CASE WHEN ${fresh} THEN $3 ELSE failures_since END
         WHERE tenant = $1 AND phone = $2 AND (failures < $5 OR ${fresh})
         RETURNING code_hash, expires_at, failures`,
        [tenant, phone, now, ms(limits.failureWindowMs), limits.maxFailures],
      );
      if (row) return toClaimedTry(row);
      const locked = await first('SELECT failures_since FROM auth_challenges WHERE tenant = $1 AND phone = $2', [
        tenant,
        phone,
      ]);
      if (!locked) return null;
      const since = (locked.failures_since as Date).getTime();
      return { outcome: 'locked', lockedUntil: new Date(since + limits.failureWindowMs).toISOString() };
    },

    async consumeCode(tenant, phone, codeHash) {
      // Not repeated once sent: run again after its commit it would find the code gone and say "not
      // used", and a read cannot tell this call's use from a concurrent request's (only one may win).
      // A commit in doubt answers "unavailable"; the shopper then asks for a new code.
      const row = await firstOnce(
        `UPDATE auth_challenges SET code_hash = NULL, expires_at = NULL, failures = 0, failures_since = NULL
         WHERE tenant = $1 AND phone = $2 AND code_hash = $3 RETURNING 1 AS used`,
        [tenant, phone, codeHash],
      );
      return row !== undefined;
    },

    async ensureUser(tenant, phone, newId, now) {
      // The no-op update makes RETURNING give the existing row too. Idempotent, so repeated: a first
      // run that committed left the user that the second one returns.
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
      // Confirmed by its token hash (256 random bits hashed: no other call writes it); run again
      // after a commit it would break the primary key.
      await firstConfirmed(
        `INSERT INTO auth_sessions (token_hash, tenant, user_id, phone, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [session.tokenHash, session.tenant, session.userId, session.phone, session.createdAt, session.expiresAt],
        () => undefined,
        async (client) =>
          (await found(client, 'SELECT 1 FROM auth_sessions WHERE token_hash = $1', [session.tokenHash]))
            ? { value: undefined }
            : null,
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
      // Confirmed by the revocation time it wrote (this call's `now`, to the millisecond): run again
      // after its commit it would find the session revoked already and say it was not live.
      const confirm = async (client: pg.PoolClient): Promise<Confirmed<boolean>> => {
        const current = await found(
          client,
          'SELECT revoked_at FROM auth_sessions WHERE token_hash = $1 AND tenant = $2',
          [tokenHash, tenant],
        );
        const revokedAt = current?.revoked_at as Date | null | undefined;
        return revokedAt?.getTime() === now.getTime() ? { value: true } : null;
      };
      return firstConfirmed(
        `UPDATE auth_sessions SET revoked_at = $1
         WHERE token_hash = $2 AND tenant = $3 AND revoked_at IS NULL RETURNING 1 AS revoked`,
        [now, tokenHash, tenant],
        (row) => row !== undefined,
        confirm,
      );
    },

    async keepProviderSession(entry) {
      // Idempotent (DO NOTHING on its own token hash): repeated whenever the connection fails.
      await all(
        `INSERT INTO auth_provider_sessions (token_hash, tenant, provider_user_id, sealed) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [entry.tokenHash, entry.tenant, entry.providerUserId, entry.sealed],
      );
    },

    async takeProviderSession(tenant, tokenHash) {
      // Never repeated blindly: a DELETE whose commit is in doubt would find nothing the second time.
      const row = await firstOnce(
        'DELETE FROM auth_provider_sessions WHERE token_hash = $1 AND tenant = $2 RETURNING provider_user_id, sealed',
        [tokenHash, tenant],
      );
      return row ? { providerUserId: String(row.provider_user_id), sealed: String(row.sealed) } : null;
    },

    async recordVerification(record) {
      // No id of its own, but its user and time to the millisecond name it: one verification per
      // used code, and a code is used once. Present, it was committed; absent, it is inserted again.
      await firstConfirmed(
        `INSERT INTO auth_verifications (website_slug, dealership_slug, user_id, verification_type, at)
         VALUES ($1, $2, $3, $4, $5)`,
        [record.website_slug, record.dealership_slug, record.user_id, record.verification_type, record.at],
        () => undefined,
        async (client) =>
          (await found(
            client,
            `SELECT 1 FROM auth_verifications
             WHERE website_slug = $1 AND user_id = $2 AND verification_type = $3 AND at = $4`,
            [record.website_slug, record.user_id, record.verification_type, record.at],
          ))
            ? { value: undefined }
            : null,
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
      // Confirmed by the time it saved (this call's `at`): run again after its commit it would say
      // "already saved". Not there, or saved at another time by an earlier call: run again.
      const confirm = async (client: pg.PoolClient): Promise<Confirmed<boolean>> => {
        const current = await found(
          client,
          'SELECT saved_at FROM auth_watchlist WHERE tenant = $1 AND user_id = $2 AND car_id = $3',
          [entry.tenant, entry.userId, entry.carId],
        );
        return (current?.saved_at as Date | undefined)?.getTime() === entry.at.getTime() ? { value: true } : null;
      };
      return firstConfirmed(
        `INSERT INTO auth_watchlist (tenant, user_id, car_id, saved_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING 1 AS saved`,
        [entry.tenant, entry.userId, entry.carId, entry.at],
        (row) => row !== undefined,
        confirm,
      );
    },

    async removeCar(tenant, userId, carId) {
      // Idempotent, so repeated: the car ends up removed either way. Only the answer may differ (false
      // when the first run's commit was lost after it removed the car); the route does not use it.
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
      // Confirmed by its id, ours: run again after its commit it would break the primary key.
      await firstConfirmed(
        'INSERT INTO auth_sms_log (id, tenant, to_number, body, at) VALUES ($1, $2, $3, $4, $5)',
        [message.id, message.tenant, message.to, message.body, message.at],
        () => undefined,
        async (client) =>
          (await found(client, 'SELECT 1 FROM auth_sms_log WHERE id = $1', [message.id])) ? { value: undefined } : null,
      );
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
