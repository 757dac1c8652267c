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
import * as SQL from './auth-sql.ts';
import { SQLITE_READERS } from './lead-rows.ts';
import { BUSY_TIMEOUT_MS, busyAsUnavailable } from './sqlite-busy.ts';
import { preparedStatements } from './sqlite-statements.ts';
import { SQLITE_AUTH_SCHEMA } from './sqlite-auth-schema.ts';

const iso = SQLITE_READERS.time;
const { toClaimedTry, toUser, toSession, toVerification, toSms, toSaved } = authRows(iso);

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
      const row = sql(SQL.LAST_SENT_AT).get(tenant, phone);
      return row ? iso(row.sent_at) : null;
    },

    async countHit(key, windowMs, now) {
      const row = sql(SQL.COUNT_HIT).get(key, now.getTime(), windowMs);
      if (!row) throw new Error('The counter was not updated');
      return { count: Number(row.count), windowEndsAt: iso(Number(row.window_start) + windowMs) };
    },

    async putCode(challenge, resendAfterMs) {
      const row = sql(SQL.PUT_CODE).get(
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
      const row = sql(SQL.CLAIM_TRY).get(tenant, phone, now.getTime(), limits.failureWindowMs, limits.maxFailures);
      if (row) return toClaimedTry(row);
      const locked = sql(SQL.FAILURES_SINCE).get(tenant, phone);
      if (!locked) return null;
      return { outcome: 'locked', lockedUntil: iso(Number(locked.failures_since) + limits.failureWindowMs) };
    },

    async consumeCode(tenant, phone, codeHash) {
      const row = sql(SQL.CONSUME_CODE).get(tenant, phone, codeHash);
      return row !== undefined;
    },

    async ensureUser(tenant, phone, newId, now) {
      const row = sql(SQL.ENSURE_USER).get(newId, tenant, phone, now.getTime());
      if (!row) throw new Error('The user was not stored');
      return toUser(row);
    },

    async findUser(tenant, phone) {
      const row = sql(SQL.FIND_USER).get(tenant, phone);
      return row ? toUser(row) : null;
    },

    async createSession(session) {
      sql(SQL.CREATE_SESSION).run(
        session.tokenHash,
        session.tenant,
        session.userId,
        session.phone,
        session.createdAt.getTime(),
        session.expiresAt.getTime(),
      );
    },

    async findSession(tenant, tokenHash, now) {
      const row = sql(SQL.FIND_SESSION).get(tokenHash, tenant, now.getTime());
      return row ? toSession(row) : null;
    },

    async revokeSession(tenant, tokenHash, now) {
      const row = sql(SQL.REVOKE_SESSION).get(now.getTime(), tokenHash, tenant);
      return row !== undefined;
    },

    async keepProviderSession(entry) {
      sql(SQL.KEEP_PROVIDER_SESSION).run(entry.tokenHash, entry.tenant, entry.providerUserId, entry.sealed);
    },

    async takeProviderSession(tenant, tokenHash) {
      const row = sql(SQL.TAKE_PROVIDER_SESSION).get(tokenHash, tenant);
      return row ? { providerUserId: String(row.provider_user_id), sealed: String(row.sealed) } : null;
    },

    async recordVerification(record) {
      sql(SQL.RECORD_VERIFICATION).run(
        record.website_slug,
        record.dealership_slug,
        record.user_id,
        record.verification_type,
        record.at.getTime(),
      );
    },

    async verifications(websiteSlug, options = {}) {
      return sql(SQL.VERIFICATIONS)
        .all(websiteSlug, options.limit ?? -1)
        .map(toVerification);
    },

    async saveCar(entry) {
      const row = sql(SQL.SAVE_CAR).get(entry.tenant, entry.userId, entry.carId, entry.at.getTime());
      return row !== undefined;
    },

    async removeCar(tenant, userId, carId) {
      const row = sql(SQL.REMOVE_CAR).get(tenant, userId, carId);
      return row !== undefined;
    },

    async savedCars(tenant, userId) {
      return sql(SQL.SAVED_CARS).all(tenant, userId).map(toSaved);
    },

    async logSms(message) {
      sql(SQL.LOG_SMS).run(message.id, message.tenant, message.to, message.body, message.at.getTime());
    },

    async loggedSms(tenant, options = {}) {
      return sql(SQL.LOGGED_SMS)
        .all(tenant, options.limit ?? -1)
        .map(toSms);
    },

    async close() {
      if (db.isOpen) db.close();
    },
  });
}
