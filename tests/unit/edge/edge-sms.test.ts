/**
 * Phone sign-in on workerd in production configuration (issue 19): the bundled Worker texts its
 * codes through Twilio's Messaging API over fetch (functions/adapters/twilio-sms.ts), here a local
 * HTTP server answering with the API's documented shapes, and maps its answers as on Node: a
 * number Twilio refuses is the form's error (422), 429/5xx is "try again" (503), and a refused
 * account is the deployment's (500, nothing of it shown).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UNDELIVERABLE_MESSAGE } from '../../../functions/routes/sign-in.ts';
import { serveLocally } from '../functions/runtime/local-server.ts';
import { useEdgeWorker } from './edge-miniflare.ts';

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'edge-twilio-token';
const DOMAIN = 'harbour.example';
const ORIGIN = `https://${DOMAIN}`;

let server: Awaited<ReturnType<typeof serveLocally>>;
let seen: { url: string; authorization: string; form: Record<string, string> }[] = [];
let reply: { status: number; body?: unknown };

beforeAll(async () => {
  server = await serveLocally(async ({ path, header, body }) => {
    seen.push({
      url: path,
      authorization: header('authorization') ?? '',
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    return reply;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  seen = [];
  reply = { status: 201, body: { sid: `SM${'f'.repeat(32)}`, status: 'queued' } };
});

const edge = useEdgeWorker({
  slug: 'harbour-city-toyota',
  site: (site) => ({ ...site, domains: [DOMAIN] }),
  bindings: {
    HOST_MODE: 'production',
    AUTH_CODE_SECRET: 'edge-auth-code-secret-of-32-chars!',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM: '+61400000000',
    // The operator's limit of codes per address, read as on Node (the tests below send from a new address each).
    AUTH_SENDS_PER_ADDRESS_PER_HOUR: '1',
    // A getter: the server's port is known once it listens (the beforeAll above), before the Worker starts.
    get TWILIO_API_BASE_URL() {
      return `http://127.0.0.1:${server.port}`;
    },
  },
});

let address = 0;
const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
  (await edge.miniflare().dispatchFetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      host: DOMAIN,
      origin: ORIGIN,
      'content-type': 'application/json',
      'cf-connecting-ip': `198.51.100.${(address += 1)}`,
      ...headers,
    },
    body: JSON.stringify(body),
  })) as unknown as Response;

const twilioError = (status: number, code: number, message: string) => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

describe('phone sign-in on workerd in production, texted by Twilio over fetch', () => {
  it('sends the code to Twilio (form-encoded, HTTP Basic) and the code signs in', async () => {
    const sent = await post('/api/auth/send-code', { phone: '0412 345 678', first_name: 'Alex' });
    expect(sent.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      url: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
      authorization: `Basic ${btoa(`${ACCOUNT_SID}:${AUTH_TOKEN}`)}`,
      form: { To: '+61412345678', From: '+61400000000' },
    });
    const code = /^(\d{6}) /.exec(seen[0]?.form.Body ?? '')?.[1] ?? 'none';
    const verified = await post('/api/auth/verify-code', { phone: '0412345678', code });
    expect(verified.status).toBe(200);
    expect(verified.headers.get('set-cookie')).toMatch(/^__Host-session=[A-Za-z0-9_-]{43};/);
  });

  it('AUTH_SENDS_PER_ADDRESS_PER_HOUR: a second code asked from one address within the hour is refused', async () => {
    const from = { 'cf-connecting-ip': '203.0.113.9' };
    expect((await post('/api/auth/send-code', { phone: '0412 345 601' }, from)).status).toBe(200);
    expect((await post('/api/auth/send-code', { phone: '0412 345 602' }, from)).status).toBe(429);
    expect(seen).toHaveLength(1);
  });

  it("a number Twilio refuses (400, 21211) is the form's error on the phone field", async () => {
    reply = twilioError(400, 21211, "The 'To' number is not a valid phone number.");
    const refused = await post('/api/auth/send-code', { phone: '0412 000 001' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: UNDELIVERABLE_MESSAGE, fields: { phone: UNDELIVERABLE_MESSAGE } });
  });

  it.each([
    [429, 20429],
    [503, 20503],
  ])('Twilio answering %i is "try again in a moment" (503 with Retry-After)', async (status, code) => {
    reply = twilioError(status, code, 'busy');
    const busy = await post('/api/auth/send-code', { phone: `0412 000 ${status}` });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('30');
  });

  it("refused credentials (401, 20003) are the deployment's: 500 without Twilio's words", async () => {
    reply = twilioError(401, 20003, 'Authenticate');
    const failed = await post('/api/auth/send-code', { phone: '0412 000 401' });
    expect(failed.status).toBe(500);
    expect(await failed.text()).not.toMatch(/Twilio|Authenticate|20003/);
  });
});
