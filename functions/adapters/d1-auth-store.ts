/**
 * The auth store (with the watchlist) on Cloudflare D1 (issue 19): the SQLite adapter's tables
 * (sqlite-auth-schema.ts) and statements (auth-sql.ts) through the D1 binding. Every
 * check-and-change is one statement, so a code is used once and a counter loses no hit on D1 as on
 * SQLite, with no batch needed.
 */
import type { AuthStore } from '../ports/auth-store.ts';
import { authRows } from './auth-rows.ts';
import * as SQL from './auth-sql.ts';
import { all, applySchema, changes, first, transientAsUnavailable, type D1Database } from './d1-database.ts';
import { SQLITE_READERS } from './lead-rows.ts';
import { SQLITE_AUTH_SCHEMA } from './sqlite-auth-schema.ts';

const iso = SQLITE_READERS.time;
const { toClaimedTry, toUser, toSession, toVerification, toSms, toSaved } = authRows(iso);

/** The auth store on the D1 database `db` (a binding: `close()` lets go of nothing). */
export function createD1AuthStore(db: D1Database): AuthStore {
  return transientAsUnavailable<AuthStore>({
    async migrate() {
      await applySchema(db, SQLITE_AUTH_SCHEMA);
    },

    async lastSentAt(tenant, phone) {
      const row = await first(db, SQL.LAST_SENT_AT, tenant, phone);
      return row ? iso(row.sent_at) : null;
    },

    async countHit(key, windowMs, now) {
      const row = await first(db, SQL.COUNT_HIT, key, now.getTime(), windowMs);
      if (!row) throw new Error('The counter was not updated');
      return { count: Number(row.count), windowEndsAt: iso(Number(row.window_start) + windowMs) };
    },

    async putCode(challenge, resendAfterMs) {
      const { tenant, phone, codeHash, expiresAt, now } = challenge;
      const row = await first(
        db,
        SQL.PUT_CODE,
        tenant,
        phone,
        codeHash,
        expiresAt.getTime(),
        now.getTime(),
        resendAfterMs,
      );
      return row !== null;
    },

    async claimTry(tenant, phone, limits, now) {
      const row = await first(
        db,
        SQL.CLAIM_TRY,
        tenant,
        phone,
        now.getTime(),
        limits.failureWindowMs,
        limits.maxFailures,
      );
      if (row) return toClaimedTry(row);
      const locked = await first(db, SQL.FAILURES_SINCE, tenant, phone);
      if (!locked) return null;
      return { outcome: 'locked', lockedUntil: iso(Number(locked.failures_since) + limits.failureWindowMs) };
    },

    async consumeCode(tenant, phone, codeHash) {
      return (await first(db, SQL.CONSUME_CODE, tenant, phone, codeHash)) !== null;
    },

    async ensureUser(tenant, phone, newId, now) {
      const row = await first(db, SQL.ENSURE_USER, newId, tenant, phone, now.getTime());
      if (!row) throw new Error('The user was not stored');
      return toUser(row);
    },

    async findUser(tenant, phone) {
      const row = await first(db, SQL.FIND_USER, tenant, phone);
      return row ? toUser(row) : null;
    },

    async createSession(session) {
      const { tokenHash, tenant, userId, phone, createdAt, expiresAt } = session;
      await changes(db, SQL.CREATE_SESSION, tokenHash, tenant, userId, phone, createdAt.getTime(), expiresAt.getTime());
    },

    async findSession(tenant, tokenHash, now) {
      const row = await first(db, SQL.FIND_SESSION, tokenHash, tenant, now.getTime());
      return row ? toSession(row) : null;
    },

    async revokeSession(tenant, tokenHash, now) {
      return (await first(db, SQL.REVOKE_SESSION, now.getTime(), tokenHash, tenant)) !== null;
    },

    async keepProviderSession(entry) {
      await changes(db, SQL.KEEP_PROVIDER_SESSION, entry.tokenHash, entry.tenant, entry.providerUserId, entry.sealed);
    },

    async takeProviderSession(tenant, tokenHash) {
      const row = await first(db, SQL.TAKE_PROVIDER_SESSION, tokenHash, tenant);
      return row ? { providerUserId: String(row.provider_user_id), sealed: String(row.sealed) } : null;
    },

    async recordVerification(record) {
      const { website_slug, dealership_slug, user_id, verification_type, at } = record;
      await changes(
        db,
        SQL.RECORD_VERIFICATION,
        website_slug,
        dealership_slug,
        user_id,
        verification_type,
        at.getTime(),
      );
    },

    async verifications(websiteSlug, options = {}) {
      return (await all(db, SQL.VERIFICATIONS, websiteSlug, options.limit ?? -1)).map(toVerification);
    },

    async saveCar(entry) {
      return (await first(db, SQL.SAVE_CAR, entry.tenant, entry.userId, entry.carId, entry.at.getTime())) !== null;
    },

    async removeCar(tenant, userId, carId) {
      return (await first(db, SQL.REMOVE_CAR, tenant, userId, carId)) !== null;
    },

    async savedCars(tenant, userId) {
      return (await all(db, SQL.SAVED_CARS, tenant, userId)).map(toSaved);
    },

    async logSms(message) {
      await changes(db, SQL.LOG_SMS, message.id, message.tenant, message.to, message.body, message.at.getTime());
    },

    async loggedSms(tenant, options = {}) {
      return (await all(db, SQL.LOGGED_SMS, tenant, options.limit ?? -1)).map(toSms);
    },

    async close() {},
  });
}
