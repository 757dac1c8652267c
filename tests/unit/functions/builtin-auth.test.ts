/**
 * The builtin one-time code service (functions/adapters/builtin-auth.ts) over a real SQLite
 * store and the log SMS adapter, with the clock moved by hand: issue 14's rules and its attack
 * tests (1,000 wrong codes, expiry at 10 minutes, single use, one tenant's session on another).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBuiltinAuth, randomCode, type BuiltinAuthOptions } from '../../../functions/adapters/builtin-auth.ts';
import { createLogSms } from '../../../functions/adapters/log-sms.ts';
import { createSqliteAuthStore } from '../../../functions/adapters/sqlite-auth-store.ts';
import type { AuthService, SignInMetadata } from '../../../functions/ports/auth.ts';
import type { AuthStore } from '../../../functions/ports/auth-store.ts';
import { SmsError } from '../../../functions/ports/sms.ts';

const T0 = new Date('2026-05-01T00:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HARBOUR = 'harbour-city-toyota';
const SOUTHSIDE = 'southside-used-cars';
const PHONE = '0412345678';
const SECRET = 'test-secret-of-at-least-32-characters!';
const metadata: SignInMetadata = {
  first_name: 'Alex',
  last_name: null,
  email: null,
  website: HARBOUR,
  dealership_slug: 'harbour-city',
};

let store: AuthStore;
let auth: AuthService;

function build(overrides: Partial<BuiltinAuthOptions> = {}) {
  auth = createBuiltinAuth({
    store,
    sms: createLogSms(store),
    secret: SECRET,
    siteName: (tenant) => (tenant === HARBOUR ? 'Harbour City Toyota' : 'Southside Used Cars'),
    ...overrides,
  });
}

beforeEach(async () => {
  store = createSqliteAuthStore(':memory:');
  await store.migrate();
  build();
});
afterEach(async () => store.close());

const send = (now: Date, options: { tenant?: string; phone?: string; clientIp?: string } = {}) =>
  auth.sendCode({
    tenant: options.tenant ?? HARBOUR,
    phone: options.phone ?? PHONE,
    clientIp: options.clientIp ?? '192.0.2.1',
    metadata,
    now,
  });
const verify = (code: string, now: Date, tenant = HARBOUR, phone = PHONE) =>
  auth.verifyCode({ tenant, phone, code, dealershipSlug: 'harbour-city', now });
/** The code in the latest message the log adapter kept, as `npm run sms` shows it. */
async function latestCode(tenant = HARBOUR): Promise<string> {
  const [message] = await store.loggedSms(tenant, { limit: 1 });
  return /^(\d{6}) /.exec(message?.body ?? '')?.[1] ?? 'none';
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sending a code', () => {
  it('texts a 6-digit code to the +61 number and stores only a keyed hash of it', async () => {
    expect(await send(T0)).toEqual({ outcome: 'sent', resendAfterSeconds: 30, expiresInSeconds: 600 });
    const [message] = await store.loggedSms(HARBOUR);
    expect(message?.to).toBe('+61412345678');
    expect(message?.body).toMatch(/^\d{6} is your Harbour City Toyota verification code\. It expires in 10 minutes\.$/);
    const code = await latestCode();
    const claim = await store.claimTry(HARBOUR, PHONE, { maxFailures: 5, failureWindowMs: MINUTE }, T0);
    expect(claim).toMatchObject({ outcome: 'claimed' });
    const hash = claim?.outcome === 'claimed' ? claim.codeHash : null;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code);
  });

  it('the hash is keyed: a code sent under one secret does not verify under another', async () => {
    await send(T0);
    const code = await latestCode();
    build({ secret: 'another-secret-of-at-least-32-characters' });
    expect(await verify(code, at(SECOND))).toEqual({ outcome: 'invalid' });
  });

  it('offers a resend after 30 s, not before', async () => {
    await send(T0);
    expect(await send(at(29 * SECOND))).toEqual({ outcome: 'too-soon', retryAfterSeconds: 1 });
    expect(await send(at(10 * SECOND))).toEqual({ outcome: 'too-soon', retryAfterSeconds: 20 });
    expect(await send(at(30 * SECOND))).toMatchObject({ outcome: 'sent' });
  });

  it('sends at most 5 codes an hour to one phone, whatever the address', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect(await send(at(index * MINUTE), { clientIp: `192.0.2.${index}` })).toMatchObject({ outcome: 'sent' });
    }
    expect(await send(at(5 * MINUTE), { clientIp: '198.51.100.1' })).toEqual({
      outcome: 'rate-limited',
      retryAfterSeconds: 55 * 60,
    });
    expect(await send(at(60 * MINUTE), { clientIp: '198.51.100.1' })).toMatchObject({ outcome: 'sent' });
  });

  it('sends at most 5 codes an hour from one address, whatever the phone', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect(await send(T0, { phone: `041234560${index}` })).toMatchObject({ outcome: 'sent' });
    }
    expect(await send(T0, { phone: '0412345699' })).toMatchObject({ outcome: 'rate-limited' });
    expect(await store.loggedSms(HARBOUR)).toHaveLength(5);
  });

  it('the limits are configurable', async () => {
    build({
      policy: {
        ...(await import('../../../src/domain/one-time-code.ts')).DEFAULT_ONE_TIME_CODE_POLICY,
        sendsPerPhone: 1,
      },
    });
    await send(T0);
    expect(await send(at(MINUTE))).toMatchObject({ outcome: 'rate-limited' });
  });

  it('a number the provider cannot text is reported as undeliverable; a provider failure is thrown', async () => {
    build({
      sms: {
        send: async () => {
          throw new SmsError('Twilio refused the message: 400 code 21211', { retryable: false, invalidNumber: true });
        },
      },
    });
    expect(await send(T0)).toEqual({ outcome: 'undeliverable' });
    build({
      sms: {
        send: async () => {
          throw new SmsError('Twilio is unavailable: 503', { retryable: true, status: 503 });
        },
      },
    });
    await expect(send(at(MINUTE))).rejects.toThrow('Twilio is unavailable: 503');
  });
});

describe('verifying a code', () => {
  it('the right code signs the shopper in, once, and records the verification (spec 02 §7)', async () => {
    build({ newToken: () => 'token-1', newUserId: () => 'user-1' });
    await send(T0);
    const code = await latestCode();
    expect(await verify(code, at(MINUTE))).toEqual({
      outcome: 'verified',
      session: {
        token: 'token-1',
        userId: 'user-1',
        phone: PHONE,
        expiresAt: at(MINUTE + 30 * 24 * 60 * MINUTE).toISOString(),
      },
    });
    expect(await store.verifications(HARBOUR)).toEqual([
      {
        website_slug: HARBOUR,
        dealership_slug: 'harbour-city',
        user_id: 'user-1',
        verification_type: 'sms',
        at: at(MINUTE).toISOString(),
      },
    ]);
    expect(await auth.contactExists(HARBOUR, PHONE)).toBe(true);
    expect(await auth.contactExists(SOUTHSIDE, PHONE)).toBe(false);
  });

  it('attack: a code is used once', async () => {
    await send(T0);
    const code = await latestCode();
    expect(await verify(code, at(SECOND))).toMatchObject({ outcome: 'verified' });
    expect(await verify(code, at(2 * SECOND))).toEqual({ outcome: 'invalid' });
  });

  it('attack: the same right code sent twice at once opens one session', async () => {
    await send(T0);
    const code = await latestCode();
    const results = await Promise.all([verify(code, at(SECOND)), verify(code, at(SECOND))]);
    expect(results.filter((result) => result.outcome === 'verified')).toHaveLength(1);
  });

  it('attack: codes expire at 10 minutes', async () => {
    await send(T0);
    const code = await latestCode();
    expect(await verify(code, at(10 * MINUTE))).toEqual({ outcome: 'invalid' });
  });

  it('a code is still good just before 10 minutes', async () => {
    await send(T0);
    expect(await verify(await latestCode(), at(10 * MINUTE - 1))).toMatchObject({ outcome: 'verified' });
  });

  it('a code with none sent, or for another phone, is invalid', async () => {
    expect(await verify('123456', T0)).toEqual({ outcome: 'invalid' });
    await send(T0);
    expect(await verify(await latestCode(), at(SECOND), HARBOUR, '0499999999')).toEqual({ outcome: 'invalid' });
  });

  it('5 wrong tries lock verification, even of the right code, for an hour from the first', async () => {
    await send(T0);
    const code = await latestCode();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await verify(otherCode(code), at(attempt * SECOND))).toEqual({ outcome: 'invalid' });
    }
    expect(await verify(code, at(6 * SECOND))).toEqual({ outcome: 'locked', retryAfterSeconds: 3600 + 1 - 6 });
    expect(await verify(code, at(9 * MINUTE))).toMatchObject({ outcome: 'locked' });
  });

  it('a resend does not reset the failure counter; the end of the lock does', async () => {
    await send(T0);
    const first = await latestCode();
    for (let attempt = 1; attempt <= 5; attempt += 1) await verify(otherCode(first), at(attempt * SECOND));
    expect(await send(at(MINUTE))).toMatchObject({ outcome: 'sent' });
    expect(await verify(await latestCode(), at(MINUTE + SECOND))).toMatchObject({ outcome: 'locked' });
    expect(await send(at(61 * MINUTE))).toMatchObject({ outcome: 'sent' });
    expect(await verify(await latestCode(), at(61 * MINUTE + SECOND))).toMatchObject({ outcome: 'verified' });
  });

  it('a right code within the tries clears the counter', async () => {
    await send(T0);
    const first = await latestCode();
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify(otherCode(first), at(attempt * SECOND));
    expect(await verify(first, at(5 * SECOND))).toMatchObject({ outcome: 'verified' });
    await send(at(MINUTE));
    const second = await latestCode();
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify(otherCode(second), at(MINUTE + attempt * SECOND));
    expect(await verify(second, at(MINUTE + 5 * SECOND))).toMatchObject({ outcome: 'verified' });
  });

  it('attack: 1,000 guesses at once (the right one among them) sign no one in and report the lock', async () => {
    build({ newCode: () => '000999' });
    await send(T0);
    const guesses = Array.from({ length: 1000 }, (_, index) => String(index).padStart(6, '0'));
    const results = await Promise.all(guesses.map((guess) => verify(guess, at(SECOND))));
    expect(results.filter((result) => result.outcome === 'verified')).toHaveLength(0);
    expect(results.filter((result) => result.outcome === 'invalid')).toHaveLength(5);
    expect(results.filter((result) => result.outcome === 'locked')).toHaveLength(995);
    expect(await verify('000999', at(2 * SECOND))).toMatchObject({ outcome: 'locked' });
  });
});

describe('sessions', () => {
  async function signIn(tenant = HARBOUR) {
    await send(T0, { tenant });
    const result = await verify(await latestCode(tenant), at(SECOND), tenant);
    if (result.outcome !== 'verified') throw new Error('not signed in');
    return result.session;
  }

  it('a session names its user until it expires after 30 days', async () => {
    const session = await signIn();
    expect(await auth.session(HARBOUR, session.token, at(MINUTE))).toEqual({
      userId: session.userId,
      phone: PHONE,
      expiresAt: session.expiresAt,
    });
    expect(await auth.session(HARBOUR, session.token, new Date(session.expiresAt))).toBeNull();
    expect(await auth.session(HARBOUR, 'not-a-token', at(MINUTE))).toBeNull();
  });

  it("attack: tenant A's session is refused by tenant B", async () => {
    const session = await signIn(HARBOUR);
    expect(await auth.session(SOUTHSIDE, session.token, at(MINUTE))).toBeNull();
    await auth.signOut(SOUTHSIDE, session.token, at(MINUTE));
    expect(await auth.session(HARBOUR, session.token, at(MINUTE))).not.toBeNull();
  });

  it('attack: a code sent on tenant A does not verify on tenant B', async () => {
    await send(T0, { tenant: HARBOUR });
    expect(await verify(await latestCode(HARBOUR), at(SECOND), SOUTHSIDE)).toEqual({ outcome: 'invalid' });
  });

  it('sign-out revokes the session', async () => {
    const session = await signIn();
    await auth.signOut(HARBOUR, session.token, at(MINUTE));
    expect(await auth.session(HARBOUR, session.token, at(MINUTE))).toBeNull();
  });
});

describe('codes and secrets', () => {
  it('codes are 6 random digits, zero-padded', () => {
    const codes = Array.from({ length: 2000 }, () => randomCode(6));
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(randomCode(1)).toMatch(/^\d$/);
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => build({ secret: 'short' })).toThrow('at least 32 characters');
  });
});
