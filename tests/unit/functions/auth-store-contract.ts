/**
 * The auth-store contract (one-time code challenges, send counters, users, sessions, the
 * verifications record and the SMS log): every adapter of `functions/ports/auth-store.ts` must
 * pass it. Registered by the SQLite and PostgreSQL test files.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthStore } from '../../../functions/ports/auth-store.ts';

const T0 = new Date('2026-05-01T00:00:00.000Z');
const at = (seconds: number): Date => new Date(T0.getTime() + seconds * 1000);
const HARBOUR = 'harbour-city-toyota';
const SOUTHSIDE = 'southside-used-cars';
const PHONE = '0412345678';
const LIMITS = { maxFailures: 5, failureWindowMs: 3_600_000 };
const RESEND_MS = 30_000;

const code = (hash: string, sentAt: Date, tenant = HARBOUR, phone = PHONE) => ({
  tenant,
  phone,
  codeHash: hash,
  expiresAt: new Date(sentAt.getTime() + 600_000),
  now: sentAt,
});

/**
 * Registers the contract for one adapter; `create` gives a fresh, empty store (migrated here).
 * `reopen`, where the adapter keeps data somewhere lasting, opens the last store again.
 */
export function describeAuthStoreContract(
  name: string,
  create: () => Promise<AuthStore>,
  reopen?: () => Promise<AuthStore>,
): void {
  describe(`${name} auth store contract`, () => {
    let store: AuthStore;
    beforeEach(async () => {
      store = await create();
      await store.migrate();
    });
    afterEach(async () => store.close());

    describe('send counters (fixed windows)', () => {
      it('counts hits per key within the window and starts again after it', async () => {
        expect(await store.countHit('phone:0412345678', 3_600_000, T0)).toEqual({
          count: 1,
          windowEndsAt: at(3600).toISOString(),
        });
        expect((await store.countHit('phone:0412345678', 3_600_000, at(10))).count).toBe(2);
        expect((await store.countHit('ip:192.0.2.1', 3_600_000, at(10))).count).toBe(1);
        expect((await store.countHit('phone:0412345678', 3_600_000, at(3599))).count).toBe(3);
        expect(await store.countHit('phone:0412345678', 3_600_000, at(3600))).toEqual({
          count: 1,
          windowEndsAt: at(7200).toISOString(),
        });
      });

      it('loses no count when many land at once', async () => {
        const counts = await Promise.all(Array.from({ length: 40 }, () => store.countHit('ip:x', 60_000, T0)));
        expect([...counts.map((hit) => hit.count)].sort((a, b) => a - b)).toEqual(
          Array.from({ length: 40 }, (_, index) => index + 1),
        );
      });
    });

    describe('codes', () => {
      it('stores a code, refuses another before the resend wait, replaces it after', async () => {
        expect(await store.lastSentAt(HARBOUR, PHONE)).toBeNull();
        expect(await store.putCode(code('hash-1', T0), RESEND_MS)).toBe(true);
        expect(await store.lastSentAt(HARBOUR, PHONE)).toBe(T0.toISOString());
        expect(await store.putCode(code('hash-2', at(29)), RESEND_MS)).toBe(false);
        expect(await store.claimTry(HARBOUR, PHONE, LIMITS, at(29))).toMatchObject({ codeHash: 'hash-1' });
        expect(await store.putCode(code('hash-3', at(30)), RESEND_MS)).toBe(true);
        expect(await store.lastSentAt(HARBOUR, PHONE)).toBe(at(30).toISOString());
        expect(await store.claimTry(HARBOUR, PHONE, LIMITS, at(31))).toEqual({
          outcome: 'claimed',
          codeHash: 'hash-3',
          expiresAt: at(630).toISOString(),
          failures: 2,
        });
      });

      it('keeps tenants and phones apart', async () => {
        await store.putCode(code('harbour', T0), RESEND_MS);
        expect(await store.putCode(code('southside', T0, SOUTHSIDE), RESEND_MS)).toBe(true);
        expect(await store.putCode(code('other phone', T0, HARBOUR, '0499999999'), RESEND_MS)).toBe(true);
        expect(await store.claimTry(SOUTHSIDE, PHONE, LIMITS, T0)).toMatchObject({ codeHash: 'southside' });
        expect(await store.claimTry(HARBOUR, PHONE, LIMITS, T0)).toMatchObject({ codeHash: 'harbour', failures: 1 });
        expect(await store.claimTry(SOUTHSIDE, '0400000000', LIMITS, T0)).toBeNull();
      });

      it('claims at most maxFailures tries, then reports the lock until the window from the first try ends', async () => {
        await store.putCode(code('hash', T0), RESEND_MS);
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          expect(await store.claimTry(HARBOUR, PHONE, LIMITS, at(attempt))).toMatchObject({ failures: attempt });
        }
        expect(await store.claimTry(HARBOUR, PHONE, LIMITS, at(6))).toEqual({
          outcome: 'locked',
          lockedUntil: at(3601).toISOString(),
        });
        expect(await store.claimTry(HARBOUR, PHONE, LIMITS, at(3600))).toMatchObject({ outcome: 'locked' });
        expect(await store.claimTry(HARBOUR, PHONE, LIMITS, at(3601))).toMatchObject({
          outcome: 'claimed',
          failures: 1,
        });
      });

      it('a resend does not reset the failure counter', async () => {
        await store.putCode(code('first', T0), RESEND_MS);
        for (let attempt = 1; attempt <= 5; attempt += 1) await store.claimTry(HARBOUR, PHONE, LIMITS, at(attempt));
        expect(await store.putCode(code('second', at(60)), RESEND_MS)).toBe(true);
        expect(await store.claimTry(HARBOUR, PHONE, LIMITS, at(61))).toMatchObject({ outcome: 'locked' });
      });

      it('claims exactly maxFailures of many simultaneous tries', async () => {
        await store.putCode(code('hash', T0), RESEND_MS);
        const claims = await Promise.all(
          Array.from({ length: 50 }, () => store.claimTry(HARBOUR, PHONE, LIMITS, at(1))),
        );
        expect(claims.filter((claim) => claim?.outcome === 'claimed')).toHaveLength(5);
        expect(claims.filter((claim) => claim?.outcome === 'locked')).toHaveLength(45);
      });

      it('a code is used once, only by its own hash, and using it clears the failure counter', async () => {
        await store.putCode(code('hash', T0), RESEND_MS);
        await store.claimTry(HARBOUR, PHONE, LIMITS, at(1));
        await store.claimTry(HARBOUR, PHONE, LIMITS, at(2));
        expect(await store.consumeCode(HARBOUR, PHONE, 'other')).toBe(false);
        expect(await store.consumeCode(SOUTHSIDE, PHONE, 'hash')).toBe(false);
        expect(await store.consumeCode(HARBOUR, PHONE, 'hash')).toBe(true);
        expect(await store.consumeCode(HARBOUR, PHONE, 'hash')).toBe(false);
        expect(await store.claimTry(HARBOUR, PHONE, LIMITS, at(3))).toEqual({
          outcome: 'claimed',
          codeHash: null,
          expiresAt: null,
          failures: 1,
        });
      });

      it('two requests with the right code: only one uses it', async () => {
        await store.putCode(code('hash', T0), RESEND_MS);
        const used = await Promise.all(Array.from({ length: 10 }, () => store.consumeCode(HARBOUR, PHONE, 'hash')));
        expect(used.filter(Boolean)).toHaveLength(1);
      });
    });

    describe('users', () => {
      it('one user per tenant and phone, created once', async () => {
        expect(await store.findUser(HARBOUR, PHONE)).toBeNull();
        const user = await store.ensureUser(HARBOUR, PHONE, 'user-1', T0);
        expect(user).toEqual({ id: 'user-1', tenant: HARBOUR, phone: PHONE, createdAt: T0.toISOString() });
        expect(await store.ensureUser(HARBOUR, PHONE, 'user-2', at(5))).toEqual(user);
        expect(await store.findUser(HARBOUR, PHONE)).toEqual(user);
        expect(await store.findUser(SOUTHSIDE, PHONE)).toBeNull();
        expect((await store.ensureUser(SOUTHSIDE, PHONE, 'user-3', T0)).id).toBe('user-3');
      });
    });

    describe('sessions', () => {
      const session = { tokenHash: 'token-hash', tenant: HARBOUR, userId: 'user-1', phone: PHONE };

      it('are found by tenant and token hash until they expire', async () => {
        await store.createSession({ ...session, createdAt: T0, expiresAt: at(100) });
        const live = {
          tenant: HARBOUR,
          userId: 'user-1',
          phone: PHONE,
          expiresAt: at(100).toISOString(),
          revokedAt: null,
        };
        expect(await store.findSession(HARBOUR, 'token-hash', at(99))).toEqual(live);
        expect(await store.findSession(HARBOUR, 'token-hash', at(100))).toBeNull();
        expect(await store.findSession(SOUTHSIDE, 'token-hash', T0)).toBeNull();
        expect(await store.findSession(HARBOUR, 'other-hash', T0)).toBeNull();
      });

      it('a revoked session is not found again; revoking twice reports nothing revoked', async () => {
        await store.createSession({ ...session, createdAt: T0, expiresAt: at(100) });
        expect(await store.revokeSession(SOUTHSIDE, 'token-hash', at(1))).toBe(false);
        expect(await store.findSession(HARBOUR, 'token-hash', at(2))).not.toBeNull();
        expect(await store.revokeSession(HARBOUR, 'token-hash', at(3))).toBe(true);
        expect(await store.findSession(HARBOUR, 'token-hash', at(4))).toBeNull();
        expect(await store.revokeSession(HARBOUR, 'token-hash', at(5))).toBe(false);
      });

      it('are independent: revoking one of a user’s sessions leaves the others live', async () => {
        await store.createSession({ ...session, createdAt: T0, expiresAt: at(100) });
        await store.createSession({ ...session, tokenHash: 'second-hash', createdAt: T0, expiresAt: at(100) });
        expect(await store.revokeSession(HARBOUR, 'token-hash', at(1))).toBe(true);
        expect(await store.findSession(HARBOUR, 'second-hash', at(2))).toMatchObject({ userId: 'user-1' });
      });

      it("keep a provider's session (Supabase) per tenant and token hash, given back once at sign-out", async () => {
        const kept = {
          tokenHash: 'token-hash',
          tenant: HARBOUR,
          providerUserId: 'supabase-user-1',
          sealed: 'sealed-1',
        };
        await store.keepProviderSession(kept);
        await store.keepProviderSession({ ...kept, sealed: 'sealed-2' });
        expect(await store.takeProviderSession(SOUTHSIDE, 'token-hash')).toBeNull();
        expect(await store.takeProviderSession(HARBOUR, 'other-hash')).toBeNull();
        expect(await store.takeProviderSession(HARBOUR, 'token-hash')).toEqual({
          providerUserId: 'supabase-user-1',
          sealed: 'sealed-1',
        });
        expect(await store.takeProviderSession(HARBOUR, 'token-hash')).toBeNull();
      });
    });

    describe('verifications record (spec 02 §7: website_slug, dealership_slug, user_id, verification_type)', () => {
      it('keeps each record, newest first, per site', async () => {
        const record = { website_slug: HARBOUR, dealership_slug: 'harbour-city', user_id: 'user-1' };
        await store.recordVerification({ ...record, verification_type: 'sms', at: T0 });
        await store.recordVerification({ ...record, dealership_slug: null, verification_type: 'verify', at: at(1) });
        await store.recordVerification({ ...record, website_slug: SOUTHSIDE, verification_type: 'sms', at: at(2) });
        expect(await store.verifications(HARBOUR)).toEqual([
          { ...record, dealership_slug: null, verification_type: 'verify', at: at(1).toISOString() },
          { ...record, verification_type: 'sms', at: T0.toISOString() },
        ]);
        expect(await store.verifications(HARBOUR, { limit: 1 })).toHaveLength(1);
      });
    });

    describe('watchlist (spec 01 §7 save-car and remove-car)', () => {
      it('keeps each saved car once, in the order saved, per tenant and user', async () => {
        expect(await store.saveCar({ tenant: HARBOUR, userId: 'u1', carId: 42, at: T0 })).toBe(true);
        expect(await store.saveCar({ tenant: HARBOUR, userId: 'u1', carId: 7, at: at(1) })).toBe(true);
        expect(await store.saveCar({ tenant: HARBOUR, userId: 'u1', carId: 42, at: at(2) })).toBe(false);
        expect(await store.saveCar({ tenant: HARBOUR, userId: 'u2', carId: 42, at: at(3) })).toBe(true);
        expect(await store.saveCar({ tenant: SOUTHSIDE, userId: 'u1', carId: 9, at: at(4) })).toBe(true);
        expect(await store.savedCars(HARBOUR, 'u1')).toEqual([
          { carId: 42, savedAt: T0.toISOString() },
          { carId: 7, savedAt: at(1).toISOString() },
        ]);
        expect(await store.savedCars(SOUTHSIDE, 'u1')).toEqual([{ carId: 9, savedAt: at(4).toISOString() }]);
        expect(await store.savedCars(SOUTHSIDE, 'u2')).toEqual([]);
      });

      it('many saves of one car at once keep it once, and exactly one says it saved', async () => {
        const saved = await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            store.saveCar({ tenant: HARBOUR, userId: 'u1', carId: 42, at: at(index) }),
          ),
        );
        expect(saved.filter(Boolean)).toHaveLength(1);
        expect(await store.savedCars(HARBOUR, 'u1')).toHaveLength(1);
      });

      it('removes a saved car, and says when there was none', async () => {
        await store.saveCar({ tenant: HARBOUR, userId: 'u1', carId: 42, at: T0 });
        expect(await store.removeCar(SOUTHSIDE, 'u1', 42)).toBe(false);
        expect(await store.removeCar(HARBOUR, 'u2', 42)).toBe(false);
        expect(await store.removeCar(HARBOUR, 'u1', 42)).toBe(true);
        expect(await store.removeCar(HARBOUR, 'u1', 42)).toBe(false);
        expect(await store.savedCars(HARBOUR, 'u1')).toEqual([]);
      });
    });

    describe('SMS log (the development SMS adapter)', () => {
      it('keeps each message, newest first, per tenant', async () => {
        const message = { tenant: HARBOUR, to: '+61412345678', body: '123456 is your code.' };
        await store.logSms({ ...message, id: 'a', at: T0 });
        await store.logSms({ ...message, id: 'b', body: '654321 is your code.', at: T0 });
        await store.logSms({ ...message, id: 'c', tenant: SOUTHSIDE, at: at(1) });
        expect(await store.loggedSms(HARBOUR)).toEqual([
          { ...message, id: 'b', body: '654321 is your code.', at: T0.toISOString() },
          { ...message, id: 'a', at: T0.toISOString() },
        ]);
        expect(await store.loggedSms(HARBOUR, { limit: 1 })).toHaveLength(1);
      });
    });

    it('migrate is idempotent and keeps the data', async () => {
      await store.ensureUser(HARBOUR, PHONE, 'user-1', T0);
      await store.migrate();
      expect(await store.findUser(HARBOUR, PHONE)).not.toBeNull();
    });

    if (reopen) {
      it('a reopened store has everything a closed one wrote', async () => {
        await store.putCode(code('hash', T0), RESEND_MS);
        await store.createSession({
          tokenHash: 't',
          tenant: HARBOUR,
          userId: 'u',
          phone: PHONE,
          createdAt: T0,
          expiresAt: at(9),
        });
        await store.saveCar({ tenant: HARBOUR, userId: 'u', carId: 42, at: T0 });
        await store.recordVerification({
          website_slug: HARBOUR,
          dealership_slug: null,
          user_id: 'u',
          verification_type: 'sms',
          at: T0,
        });
        await store.keepProviderSession({ tokenHash: 't', tenant: HARBOUR, providerUserId: 'p', sealed: 's' });
        await store.close();
        store = await reopen();
        await store.migrate();
        expect(await store.claimTry(HARBOUR, PHONE, LIMITS, at(1))).toMatchObject({ codeHash: 'hash' });
        expect(await store.findSession(HARBOUR, 't', at(1))).not.toBeNull();
        expect(await store.savedCars(HARBOUR, 'u')).toEqual([{ carId: 42, savedAt: T0.toISOString() }]);
        expect(await store.verifications(HARBOUR)).toHaveLength(1);
        expect(await store.takeProviderSession(HARBOUR, 't')).toEqual({ providerUserId: 'p', sealed: 's' });
      });
    }
  });
}
