/**
 * The PostgreSQL auth store when the line fails (issue 13's resilience, applied to issue 14's
 * store): reads and writes not yet sent are tried again on a fresh connection; a write whose
 * answer was lost after it was sent is confirmed by what it wrote and answered once, or, when
 * nothing of its own can be looked for (a counter), answered "unavailable" rather than repeated.
 * Faults come from a wrapped pool (postgres-faults.ts) on the shared test PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresAuthStore } from '../../../functions/adapters/postgres-auth-store.ts';
import { isStoreUnavailable } from '../../../functions/ports/store-unavailable.ts';
import { faultyPool, type FaultPlan } from './postgres-faults.ts';

const url = process.env.PG_TEST_URL ?? process.env.DATABASE_URL;
type Fate = NonNullable<FaultPlan['statement']>['fate'];
const LOST = ['lost-after-committing', 'lost-before-sending'] as const satisfies Fate[];
const TENANT = 'harbour-city-toyota';
const T0 = new Date('2026-05-01T00:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

if (!url) {
  describe.skip('PostgreSQL auth store, lost connections: set PG_TEST_URL or DATABASE_URL (DATABASE_URL=$(scripts/test-postgres.sh))', () => {
    it('needs a PostgreSQL server', () => {});
  });
} else {
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  const schema = `auth_faults_test_${randomUUID().replaceAll('-', '')}`;
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const { pool, plan } = faultyPool(new pg.Pool({ connectionString: scoped.toString(), max: 4 }));
  const store = createPostgresAuthStore(scoped.toString(), { pool });
  const ready = admin.query(`CREATE SCHEMA "${schema}"`).then(() => store.migrate());
  afterAll(async () => {
    await store.close();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });
  const lose = (startsWith: string, fate: Fate) => (plan.statement = { startsWith, fate });
  const phone = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

  describe('PostgreSQL auth store: a connection refused', () => {
    it('a read and a write not yet sent are tried again on a fresh connection', async () => {
      await ready;
      plan.refuseConnects = 2;
      expect(await store.countHit(`sms-phone:${phone()}`, 60_000, at(0))).toMatchObject({ count: 1 });
      plan.refuseConnects = 2;
      expect(await store.findSession(TENANT, randomUUID(), at(0))).toBeNull();
    });
  });

  describe('PostgreSQL auth store: a statement whose answer is lost', () => {
    it.each(LOST)('createSession, %s: answered as created, the session stored once', async (fate) => {
      await ready;
      const tokenHash = randomUUID();
      const session = { tokenHash, tenant: TENANT, userId: 'user-1', phone: phone(), createdAt: at(0) };
      lose('INSERT INTO auth_sessions', fate);
      await store.createSession({ ...session, expiresAt: at(3600) });
      expect(plan.statement).toBeNull();
      expect(await store.findSession(TENANT, tokenHash, at(1))).toMatchObject({ userId: 'user-1' });
    });

    it.each(LOST)('putCode, %s: the code is stored and answered as stored', async (fate) => {
      await ready;
      const to = phone();
      lose('INSERT INTO auth_challenges', fate);
      const challenge = { tenant: TENANT, phone: to, codeHash: randomUUID(), expiresAt: at(600), now: at(0) };
      expect(await store.putCode(challenge, 30_000)).toBe(true);
      expect(plan.statement).toBeNull();
      expect(await store.lastSentAt(TENANT, to)).toBe(at(0).toISOString());
    });

    it.each(LOST)('revokeSession, %s: answered as revoked (it was live)', async (fate) => {
      await ready;
      const tokenHash = randomUUID();
      await store.createSession({
        tokenHash,
        tenant: TENANT,
        userId: 'user-1',
        phone: phone(),
        createdAt: at(0),
        expiresAt: at(3600),
      });
      lose('UPDATE auth_sessions', fate);
      expect(await store.revokeSession(TENANT, tokenHash, at(5))).toBe(true);
      expect(await store.findSession(TENANT, tokenHash, at(6))).toBeNull();
    });

    it.each(LOST)('saveCar, %s: answered as newly saved, saved once', async (fate) => {
      await ready;
      const userId = randomUUID();
      lose('INSERT INTO auth_watchlist', fate);
      expect(await store.saveCar({ tenant: TENANT, userId, carId: 42, at: at(0) })).toBe(true);
      expect(await store.savedCars(TENANT, userId)).toEqual([{ carId: 42, savedAt: at(0).toISOString() }]);
    });

    it.each(LOST)('logSms and recordVerification, %s: stored once', async (fate) => {
      await ready;
      const id = randomUUID();
      lose('INSERT INTO auth_sms_log', fate);
      await store.logSms({ id, tenant: TENANT, to: '+61412345678', body: 'code', at: at(0) });
      expect((await store.loggedSms(TENANT)).filter((message) => message.id === id)).toHaveLength(1);

      const userId = randomUUID();
      lose('INSERT INTO auth_verifications', fate);
      const record = {
        website_slug: TENANT,
        dealership_slug: null,
        user_id: userId,
        verification_type: 'sms' as const,
      };
      await store.recordVerification({ ...record, at: at(0) });
      expect((await store.verifications(TENANT)).filter((stored) => stored.user_id === userId)).toHaveLength(1);
    });

    it.each(LOST)('keepProviderSession, %s: kept once, taken back once', async (fate) => {
      await ready;
      const tokenHash = randomUUID();
      lose('INSERT INTO auth_provider_sessions', fate);
      await store.keepProviderSession({ tokenHash, tenant: TENANT, providerUserId: 'supabase-user', sealed: 's' });
      expect(plan.statement).toBeNull();
      expect(await store.takeProviderSession(TENANT, tokenHash)).toEqual({
        providerUserId: 'supabase-user',
        sealed: 's',
      });
      expect(await store.takeProviderSession(TENANT, tokenHash)).toBeNull();
    });

    it('takeProviderSession, lost after committing: "unavailable", never taken twice', async () => {
      await ready;
      const tokenHash = randomUUID();
      await store.keepProviderSession({ tokenHash, tenant: TENANT, providerUserId: 'supabase-user', sealed: 's' });
      lose('DELETE FROM auth_provider_sessions', 'lost-after-committing');
      const failure = await store.takeProviderSession(TENANT, tokenHash).catch((error: unknown) => error);
      expect(isStoreUnavailable(failure)).toBe(true);
      expect(await store.takeProviderSession(TENANT, tokenHash)).toBeNull();
    });

    it('countHit, lost after committing: "unavailable", never counted twice', async () => {
      await ready;
      const key = `sms-phone:${phone()}`;
      lose('INSERT INTO auth_counters', 'lost-after-committing');
      const failure = await store.countHit(key, 60_000, at(0)).catch((error: unknown) => error);
      expect(isStoreUnavailable(failure)).toBe(true);
      expect(await store.countHit(key, 60_000, at(1))).toMatchObject({ count: 2 });
    });

    it('claimTry, lost after committing: "unavailable", the try counted once', async () => {
      await ready;
      const to = phone();
      await store.putCode({ tenant: TENANT, phone: to, codeHash: 'hash', expiresAt: at(600), now: at(0) }, 30_000);
      lose('UPDATE auth_challenges', 'lost-after-committing');
      const limits = { maxFailures: 5, failureWindowMs: 3_600_000 };
      const failure = await store.claimTry(TENANT, to, limits, at(1)).catch((error: unknown) => error);
      expect(isStoreUnavailable(failure)).toBe(true);
      expect(await store.claimTry(TENANT, to, limits, at(2))).toMatchObject({ outcome: 'claimed', failures: 2 });
    });
  });
}
