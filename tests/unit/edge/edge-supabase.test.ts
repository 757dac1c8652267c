/**
 * Phone sign-in on workerd with AUTH_PROVIDER=supabase (issue 19): the bundled Worker asks Supabase
 * Auth through supabase-js (fetch, node:crypto under nodejs_compat) over the D1 auth store, as on
 * Node (tests/unit/functions/supabase-auth.test.ts has every case there). Here a local HTTP server
 * answers Supabase Auth's documented shapes under /auth/v1: POST /otp → 200 `{}`, POST /verify →
 * 200 with a session, POST /logout → 204; errors are `{ code, error_code, msg }`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveLocally } from '../functions/runtime/local-server.ts';
import { useEdgeWorker } from './edge-miniflare.ts';

const ANON_KEY = 'edge-anon-key';
const USER_ID = '8f2c1a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f';

let server: Awaited<ReturnType<typeof serveLocally>>;
let seen: { route: string; apikey: string; authorization: string; body: Record<string, unknown> | null }[] = [];
/** Replies by "METHOD /path"; a route without one gets the happy answer. */
let replies: Record<string, { status: number; body?: unknown }> = {};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** Shaped like Supabase's access token: supabase-js reads `exp`, and checks no signature. */
const accessToken = () =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: USER_ID, exp: Math.floor(Date.now() / 1000) + 3600, role: 'authenticated' })}.c2ln`;
const user = { id: USER_ID, aud: 'authenticated', role: 'authenticated', phone: '61412345678', app_metadata: {} };

function happy(route: string): { status: number; body?: unknown } {
  switch (route) {
    case 'POST /auth/v1/otp':
      return { status: 200, body: {} };
    case 'POST /auth/v1/verify':
      return {
        status: 200,
        body: {
          access_token: accessToken(),
          token_type: 'bearer',
          expires_in: 3600,
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          refresh_token: 'refresh-1',
          user,
        },
      };
    case 'GET /auth/v1/user':
      return { status: 200, body: user };
    case 'POST /auth/v1/logout':
      return { status: 204 };
    default:
      return { status: 404, body: { code: 404, error_code: 'not_found', msg: 'Not found' } };
  }
}

beforeAll(async () => {
  server = await serveLocally(async ({ method, path, header, body }) => {
    const route = `${method} ${path}`;
    seen.push({
      route,
      apikey: header('apikey') ?? '',
      authorization: header('authorization') ?? '',
      body: body === '' ? null : (JSON.parse(body) as Record<string, unknown>),
    });
    return replies[route] ?? happy(route);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  seen = [];
  replies = {};
});

const edge = useEdgeWorker({
  slug: 'harbour-city-toyota',
  bindings: () => ({
    AUTH_PROVIDER: 'supabase',
    SUPABASE_URL: `http://127.0.0.1:${server.port}`,
    SUPABASE_ANON_KEY: ANON_KEY,
  }),
});

let address = 0;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  edge.request(path, {
    method: 'POST',
    headers: {
      origin: `http://${edge.host}`,
      'content-type': 'application/json',
      'cf-connecting-ip': `198.51.100.${(address += 1)}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });

describe('phone sign-in on workerd through Supabase Auth', () => {
  it('Supabase texts the code, its code signs in, the session serves the watchlist, and sign-out ends both', async () => {
    const sent = await post('/api/auth/send-code', { phone: '0412 345 678', first_name: 'Alex' });
    expect(sent.status).toBe(200);
    expect(seen).toEqual([
      expect.objectContaining({
        route: 'POST /auth/v1/otp',
        apikey: ANON_KEY,
        body: expect.objectContaining({ phone: '+61412345678', data: expect.objectContaining({ first_name: 'Alex' }) }),
      }),
    ]);

    const verified = await post('/api/auth/verify-code', { phone: '0412345678', code: '123456' });
    expect(verified.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({
      route: 'POST /auth/v1/verify',
      body: { phone: '+61412345678', token: '123456', type: 'sms' },
    });
    const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}$/);

    const garage = await edge.request('/api/watchlist', { headers: { cookie } });
    expect(garage.status).toBe(200);
    expect(await garage.json()).toEqual({ success: true, cars: [] });

    await post('/api/auth/sign-out', {}, { cookie });
    expect(await (await edge.request('/api/auth/session', { headers: { cookie } })).json()).toMatchObject({
      signed_in: false,
    });
    // The kept Supabase session, unsealed with the cookie's token, is signed out at Supabase (this sign-in only).
    expect(seen.at(-1)).toMatchObject({
      route: 'POST /auth/v1/logout',
      authorization: expect.stringMatching(/^Bearer /),
    });
    expect((await edge.request('/api/watchlist', { headers: { cookie } })).status).toBe(401);
  });

  it('Supabase refusing more texts (429) is "too many attempts" (429 with Retry-After), as on Node', async () => {
    replies['POST /auth/v1/otp'] = {
      status: 429,
      body: { code: 429, error_code: 'over_sms_send_rate_limit', msg: 'For security purposes, wait 60 seconds.' },
    };
    const refused = await post('/api/auth/send-code', { phone: '0412 000 429' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
  });
});
