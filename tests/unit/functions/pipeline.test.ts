/**
 * The request pipeline (functions/pipeline/json-route.ts) on its own: a made-up JSON call mounted
 * behind the tenant step, through `app.request()` (no network). Each refusal in its order, the
 * depth limit, the 422 shape, the client address from conn info; then the depth limit on the
 * real routes.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_ERRORS_HEADING, INVALID_EMAIL_MESSAGE } from '../../../src/domain/lead-forms.ts';
import { connectionClientIp, forwardedClientIp } from '../../../functions/pipeline/client-address.ts';
import { DEFAULT_MAX_JSON_DEPTH, parseJsonObject } from '../../../functions/pipeline/json-body.ts';
import {
  jsonRoute,
  type JsonRouteEnv,
  type JsonRouteOptions,
  type Refusal,
} from '../../../functions/pipeline/json-route.ts';
import { perClient } from '../../../functions/pipeline/rate-limit.ts';
import { requireTenant } from '../../../functions/pipeline/tenant.ts';
import { fieldsReply } from '../../../functions/pipeline/validate.ts';
import type { RateLimiter } from '../../../functions/rate-limit.ts';
import { directory, HOST, leadsHarness, ORIGIN, TENANT, VALID } from './leads-harness.ts';
import { HARBOUR_SITE, vehicleHarness } from './vehicle-calls-harness.ts';

const QuoteSchema = z.strictObject({
  amount: z.number({ error: 'Please enter an amount.' }).positive('Please enter an amount above 0.'),
  items: z.array(z.object({ price: z.number() })).optional(),
});
const BLOCKED_ADDRESS = '198.51.100.66';

/** A limiter that refuses one address and remembers every key it was asked about. */
function recordingLimiter() {
  const keys: string[] = [];
  const limiter: RateLimiter = {
    hit: (key) => {
      keys.push(key);
      return key.endsWith(`:${BLOCKED_ADDRESS}`) ? { allowed: false, retryAfterSeconds: 30 } : { allowed: true };
    },
  };
  return { limiter, keys };
}

/** POST /api/quote through the whole pipeline; the handler echoes what it was given. */
function quoteApp(options: Partial<JsonRouteOptions<typeof QuoteSchema>> = {}) {
  const refusals: Refusal[] = [];
  const { limiter, keys } = recordingLimiter();
  const quote = new Hono<JsonRouteEnv>().post(
    '/',
    jsonRoute({
      tenants: directory,
      rateLimit: {
        limiter,
        clock: () => new Date(0),
        clientIp: forwardedClientIp(1),
        limits: [perClient('quote', { limit: 100, windowMs: 60_000 })],
      },
      maxBytes: 1024,
      idempotencyKey: true,
      schema: QuoteSchema,
      invalid: fieldsReply('The quote could not be requested.'),
      onRefused: (_c, refusal) => refusals.push(refusal),
      ...options,
    }),
    (c) => c.json({ quote: c.req.valid('json'), key: c.var.idempotencyKey, tenant: c.get('tenant') }),
  );
  const app = new Hono().route('/api', new Hono().use('*', requireTenant(directory)).route('/quote', quote));
  return { app, refusals, keys };
}

interface Call {
  host?: string;
  origin?: string;
  contentType?: string;
  address?: string;
  key?: string;
  body?: string;
}

const good: Required<Call> = {
  host: HOST,
  origin: ORIGIN,
  contentType: 'application/json',
  address: '203.0.113.7',
  key: 'k-1',
  body: '{"amount":100}',
};

function send(app: Hono, call: Call, env?: unknown) {
  const headers: Record<string, string> = {
    host: call.host ?? good.host,
    origin: call.origin ?? good.origin,
    'content-type': call.contentType ?? good.contentType,
  };
  headers['x-forwarded-for'] = call.address ?? good.address;
  headers['idempotency-key'] = call.key ?? good.key;
  return app.request('/api/quote', { method: 'POST', headers, body: call.body ?? good.body }, env);
}

/** Objects `depth` levels deep: `{"a":{"a":1}}` is 2. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('the pipeline refuses at the first step that fails, in order', () => {
  // Each row mends the previous one's problem and no other: the next step's refusal shows.
  const largeAndDeep = `{"pad":"${'x'.repeat(1100)}",${nested(100).slice(1)}`;
  const deepWithLoneSurrogate = `{"amount":"\\ud800",${nested(100).slice(1)}`;
  const steps: [string, number, Call, unknown, Refusal | null][] = [
    [
      '1. a host of no tenant',
      404,
      {
        host: 'nobody.example',
        origin: 'https://evil.example',
        contentType: 'text/plain',
        address: BLOCKED_ADDRESS,
        key: 'bad key',
        body: largeAndDeep,
      },
      { error: 'Unknown site' },
      null,
    ],
    [
      "2. another site's Origin",
      403,
      {
        origin: 'https://evil.example',
        contentType: 'text/plain',
        address: BLOCKED_ADDRESS,
        key: 'bad key',
        body: largeAndDeep,
      },
      { error: 'Cross-origin requests are not accepted.' },
      { step: 'origin' },
    ],
    [
      '3. not JSON',
      415,
      { contentType: 'text/plain', address: BLOCKED_ADDRESS, key: 'bad key', body: largeAndDeep },
      { error: 'The request body must be JSON (Content-Type: application/json).' },
      { step: 'content-type' },
    ],
    [
      '4. an address over its limit',
      429,
      { address: BLOCKED_ADDRESS, key: 'bad key', body: largeAndDeep },
      { error: 'Too many requests from your connection. Please try again in 30 seconds.' },
      { step: 'rate-limit', limit: 'client' },
    ],
    [
      '5. a body over 1 KB',
      413,
      { key: 'bad key', body: largeAndDeep },
      { error: 'The request body is too large.' },
      { step: 'body', reason: 'too-large' },
    ],
    [
      '6. a malformed Idempotency-Key',
      400,
      { key: 'bad key', body: deepWithLoneSurrogate },
      { error: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.' },
      { step: 'idempotency-key' },
    ],
    [
      '7. a body nested 100 deep (with a lone surrogate)',
      400,
      { body: deepWithLoneSurrogate },
      { error: 'The request body is nested too deeply.' },
      { step: 'body', reason: 'depth' },
    ],
    [
      '8. a lone surrogate in a list',
      400,
      { body: '["\\ud800"]' },
      { error: 'The request contains a character that cannot be accepted.' },
      { step: 'body', reason: 'nul' },
    ],
    [
      '9. a list',
      400,
      { body: '[{"amount":100}]' },
      { error: 'The request body must be a JSON object.' },
      { step: 'body', reason: 'not-an-object' },
    ],
    [
      '10. fields the schema refuses',
      422,
      { body: '{"amount":-5,"items":[{"price":1},{"price":"x"}],"extra":1}' },
      {
        error: 'The quote could not be requested.',
        fields: {
          amount: 'Please enter an amount above 0.',
          'items.1.price': 'Invalid input: expected number, received string',
          body: 'Unrecognized key: "extra"',
        },
      },
      null,
    ],
    ['11. a valid request', 200, {}, { quote: { amount: 100 }, key: 'k-1', tenant: TENANT }, null],
  ];

  it.each(steps)('%s → %i', async (_case, status, call, reply, refusal) => {
    const { app, refusals } = quoteApp();
    const response = await send(app, call);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(reply);
    expect(refusals).toEqual(refusal ? [refusal] : []);
    if (status === 429) expect(response.headers.get('retry-after')).toBe('30');
  });

  it('text that is not JSON → 400, and the schema never sees it', async () => {
    const { app } = quoteApp();
    const response = await send(app, { body: '{"amount":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('a Content-Length over the limit → 413 before the body is read', async () => {
    const { app } = quoteApp();
    const response = await app.request('/api/quote', {
      method: 'POST',
      body: '{"amount":1}',
      headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/json', 'content-length': '100000' },
    });
    expect(response.status).toBe(413);
  });

  it('without rate limits or an Idempotency-Key step, those headers are not looked at', async () => {
    const { app } = quoteApp({ rateLimit: undefined, idempotencyKey: false });
    const response = await send(app, { address: BLOCKED_ADDRESS, key: 'bad key' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ quote: { amount: 100 }, tenant: TENANT });
  });
});

describe('JSON depth: nesting deeper than the limit is a 400, never a stack overflow', () => {
  it.each([
    ['objects', nested],
    ['lists inside an object', (depth: number) => `{"a":${deepArray(depth - 1)}}`],
  ])('%s: %i levels pass the JSON step, one more is refused', (_case, build) => {
    expect(parseJsonObject(build(DEFAULT_MAX_JSON_DEPTH), { maxBytes: 1e6 }).ok).toBe(true);
    expect(parseJsonObject(build(DEFAULT_MAX_JSON_DEPTH + 1), { maxBytes: 1e6 })).toMatchObject({
      ok: false,
      status: 400,
      reason: 'depth',
    });
    expect(parseJsonObject(build(5), { maxBytes: 1e6, maxDepth: 4 })).toMatchObject({ ok: false, reason: 'depth' });
  });

  it('100,000 levels are refused without walking them all', () => {
    expect(parseJsonObject(deepArray(100_000), { maxBytes: 1e6 })).toMatchObject({ ok: false, reason: 'depth' });
    expect(parseJsonObject(nested(100_000), { maxBytes: 1e7 })).toMatchObject({ ok: false, reason: 'depth' });
  });

  it('POST /api/leads: 10,000 levels → 400 with a sentence, logged as a bad request', async () => {
    const { post, store, logs } = await leadsHarness({ maxBodyBytes: 1e6 });
    const response = await post(null, { raw: `{"type":"enquiry","lead_attributes":${nested(10_000)}}` });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is nested too deeply.' });
    expect(logs).toEqual([{ event: 'lead', tenant: TENANT, status: 'bad-request', reason: 'depth' }]);
    expect(await store.listLeads(TENANT)).toEqual([]);
  });

  it('POST /api/phone-reveals and /api/miscellaneous: deep bodies → 400', async () => {
    const saving = { ...HARBOUR_SITE, features: { ...HARBOUR_SITE.features, save_valuations: true } };
    const { post, activity } = await vehicleHarness({ site: saving });
    expect((await post('/api/phone-reveals', `{"car_id":${nested(60)}}`)).status).toBe(400);
    expect((await post('/api/miscellaneous', `{"column_name":"valuation","answers":${deepArray(5_000)}}`)).status).toBe(
      400,
    );
    expect(await activity.phoneReveals(TENANT)).toEqual([]);
    expect(await activity.miscellaneous(TENANT)).toEqual([]);
  });
});

describe("validation through @hono/zod-validator, in the spec's error shape", () => {
  it("the 422 is { error, fields } with one message per field (the first), never zod's own reply", async () => {
    const { app } = quoteApp();
    const response = await send(app, { body: '{}' });
    expect(response.status).toBe(422);
    const reply = await response.json();
    expect(reply).toEqual({
      error: 'The quote could not be requested.',
      fields: { amount: 'Please enter an amount.' },
    });
    expect(reply).not.toHaveProperty('success');
  });

  it("a schema chosen per request (a tenant's own) and parse options apply", async () => {
    const strict = z.object({ amount: z.number().max(10) });
    const loose = z.object({ amount: z.number() });
    const { app } = quoteApp({
      schema: (c) => (c.get('tenant') === TENANT ? strict : loose) as unknown as typeof QuoteSchema,
      parseParams: { error: () => 'Please enter a valid value.' },
    });
    const other = { host: 'southside-used-cars.localhost', origin: 'http://southside-used-cars.localhost' };
    expect(await (await send(app, { body: '{"amount":100}' })).json()).toEqual({
      error: 'The quote could not be requested.',
      fields: { amount: 'Please enter a valid value.' },
    });
    expect((await send(app, { ...other, body: '{"amount":100}' })).status).toBe(200);
    expect((await send(app, { body: '{"amount":5}' })).status).toBe(200);
  });

  it("the lead route keeps its own shape: the form errors heading and the spec's field messages", async () => {
    const { post } = await leadsHarness();
    const response = await post({ ...VALID.enquiry, email: 'jane@' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: FORM_ERRORS_HEADING, fields: { email: INVALID_EMAIL_MESSAGE } });
  });
});

describe('the client address comes from getConnInfo', () => {
  const incoming = (address: string) => ({
    incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: 'IPv4' } },
  });

  it("the connecting socket's address keys the rate limit (Node bindings, as @hono/node-server passes them)", async () => {
    const { app, keys } = quoteApp();
    const direct = new Hono<JsonRouteEnv>().post(
      '/',
      jsonRoute({
        tenants: directory,
        maxBytes: 256,
        schema: QuoteSchema,
        invalid: fieldsReply('x'),
        rateLimit: {
          limiter: { hit: (key) => (keys.push(key), { allowed: true }) },
          clock: () => new Date(0),
          clientIp: connectionClientIp(),
          limits: [perClient('quote', { limit: 1, windowMs: 1 })],
        },
      }),
      (c) => c.body(null, 204),
    );
    const directApp = new Hono().route('/api', new Hono().use('*', requireTenant(directory)).route('/quote', direct));
    expect((await send(directApp, {}, incoming('192.0.2.10'))).status).toBe(204);
    expect((await send(directApp, {})).status).toBe(204);
    // Behind a proxy: X-Forwarded-For first, the socket when the header is missing.
    await app.request(
      '/api/quote',
      {
        method: 'POST',
        body: '{"amount":1}',
        headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/json' },
      },
      incoming('192.0.2.11'),
    );
    expect(keys).toEqual([`quote:${TENANT}:192.0.2.10`, `quote:${TENANT}:unknown`, `quote:${TENANT}:192.0.2.11`]);
  });

  it("createFunctionsApp takes the runtime's getConnInfo: one address is limited, another is not", async () => {
    let address = '192.0.2.20';
    const { post } = await leadsHarness({
      clientIp: undefined,
      getConnInfo: () => ({ remote: { address } }),
      rateLimits: { perIp: { limit: 1, windowMs: 60_000 }, perTenant: { limit: 100, windowMs: 60_000 } },
    });
    expect((await post(VALID.enquiry)).status).toBe(201);
    expect((await post(VALID.enquiry)).status).toBe(429);
    address = '192.0.2.21';
    expect((await post(VALID.enquiry)).status).toBe(201);
  });
});
