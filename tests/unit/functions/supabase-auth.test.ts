/**
 * The `supabase` authentication adapter through `@supabase/supabase-js`, against a local HTTP
 * server that answers with Supabase Auth's (GoTrue's) documented shapes under {url}/auth/v1:
 * POST /otp `{ phone, data, create_user, channel }` → 200 `{}`; POST /verify `{ phone, token, type }`
 * → 200 with a session (access_token, token_type, expires_in, expires_at, refresh_token, user);
 * GET /user; POST /token?grant_type=refresh_token; POST /logout?scope=… → 204. Requests carry the
 * `apikey` header and `Authorization: Bearer …`. Errors are `{ code, error_code, msg }` (legacy), or
 * `{ code, message }` with the string code when the response says `X-Supabase-Api-Version:
 * 2024-01-01`. Also the failures: 403 `otp_expired`, 429, 500, garbled JSON, a hang past the
 * timeout and a refused connection.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteAuthStore } from '../../../functions/adapters/sqlite-auth-store.ts';
import {
  createSupabaseAuth,
  SupabaseConfigError,
  supabaseAuthSettings,
} from '../../../functions/adapters/supabase-auth.ts';
import { sessionTokenHash } from '../../../functions/adapters/store-sessions.ts';
import { createFunctionsApp } from '../../../functions/app.ts';
import { forwardedClientIp } from '../../../functions/pipeline/client-address.ts';
import { AuthProviderUnavailableError, type AuthService, type SignInMetadata } from '../../../functions/ports/auth.ts';
import type { AuthStore } from '../../../functions/ports/auth-store.ts';
import { SmsError } from '../../../functions/ports/sms.ts';
import { StoreUnavailableError } from '../../../functions/ports/store-unavailable.ts';
import { directory, HOST, TENANT } from './leads-harness.ts';

const ANON_KEY = 'test-anon-key';
const PHONE = '0412345678';
const E164 = '+61412345678';
const SUPABASE_USER_ID = '8f2c1a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f';
const T0 = new Date('2026-05-01T00:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const metadata: SignInMetadata = {
  first_name: 'Alex',
  last_name: 'Driver',
  email: 'alex@example.com',
  website: TENANT,
  dealership_slug: 'harbour-city',
};

interface Seen {
  method: string;
  path: string;
  apikey: string;
  authorization: string;
  body: Record<string, unknown> | null;
}
type Reply = { status: number; body?: unknown; raw?: string; headers?: Record<string, string> } | 'hang';

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
/** Replies by "METHOD /path" (no query); a route without one gets the happy answer. */
let replies: Record<string, Reply[]> = {};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT shaped like Supabase's access token (supabase-js reads `exp`; the signature is not checked client-side). */
const jwt = (exp: number, sessionId: string) =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: SUPABASE_USER_ID, exp, session_id: sessionId, role: 'authenticated' })}.c2lnbmF0dXJl`;

const user = () => ({
  id: SUPABASE_USER_ID,
  aud: 'authenticated',
  role: 'authenticated',
  phone: '61412345678',
  phone_confirmed_at: T0.toISOString(),
  app_metadata: { provider: 'phone', providers: ['phone'] },
  user_metadata: metadata,
  identities: [],
  created_at: T0.toISOString(),
  updated_at: T0.toISOString(),
});
const nowSeconds = () => Math.floor(Date.now() / 1000);
const sessionBody = (accessToken: string, refreshToken: string) => ({
  access_token: accessToken,
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: nowSeconds() + 3600,
  refresh_token: refreshToken,
  user: user(),
});
let accessToken = '';

function happy(route: string): Reply {
  switch (route) {
    case 'POST /auth/v1/otp':
      return { status: 200, body: {} };
    case 'POST /auth/v1/verify':
      return { status: 200, body: sessionBody(accessToken, 'refresh-1') };
    case 'GET /auth/v1/user':
      return { status: 200, body: user() };
    case 'POST /auth/v1/token':
      return { status: 200, body: sessionBody(jwt(nowSeconds() + 3600, 'session-2'), 'refresh-2') };
    case 'POST /auth/v1/logout':
      return { status: 204 };
    default:
      return { status: 404, body: { code: 404, error_code: 'not_found', msg: 'Not found' } };
  }
}

async function read(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await read(request);
    const url = new URL(request.url ?? '/', 'http://localhost');
    seen.push({
      method: request.method ?? '',
      path: `${url.pathname}${url.search}`,
      apikey: String(request.headers.apikey ?? ''),
      authorization: request.headers.authorization ?? '',
      body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>),
    });
    const route = `${request.method} ${url.pathname}`;
    const reply = replies[route]?.shift() ?? happy(route);
    if (reply === 'hang') return; // never answers: the client's timeout must end it
    response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    response.end(reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let store: AuthStore;
let auth: AuthService;
let warnings: string[];

function build(url = baseUrl, timeoutMs = 2_000) {
  auth = createSupabaseAuth({ url, anonKey: ANON_KEY, timeoutMs, store, warn: (line) => warnings.push(line) });
}

beforeEach(async () => {
  seen = [];
  replies = {};
  warnings = [];
  accessToken = jwt(nowSeconds() + 3600, 'session-1');
  store = createSqliteAuthStore(':memory:');
  await store.migrate();
  build();
});

const send = (now = T0, phone = PHONE) =>
  auth.sendCode({ tenant: TENANT, phone, clientIp: '192.0.2.1', metadata, now });
const verify = (code: string, now = at(10)) =>
  auth.verifyCode({ tenant: TENANT, phone: PHONE, code, dealershipSlug: 'harbour-city', now });
const calls = (route: string) => seen.filter((call) => `${call.method} ${call.path.split('?')[0]}` === route);
const invalidOtp = {
  status: 403,
  body: { code: 403, error_code: 'otp_expired', msg: 'Token has expired or is invalid' },
};

describe('settings from the environment', () => {
  it('takes SUPABASE_URL and SUPABASE_ANON_KEY, and refuses them missing or malformed', () => {
    expect(supabaseAuthSettings({ SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: 'k' })).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'k',
      timeoutMs: undefined,
    });
    expect(() => supabaseAuthSettings({ SUPABASE_ANON_KEY: 'k' })).toThrow(SupabaseConfigError);
    expect(() => supabaseAuthSettings({ SUPABASE_URL: 'ftp://abc', SUPABASE_ANON_KEY: 'k' })).toThrow('SUPABASE_URL');
    expect(() => supabaseAuthSettings({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow('SUPABASE_ANON_KEY');
    expect(() =>
      supabaseAuthSettings({ SUPABASE_URL: 'https://a.supabase.co', SUPABASE_ANON_KEY: 'k', SUPABASE_TIMEOUT_MS: 'x' }),
    ).toThrow('SUPABASE_TIMEOUT_MS');
  });
});

describe('send code: signInWithOtp', () => {
  it('posts the E.164 phone and the spec metadata to /auth/v1/otp with the anon key', async () => {
    expect(await send()).toEqual({ outcome: 'sent', resendAfterSeconds: 30, expiresInSeconds: 600 });
    expect(calls('POST /auth/v1/otp')).toEqual([
      {
        method: 'POST',
        path: '/auth/v1/otp',
        apikey: ANON_KEY,
        authorization: `Bearer ${ANON_KEY}`,
        body: expect.objectContaining({ phone: E164, data: metadata, create_user: true, channel: 'sms' }),
      },
    ]);
  });

  it('keeps our resend wait and send limits in front: a second send within 30 s is not asked of Supabase', async () => {
    await send();
    expect(await send(at(29))).toEqual({ outcome: 'too-soon', retryAfterSeconds: 1 });
    expect(calls('POST /auth/v1/otp')).toHaveLength(1);
  });

  it('429 over_sms_send_rate_limit → too many attempts', async () => {
    replies['POST /auth/v1/otp'] = [
      {
        status: 429,
        body: {
          code: 429,
          error_code: 'over_sms_send_rate_limit',
          msg: 'For security purposes, you can only request this after 60 seconds.',
        },
      },
    ];
    expect(await send()).toEqual({ outcome: 'rate-limited', retryAfterSeconds: 60 });
  });

  it('a number Supabase cannot text (400 sms_send_failed) → undeliverable', async () => {
    replies['POST /auth/v1/otp'] = [
      { status: 400, body: { code: 400, error_code: 'sms_send_failed', msg: 'Error sending sms OTP' } },
    ];
    expect(await send()).toEqual({ outcome: 'undeliverable' });
  });

  it.each([
    ['500', { status: 500, body: { code: 500, error_code: 'unexpected_failure', msg: 'Internal error' } }],
    ['garbled JSON', { status: 502, raw: '<html>Bad gateway</html>' }],
    ['a hang past the timeout', 'hang' as const],
  ])('%s → SMS unavailable (a retryable SmsError)', async (_name, reply) => {
    build(baseUrl, 300);
    replies['POST /auth/v1/otp'] = [reply as Reply];
    const error = await send().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(SmsError);
    expect(error).toMatchObject({ retryable: true });
  });

  it('a refused connection → SMS unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    build(`http://127.0.0.1:${port}`);
    await expect(send()).rejects.toMatchObject({ name: 'SmsError', retryable: true });
  });

  it('401 (a wrong anon key) is a deployment error, not the shopper’s', async () => {
    replies['POST /auth/v1/otp'] = [{ status: 401, body: { message: 'Invalid API key' } }];
    await expect(send()).rejects.toThrow(SupabaseConfigError);
  });
});

describe('verify code: verifyOtp', () => {
  it('posts phone, token and type sms, and opens our session tied to the Supabase user', async () => {
    await send();
    const result = await verify('123456');
    expect(calls('POST /auth/v1/verify')[0]?.body).toMatchObject({ phone: E164, token: '123456', type: 'sms' });
    expect(result).toMatchObject({ outcome: 'verified', session: { phone: PHONE } });
    if (result.outcome !== 'verified') return;
    // Our session, as with the builtin adapter: the rest of the functions read only this.
    expect(await auth.session(TENANT, result.session.token, at(11))).toMatchObject({ phone: PHONE });
    expect(await auth.contactExists(TENANT, PHONE)).toBe(true);
    expect(await store.verifications(TENANT)).toEqual([
      {
        website_slug: TENANT,
        dealership_slug: 'harbour-city',
        user_id: result.session.userId,
        verification_type: 'sms',
        at: at(10).toISOString(),
      },
    ]);
    // The Supabase session is kept beside ours, tied to its user id, and unreadable without the cookie.
    const kept = await store.takeProviderSession(TENANT, sessionTokenHash(result.session.token));
    expect(kept?.providerUserId).toBe(SUPABASE_USER_ID);
    expect(kept?.sealed).not.toContain(accessToken.split('.')[1]);
    expect(Buffer.from(kept?.sealed ?? '', 'base64url').toString('latin1')).not.toContain('refresh-1');
  });

  it.each([
    ['legacy shape', invalidOtp],
    [
      'API version 2024-01-01 shape',
      {
        status: 403,
        headers: { 'x-supabase-api-version': '2024-01-01' },
        body: { code: 'otp_expired', message: 'Token has expired or is invalid' },
      },
    ],
  ])('403 otp_expired (%s) → our invalid-code answer', async (_name, reply) => {
    await send();
    replies['POST /auth/v1/verify'] = [reply];
    expect(await verify('000000')).toEqual({ outcome: 'invalid' });
    expect(await store.takeProviderSession(TENANT, 'any')).toBeNull();
  });

  it('429 over_request_rate_limit → too many attempts', async () => {
    await send();
    replies['POST /auth/v1/verify'] = [
      { status: 429, body: { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' } },
    ];
    expect(await verify('123456')).toEqual({ outcome: 'locked', retryAfterSeconds: 60 });
  });

  it.each([
    ['500', { status: 500, body: { code: 500, error_code: 'unexpected_failure', msg: 'Internal error' } }],
    ['garbled JSON on a 200', { status: 200, raw: '{"access_token": ' }],
    ['a hang past the timeout', 'hang' as const],
  ])('%s → AuthProviderUnavailableError (503), and no session', async (_name, reply) => {
    build(baseUrl, 300);
    await send();
    replies['POST /auth/v1/verify'] = [reply as Reply];
    await expect(verify('123456')).rejects.toThrow(AuthProviderUnavailableError);
  });

  it('attack: 1,000 wrong codes against one phone → Supabase asked 5 times, no sign-in, and the lock reported', async () => {
    await send();
    replies['POST /auth/v1/verify'] = Array.from({ length: 1000 }, () => invalidOtp);
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, index) => verify(String(index).padStart(6, '0'))),
    );
    expect(results.filter((result) => result.outcome === 'verified')).toEqual([]);
    expect(results.filter((result) => result.outcome === 'invalid')).toHaveLength(5);
    expect(results.filter((result) => result.outcome === 'locked')).toHaveLength(995);
    expect(calls('POST /auth/v1/verify')).toHaveLength(5);
  });

  it('attack: codes expire at 10 minutes (our clock), whatever Supabase would still accept', async () => {
    await send();
    expect(await verify('123456', at(600))).toEqual({ outcome: 'invalid' });
    expect(calls('POST /auth/v1/verify')).toEqual([]);
  });

  it('attack: a code is used once', async () => {
    await send();
    expect((await verify('123456')).outcome).toBe('verified');
    expect(await verify('123456', at(11))).toEqual({ outcome: 'invalid' });
    expect(calls('POST /auth/v1/verify')).toHaveLength(1);
  });
});

describe('sign out: signOut with scope local', () => {
  async function signedIn() {
    await send();
    const result = await verify('123456');
    if (result.outcome !== 'verified') throw new Error('not verified');
    seen = [];
    return result.session.token;
  }

  it('revokes our session and logs the Supabase session out with its access token', async () => {
    const token = await signedIn();
    await auth.signOut(TENANT, token, at(20));
    expect(await auth.session(TENANT, token, at(21))).toBeNull();
    expect(calls('POST /auth/v1/logout')).toEqual([
      expect.objectContaining({
        path: '/auth/v1/logout?scope=local',
        apikey: ANON_KEY,
        authorization: `Bearer ${accessToken}`,
      }),
    ]);
    await auth.signOut(TENANT, token, at(22));
    expect(calls('POST /auth/v1/logout')).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('refreshes an expired access token first, then logs out with the new one', async () => {
    accessToken = jwt(nowSeconds() - 60, 'session-1');
    const token = await signedIn();
    await auth.signOut(TENANT, token, at(20));
    expect(calls('POST /auth/v1/token')[0]).toMatchObject({
      path: '/auth/v1/token?grant_type=refresh_token',
      body: { refresh_token: 'refresh-1' },
    });
    const logout = calls('POST /auth/v1/logout')[0];
    expect(logout?.authorization).toMatch(/^Bearer /);
    expect(logout?.authorization).not.toBe(`Bearer ${accessToken}`);
  });

  it('the store unavailable when taking the Supabase session: sign-out still succeeds, ours revoked', async () => {
    const token = await signedIn();
    const real = store;
    store = new Proxy(real, {
      get: (target, key) =>
        key === 'takeProviderSession'
          ? async () => {
              throw new StoreUnavailableError('PostgreSQL is unavailable');
            }
          : Reflect.get(target, key),
    });
    build();
    await expect(auth.signOut(TENANT, token, at(20))).resolves.toBeUndefined();
    expect(await auth.session(TENANT, token, at(21))).toBeNull();
    expect(warnings).toEqual([
      JSON.stringify({ event: 'supabase-sign-out', tenant: TENANT, outcome: 'StoreUnavailableError' }),
    ]);
  });

  it('Supabase down at sign-out: ours is revoked all the same, and the failure is logged without tokens', async () => {
    const token = await signedIn();
    replies['GET /auth/v1/user'] = [{ status: 503, raw: 'unavailable' }];
    await auth.signOut(TENANT, token, at(20));
    expect(await auth.session(TENANT, token, at(21))).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toContain(token);
    expect(warnings[0]).not.toContain(accessToken);
  });
});

describe('through the sign-in calls (app.request)', () => {
  const app = () =>
    createFunctionsApp({
      tenants: directory,
      auth,
      clock: () => T0,
      clientIp: forwardedClientIp(1),
      logCall: () => {},
    });
  const post = (path: string, body: unknown, cookie?: string) =>
    app().request(path, {
      method: 'POST',
      headers: {
        host: HOST,
        origin: `http://${HOST}`,
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.7',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });

  it('send, verify (our session cookie), sign out (Supabase logged out too)', async () => {
    expect((await post('/api/auth/send-code', { phone: '+61 412 345 678', first_name: 'Alex' })).status).toBe(200);
    expect(calls('POST /auth/v1/otp')[0]?.body).toMatchObject({ phone: E164, data: { first_name: 'Alex' } });
    const verified = await post('/api/auth/verify-code', { phone: PHONE, code: '123456' });
    expect(verified.status).toBe(200);
    const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^session=/);
    expect((await post('/api/auth/sign-out', {}, cookie)).status).toBe(200);
    expect(calls('POST /auth/v1/logout')).toHaveLength(1);
  });

  it('a wrong code is 400 with the spec text; Supabase down is 503 with Retry-After', async () => {
    await post('/api/auth/send-code', { phone: PHONE });
    replies['POST /auth/v1/verify'] = [invalidOtp, { status: 500, body: { code: 500, msg: 'boom' } }];
    const wrong = await post('/api/auth/verify-code', { phone: PHONE, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'The verification code is invalid. Please try again.' });
    const down = await post('/api/auth/verify-code', { phone: PHONE, code: '123456' });
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('30');
    expect(await down.json()).toEqual({ error: 'The code could not be checked. Please try again in a moment.' });
  });
});
