/**
 * The sign-in calls through `app.request()` (issue 14; spec 02 §4, §7, §8): send code, verify code,
 * session, sign out, POST /api/rate-limit and GET /api/check-if-contact-exists, over the builtin
 * service on a SQLite store in memory and the log SMS adapter, with the clock moved by hand.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createBuiltinAuth } from '../../../functions/adapters/builtin-auth.ts';
import { createLogSms } from '../../../functions/adapters/log-sms.ts';
import { createFunctionsApp } from '../../../functions/app.ts';
import { forwardedClientIp } from '../../../functions/pipeline/client-address.ts';
import type { TenantDirectory } from '../../../functions/pipeline/tenant.ts';
import type { AuthService } from '../../../functions/ports/auth.ts';
import type { AuthStore } from '../../../functions/ports/auth-store.ts';
import { SmsError, type SmsSender } from '../../../functions/ports/sms.ts';
import { directory, HOST, NOW, TENANT } from './leads-harness.ts';
import { freshStores } from './runtime/test-stores.ts';

const SOUTHSIDE = 'southside-used-cars';
const SOUTHSIDE_HOST = `${SOUTHSIDE}.localhost:4321`;
const SECRET = 'route-test-secret-of-at-least-32-characters';
const MINUTE = 60_000;
const TOO_MANY = 'Too many verification attempts. Please try again later.';
const INVALID = 'The verification code is invalid. Please try again.';

let store: AuthStore;
let now: Date;
let app: ReturnType<typeof createFunctionsApp>;
let address: string;

/**
 * The contact check's answer floor on a hand-moved monotonic clock: a lookup "takes"
 * `lookupMs(exists)` and each wait is recorded, so no test sleeps or measures real time.
 */
const FLOOR_MS = 250;
let monotonic = 0;
let waits: number[] = [];
let lookupMs = (exists: boolean): number => (exists ? 7 : 2);
const contactCheckTiming = {
  floorMs: FLOOR_MS,
  monotonicMs: () => monotonic,
  sleep: async (ms: number) => {
    waits.push(ms);
    monotonic += ms;
  },
};

function build(options: { tenants?: TenantDirectory; sms?: SmsSender; newCode?: () => string } = {}) {
  const builtin = createBuiltinAuth({
    store,
    sms: options.sms ?? createLogSms(store),
    secret: SECRET,
    newCode: options.newCode,
  });
  const auth: AuthService = {
    ...builtin,
    contactExists: async (tenant, phone) => {
      const exists = await builtin.contactExists(tenant, phone);
      monotonic += lookupMs(exists);
      return exists;
    },
  };
  app = createFunctionsApp({
    tenants: options.tenants ?? directory,
    auth,
    clock: () => now,
    clientIp: forwardedClientIp(1),
    logCall: () => {},
    contactCheckTiming,
  });
}

beforeEach(async () => {
  store = (await freshStores()).auth();
  await store.migrate();
  now = NOW;
  address = '203.0.113.7';
  monotonic = 0;
  waits = [];
  lookupMs = (exists) => (exists ? 7 : 2);
  build();
});

const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

interface CallOptions {
  host?: string;
  origin?: string | null;
  cookie?: string;
  headers?: Record<string, string>;
}

function headersFor(options: CallOptions) {
  const host = options.host ?? HOST;
  const headers: Record<string, string> = {
    host,
    'content-type': 'application/json',
    'x-forwarded-for': address,
    ...options.headers,
  };
  const origin = options.origin === undefined ? `http://${host}` : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.cookie) headers.cookie = options.cookie;
  return headers;
}

const post = (path: string, body: unknown, options: CallOptions = {}) =>
  app.request(path, { method: 'POST', headers: headersFor(options), body: JSON.stringify(body) });
const get = (path: string, options: CallOptions = {}) =>
  app.request(path, { headers: headersFor({ origin: null, ...options }) });

const sendCode = (phone = '0412 345 678', options: CallOptions = {}) =>
  post('/api/auth/send-code', { phone, first_name: 'Alex' }, options);
const verifyCode = (code: string, phone = '+61 412 345 678', options: CallOptions = {}) =>
  post('/api/auth/verify-code', { phone, code }, options);

async function latestCode(tenant = TENANT): Promise<string> {
  const [message] = await store.loggedSms(tenant, { limit: 1 });
  return /^(\d{6}) /.exec(message?.body ?? '')?.[1] ?? 'none';
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The session cookie's `name=value` from a reply. */
function sessionCookie(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}

async function signIn(options: CallOptions = {}) {
  await sendCode('0412345678', options);
  const response = await verifyCode(await latestCode(), '0412345678', options);
  expect(response.status).toBe(200);
  return response;
}

describe('POST /api/auth/send-code', () => {
  it("texts the code and answers 'Code sent!' with the resend wait (spec 02 §4)", async () => {
    const response = await sendCode();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Code sent!', resend_after_seconds: 30, expires_in_seconds: 600 });
    const [message] = await store.loggedSms(TENANT);
    expect(message?.to).toBe('+61412345678');
  });

  it('reads 61… as 0… (spec 02 §5): a code sent to +61 verifies as 04…', async () => {
    await sendCode('61412345678');
    expect((await verifyCode(await latestCode(), '0412345678')).status).toBe(200);
  });

  it.each([
    ['', 'This is a required field.'],
    ['07 3555 0123', 'Please enter an Australian mobile number, for example 0412 345 678.'],
    ['+44 7700 900123', 'Please enter an Australian mobile number, for example 0412 345 678.'],
  ])('refuses %j with 422 and the field message', async (phone, message) => {
    const response = await sendCode(phone);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'Please check the highlighted fields.',
      fields: { phone: message },
    });
    expect(await store.loggedSms(TENANT)).toEqual([]);
  });

  it('refuses a resend before 30 s with 429, Retry-After and the spec message', async () => {
    await sendCode();
    advance(10_000);
    const response = await sendCode();
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('20');
    expect(await response.json()).toEqual({ error: TOO_MANY, retry_after_seconds: 20 });
    advance(20_000);
    expect((await sendCode()).status).toBe(200);
  });

  it('stops at 5 codes an hour to one phone', async () => {
    for (let index = 0; index < 5; index += 1) {
      address = `198.51.100.${index}`;
      expect((await sendCode()).status).toBe(200);
      advance(MINUTE);
    }
    address = '198.51.100.99';
    expect((await sendCode()).status).toBe(429);
  });

  it('a number the provider cannot text is 422; a provider outage is 503 with Retry-After', async () => {
    build({
      sms: {
        send: async () => {
          throw new SmsError('Twilio refused the message: 400 code 21211', { retryable: false, invalidNumber: true });
        },
      },
    });
    const refused = await sendCode();
    expect(refused.status).toBe(422);
    expect((await refused.json()).fields).toEqual({
      phone: 'We could not send a code to this number. Please check it and try again.',
    });
    build({
      sms: {
        send: async () => {
          throw new SmsError('Twilio refused the message: 503', { retryable: true, status: 503 });
        },
      },
    });
    advance(MINUTE);
    const down = await sendCode();
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('30');
    expect(await down.json()).toEqual({ error: 'The code could not be sent. Please try again in a moment.' });
  });

  it('attack: an Origin from another tenant is refused (403), and nothing is sent', async () => {
    const response = await sendCode('0412345678', { origin: `http://${SOUTHSIDE_HOST}` });
    expect(response.status).toBe(403);
    expect(await store.loggedSms(TENANT)).toEqual([]);
    expect(await store.loggedSms(SOUTHSIDE)).toEqual([]);
  });
});

describe('attack: an Origin from another tenant is refused', () => {
  it.each([
    ['/api/auth/send-code', { phone: '0412345678' }],
    ['/api/auth/verify-code', { phone: '0412345678', code: '123456' }],
    ['/api/auth/sign-out', {}],
    ['/api/rate-limit', { phone: '0412345678' }],
  ])('%s answers 403 to a page of another tenant', async (path, body) => {
    await sendCode();
    advance(MINUTE);
    const response = await post(path, body, { origin: `http://${SOUTHSIDE_HOST}` });
    expect(response.status).toBe(403);
    // Refused before the service: no second code sent, no try counted (this claim is the first).
    expect(await store.loggedSms(TENANT)).toHaveLength(1);
    expect(
      await store.claimTry(TENANT, '0412345678', { maxFailures: 5, failureWindowMs: 3_600_000 }, now),
    ).toMatchObject({ outcome: 'claimed', failures: 1 });
  });
});

describe('POST /api/auth/verify-code and the session', () => {
  it('a right code sets a HttpOnly, SameSite=Lax, host-only session cookie and names the user', async () => {
    await sendCode();
    const response = await verifyCode(await latestCode());
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { id: string; phone: string } };
    expect(body.user.phone).toBe('0412345678');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Domain=/i);
    const session = await get('/api/auth/session', { cookie: sessionCookie(response) });
    expect(session.headers.get('cache-control')).toBe('no-store');
    expect(await session.json()).toEqual({ signed_in: true, user: body.user });
    expect(await store.verifications(TENANT)).toMatchObject([{ user_id: body.user.id, verification_type: 'sms' }]);
  });

  it('over https (production) the cookie is __Host-session: Secure, Path=/, no Domain', async () => {
    const production: TenantDirectory = {
      mode: 'production',
      slugs: [TENANT],
      domains: new Map([['www.harbourcitytoyota.com.au', TENANT]]),
    };
    build({ tenants: production });
    const options = { host: 'www.harbourcitytoyota.com.au', origin: 'https://www.harbourcitytoyota.com.au' };
    const response = await signIn(options);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^__Host-session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const session = await get('/api/auth/session', { ...options, cookie: sessionCookie(response) });
    expect(await session.json()).toMatchObject({ signed_in: true });
    const plain = await get('/api/auth/session', {
      ...options,
      cookie: sessionCookie(response).replace('__Host-', ''),
    });
    expect(await plain.json()).toEqual({ signed_in: false, user: null });
  });

  it.each([
    ['', 'This is a required field.'],
    ['12345', 'Code must be 6 digits.'],
    ['abcdef', 'Code must be 6 digits.'],
  ])('refuses the code %j with 422 and the spec message (spec 02 §5)', async (code, message) => {
    const response = await verifyCode(code);
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({ code: message });
  });

  it("a wrong code is 400 with 'The verification code is invalid. Please try again.' (spec 02 §8)", async () => {
    await sendCode();
    const response = await verifyCode(wrong(await latestCode()));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: INVALID });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('attack: a code is used once', async () => {
    await sendCode();
    const code = await latestCode();
    expect((await verifyCode(code)).status).toBe(200);
    expect((await verifyCode(code)).status).toBe(400);
  });

  it('attack: codes expire at 10 minutes (clock injected)', async () => {
    await sendCode();
    const code = await latestCode();
    advance(10 * MINUTE);
    expect(await (await verifyCode(code)).json()).toEqual({ error: INVALID });
  });

  it('attack: 1,000 wrong codes against one phone sign no one in, and the lock is reported', async () => {
    build({ newCode: () => '424242' });
    await sendCode();
    const statuses: number[] = [];
    for (let guess = 0; guess < 1000; guess += 1) {
      if (guess === 424242 % 1000) continue;
      address = `198.51.${Math.floor(guess / 250)}.${guess % 250}`; // spread over addresses, past the per-address limit
      const response = await verifyCode(String(guess).padStart(6, '0'));
      statuses.push(response.status);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.length - 5);
    const locked = await verifyCode('424242');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ error: TOO_MANY, retry_after_seconds: 3600 });
    expect(await store.verifications(TENANT)).toEqual([]);
  });

  it('verification is limited per address too (30 a minute), before the body is read', async () => {
    for (let index = 0; index < 30; index += 1) await verifyCode('123456', `04123456${String(index).padStart(2, '0')}`);
    expect((await verifyCode('123456', '0499999999')).status).toBe(429);
  });

  it("attack: tenant A's session cookie is refused by tenant B", async () => {
    const response = await signIn();
    const cookie = sessionCookie(response);
    const other = await get('/api/auth/session', { host: SOUTHSIDE_HOST, cookie });
    expect(await other.json()).toEqual({ signed_in: false, user: null });
    expect(await (await get('/api/auth/session', { cookie })).json()).toMatchObject({ signed_in: true });
  });

  it('signed out, the session call says so; a forged cookie is not looked up', async () => {
    expect(await (await get('/api/auth/session')).json()).toEqual({ signed_in: false, user: null });
    expect(await (await get('/api/auth/session', { cookie: 'session=<script>' })).json()).toEqual({
      signed_in: false,
      user: null,
    });
  });
});

describe('POST /api/auth/sign-out', () => {
  it('revokes the session and clears the cookie', async () => {
    const cookie = sessionCookie(await signIn());
    const response = await post('/api/auth/sign-out', {}, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signed_out: true });
    expect(response.headers.get('set-cookie')).toMatch(/^session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await (await get('/api/auth/session', { cookie })).json()).toEqual({ signed_in: false, user: null });
  });

  it("attack: another tenant's page cannot sign the shopper out (Origin refused)", async () => {
    const cookie = sessionCookie(await signIn());
    expect((await post('/api/auth/sign-out', {}, { cookie, origin: `http://${SOUTHSIDE_HOST}` })).status).toBe(403);
    expect(await (await get('/api/auth/session', { cookie })).json()).toMatchObject({ signed_in: true });
  });
});

describe('POST /api/rate-limit (spec 02 §7 "Non-OK means too many attempts")', () => {
  it('is OK within the allowance, then 429 with the spec message for that phone', async () => {
    for (let index = 0; index < 5; index += 1) {
      const response = await post('/api/rate-limit', { phone: '0412 345 678' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
    const refused = await post('/api/rate-limit', { phone: '+61412345678' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TOO_MANY });
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect((await post('/api/rate-limit', { phone: '0499999999' })).status).toBe(200);
  });

  it('needs a mobile number', async () => {
    const response = await post('/api/rate-limit', {});
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({ phone: 'This is a required field.' });
  });
});

describe('GET /api/check-if-contact-exists', () => {
  const check = (phone: string, options: CallOptions = {}) =>
    get(`/api/check-if-contact-exists?phone_number=${encodeURIComponent(phone)}`, options);

  it('attack: enumeration gives no difference in timing: known and unknown numbers are both answered at the floor', async () => {
    await signIn();
    const started = monotonic;
    await check('0412345678');
    const known = monotonic - started;
    const between = monotonic;
    await check('0499999999');
    const unknown = monotonic - between;
    // The known lookup "took" 7 ms and the unknown 2 ms: each was padded to the same 250 ms.
    expect(waits).toEqual([FLOOR_MS - 7, FLOOR_MS - 2]);
    expect([known, unknown]).toEqual([FLOOR_MS, FLOOR_MS]);
  });

  it('a lookup slower than the floor is not padded further (slow for known and unknown alike)', async () => {
    lookupMs = () => FLOOR_MS + 40;
    await check('0499999999');
    expect(waits).toEqual([]);
  });

  it('attack: enumeration through check-if-contact-exists is rate-limited and gives no difference in shape', async () => {
    await signIn();
    for (let index = 0; index < 8; index += 1) await check(`04000000${String(index).padStart(2, '0')}`);
    const known = await check('0412345678');
    const unknown = await check('0499999999');
    const afterKnown = await check('0412345678');
    address = '198.51.100.200';
    for (let index = 0; index < 10; index += 1) await check(`04000001${String(index).padStart(2, '0')}`);
    const afterUnknown = await check('0499999997');
    // Before the limit: one shape; past it: the same refusal whether the number is known or not.
    expect(Object.keys(await known.json())).toEqual(Object.keys(await unknown.json()));
    expect(afterKnown.status).toBe(429);
    expect(afterUnknown.status).toBe(429);
    expect(await afterKnown.json()).toEqual(await afterUnknown.json());
    expect([...afterKnown.headers.keys()].sort()).toEqual([...afterUnknown.headers.keys()].sort());
  });

  it('answers known and unknown numbers in one shape, never cached', async () => {
    await signIn();
    const known = await check('0412345678');
    const unknown = await check('0499999999');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ data: { exists: true }, error: null });
    expect(await unknown.json()).toEqual({ data: { exists: false }, error: null });
    expect(known.headers.get('cache-control')).toBe('no-store');
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
  });

  it('a number known on tenant A is unknown on tenant B', async () => {
    await signIn();
    expect(await (await check('0412345678', { host: SOUTHSIDE_HOST })).json()).toEqual({
      data: { exists: false },
      error: null,
    });
  });

  it('attack: enumeration is rate-limited (10 an hour per address)', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await check(`04000000${String(index).padStart(2, '0')}`)).status).toBe(200);
    }
    const refused = await check('0400000099');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
  });

  it('attack: enumeration from many addresses stops at the tenant limit (300 an hour)', async () => {
    for (let index = 0; index < 300; index += 1) {
      address = `198.51.${Math.floor(index / 250)}.${index % 250}`;
      expect((await check('0400000000')).status).toBe(200);
    }
    address = '192.0.2.250';
    expect((await check('0400000000')).status).toBe(429);
  });

  it("refuses another site's page (Sec-Fetch-Site: cross-site) and a number that is not a mobile", async () => {
    const cross = await check('0412345678', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross.status).toBe(403);
    const bad = await check('hello');
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      data: null,
      error: 'Please enter an Australian mobile number, for example 0412 345 678.',
    });
  });
});
