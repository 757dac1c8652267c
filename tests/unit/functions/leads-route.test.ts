import { describe, expect, it } from 'vitest';
import {
  FORM_ERRORS_HEADING,
  INVALID_EMAIL_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from '../../../src/domain/lead-forms.ts';
import {
  DEFAULT_LEAD_FORM_OPTIONS,
  LEAD_REJECTED_MESSAGE,
  LEAD_TYPES,
  UNKNOWN_FORM_MESSAGE,
} from '../../../src/domain/schemas/leads.ts';
import { directory, formTokenFor, HOST, leadsHarness, NOW, ORIGIN, TENANT, VALID } from './leads-harness.ts';
import { fakeCatalog, GAUGE_CAR, HARBOUR_SITE } from './vehicle-calls-harness.ts';

const without = (body: Record<string, unknown>, ...fields: string[]) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !fields.includes(key)));

describe('POST /api/leads: each form, valid (spec 01 §7 "returns lead_id")', () => {
  it.each(LEAD_TYPES)('%s → 201 { lead_id }, stored with its type, one pending local delivery', async (type) => {
    const { post, store } = await leadsHarness();
    const response = await post(VALID[type]);
    expect(response.status).toBe(201);
    const { lead_id } = (await response.json()) as { lead_id: string };
    expect(lead_id).toBe('lead-1');
    expect(await store.getLead(TENANT, lead_id)).toMatchObject({ tenant: TENANT, type });
    expect(await store.deliveries({ leadId: lead_id })).toMatchObject([{ sink: 'local', status: 'pending' }]);
  });

  it('one outbox entry per sink the tenant is configured with', async () => {
    const { post, store } = await leadsHarness({ sinksFor: () => ['local', 'crm-webhook'] });
    await post(VALID.enquiry);
    expect((await store.deliveries({ leadId: 'lead-1' })).map((delivery) => delivery.sink).sort()).toEqual([
      'crm-webhook',
      'local',
    ]);
  });
});

describe("POST /api/leads: each form, invalid → 422 with the spec's messages (spec 02 §5, §8)", () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'enquiry without "core contact fields" and message',
      without(VALID.enquiry, 'name', 'email', 'phone', 'message'),
      {
        name: REQUIRED_FIELD_MESSAGE,
        email: REQUIRED_FIELD_MESSAGE,
        phone: REQUIRED_FIELD_MESSAGE,
        message: REQUIRED_FIELD_MESSAGE,
      },
    ],
    [
      'enquiry with a bad email and postcode',
      { ...VALID.enquiry, email: 'jane@', postcode: '12345' },
      { email: INVALID_EMAIL_MESSAGE, postcode: INVALID_POSTCODE_MESSAGE },
    ],
    [
      "test drive without the shopper's phone",
      without(VALID['test-drive'], 'phone'),
      { phone: REQUIRED_FIELD_MESSAGE },
    ],
    ['request photos without a name', { ...VALID['request-photos'], name: '' }, { name: REQUIRED_FIELD_MESSAGE }],
    [
      'trade-in: "Invalid postcode. Please enter a 4-digit number." and the terms',
      { ...VALID['trade-in'], postcode: '400', terms_conditions: false },
      { postcode: INVALID_POSTCODE_MESSAGE, terms_conditions: TERMS_REQUIRED_MESSAGE },
    ],
    ['valuation without its id', without(VALID.valuation, 'id'), { id: REQUIRED_FIELD_MESSAGE }],
    [
      'offer acceptance without lead_id',
      without(VALID['offer-acceptance'], 'lead_id'),
      { lead_id: REQUIRED_FIELD_MESSAGE },
    ],
    ['a form that does not exist', { ...VALID.enquiry, type: 'loan' }, { type: UNKNOWN_FORM_MESSAGE }],
  ])('%s', async (_case, body, fields) => {
    const { post, store } = await leadsHarness();
    const response = await post(body);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: FORM_ERRORS_HEADING, fields });
    expect(await store.listLeads(TENANT)).toEqual([]);
  });

  it('the tenant\'s own form options decide the enquiry\'s required fields (spec 02 §5 "postcode required on some sites")', async () => {
    const { post } = await leadsHarness({
      leadFormsFor: (tenant) => ({
        ...DEFAULT_LEAD_FORM_OPTIONS,
        postcodeRequired: tenant === TENANT,
        termsRequired: true,
      }),
    });
    const response = await post(VALID.enquiry);
    expect(await response.json()).toEqual({
      error: FORM_ERRORS_HEADING,
      fields: { postcode: REQUIRED_FIELD_MESSAGE, terms_conditions: TERMS_REQUIRED_MESSAGE },
    });
  });
});

describe('the stored payload, completed as spec 01 §7 says', () => {
  it('"adds url, source \'Website\', user_agent, car_id, car_dealership_id, lead_attributes (visited_pages, linked_query_params)"', async () => {
    const { post, store } = await leadsHarness();
    await post(
      { ...VALID.enquiry, source: 'Facebook', user_agent: 'forged', tenant: 'southside-used-cars', company_url: '' },
      { headers: { 'user-agent': 'Mozilla/5.0 (Shopper)' } },
    );
    const lead = await store.getLead(TENANT, 'lead-1');
    expect(lead?.payload).toEqual({
      name: 'Jane',
      last_name: 'Citizen',
      email: 'jane.citizen@example.com',
      phone: '0412 345 678',
      message: 'Is it still available?',
      category: 'General Enquiry',
      opt_in: true,
      url: `${ORIGIN}/cars/2021-toyota-corolla-ascent-sport-abc123`,
      source: 'Website',
      user_agent: 'Mozilla/5.0 (Shopper)',
      car_id: 101,
      car_dealership_id: 7,
      lead_attributes: { visited_pages: ['/', '/cars'], linked_query_params: { utm_source: 'google' } },
    });
    expect(lead?.createdAt).toBe(NOW.toISOString());
  });

  it('url falls back to the Referer; lead_attributes default to empty; no car means nulls', async () => {
    const { post, store } = await leadsHarness();
    await post(without(VALID['trade-in']), { headers: { referer: `${ORIGIN}/trade-in` } });
    expect((await store.getLead(TENANT, 'lead-1'))?.payload).toMatchObject({
      url: `${ORIGIN}/trade-in`,
      source: 'Website',
      car_id: null,
      car_dealership_id: null,
      lead_attributes: { visited_pages: [], linked_query_params: {} },
      PreferredContactMethod: 'Phone',
    });
  });

  it.each<[string, number, number | null]>([
    ['a car the site shows: the dealership the stock gives it', 501, 77],
    ['a car the stock does not know: what the page sent', 999, 7],
  ])('car_dealership_id for %s', async (_case, carId, expected) => {
    const { post, store } = await leadsHarness({
      catalog: fakeCatalog({ [TENANT]: { site: HARBOUR_SITE, cars: [GAUGE_CAR] } }),
    });
    await post({ ...VALID.enquiry, car_id: carId, car_dealership_id: 7 });
    expect((await store.getLead(TENANT, 'lead-1'))?.payload).toMatchObject({
      car_id: carId,
      car_dealership_id: expected,
    });
  });

  it("spec 02 §4: \"Category 'Careers Enquiry' is converted to General Enquiry with subcategory 'Career Enquiry'\"", async () => {
    const { post, store } = await leadsHarness();
    await post({ ...VALID.enquiry, category: 'Careers Enquiry' });
    expect((await store.getLead(TENANT, 'lead-1'))?.payload).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
  });

  it('the honeypot, the fill times and the type stay out of the payload', async () => {
    const { post, store } = await leadsHarness();
    await post({ ...VALID.enquiry, company_url: '', submitted_at: NOW.getTime() });
    const payload = (await store.getLead(TENANT, 'lead-1'))?.payload ?? {};
    for (const key of ['company_url', 'form_token', 'type']) expect(payload).not.toHaveProperty(key);
  });
});

describe('tenancy: from the Host only, never from the body', () => {
  it("a body naming another tenant is stored for the host's tenant", async () => {
    const { post, store } = await leadsHarness();
    await post({ ...VALID.enquiry, tenant: 'southside-used-cars', website: 'southside-used-cars' });
    expect(await store.listLeads('southside-used-cars')).toEqual([]);
    expect(await store.listLeads(TENANT)).toHaveLength(1);
  });

  it('in production a configured domain is its tenant, posting to itself over https only', async () => {
    const { post, store } = await leadsHarness({ tenants: { ...directory, mode: 'production' } });
    const domain = 'www.harbourcitytoyota.com.au';
    expect((await post(VALID.enquiry, { headers: { host: domain, origin: `https://${domain}` } })).status).toBe(201);
    expect((await post(VALID.enquiry, { headers: { host: domain, origin: `http://${domain}` } })).status).toBe(403);
    // The slug host names no tenant in production, so its pages cannot post to the domain either.
    expect((await post(VALID.enquiry, { headers: { host: HOST, origin: ORIGIN } })).status).toBe(404);
    expect((await post(VALID.enquiry, { headers: { host: domain, origin: ORIGIN } })).status).toBe(403);
    expect(await store.listLeads(TENANT)).toHaveLength(1);
  });

  it('a host that is no tenant gets 404', async () => {
    const { post } = await leadsHarness();
    expect(
      (await post(VALID.enquiry, { headers: { host: 'evil.example', origin: 'http://evil.example' } })).status,
    ).toBe(404);
  });
});

describe('cross-origin POSTs refused, no permissive CORS', () => {
  it.each<[string, string | undefined]>([
    ['no Origin', undefined],
    ['Origin null (sandboxed frame, file page)', 'null'],
    ["another tenant's site", 'http://southside-used-cars.localhost:4321'],
    ['another site', 'https://evil.example'],
    ['a look-alike of the tenant', 'http://harbour-city-toyota.localhost.evil.example'],
    ["the tenant's slug under another parent domain", 'https://harbour-city-toyota.evil.example'],
    ['the same host over https', 'https://harbour-city-toyota.localhost:4321'],
    ['the same host on another port', 'http://harbour-city-toyota.localhost:4322'],
    ['the same host without its port', 'http://harbour-city-toyota.localhost'],
    ['not a web origin', 'chrome-extension://harbour-city-toyota.localhost'],
  ])('%s → 403, nothing stored', async (_case, origin) => {
    const { post, store, logs } = await leadsHarness();
    const response = await post(VALID.enquiry, { headers: { origin } });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await store.listLeads(TENANT)).toEqual([]);
    expect(logs).toEqual([{ event: 'lead', tenant: TENANT, status: 'forbidden', reason: 'origin' }]);
  });

  it('no CORS headers on success, and a preflight is not answered', async () => {
    const { post, app } = await leadsHarness();
    const response = await post(VALID.enquiry);
    expect([...response.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const preflight = await app.request('/api/leads', {
      method: 'OPTIONS',
      headers: { host: HOST, origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(404);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('content type, size and JSON', () => {
  it.each<[string | undefined, number]>([
    ['application/json', 201],
    ['application/json; charset=utf-8', 201],
    ['Application/JSON', 201],
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['multipart/form-data; boundary=x', 415],
    ['application/jsonp', 415],
    [undefined, 415],
  ])('Content-Type %s → %i', async (contentType, status) => {
    const { post } = await leadsHarness();
    expect((await post(VALID.enquiry, { headers: { 'content-type': contentType } })).status).toBe(status);
  });

  it.each([
    ['a body over 32 KB', { raw: JSON.stringify({ ...VALID.enquiry, message: 'x'.repeat(33 * 1024) }) }],
    ['a Content-Length over 32 KB', { raw: '{}', headers: { 'content-length': String(64 * 1024) } }],
  ])('%s → 413', async (_case, options) => {
    const { post, store } = await leadsHarness();
    const response = await post(null, options);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request body is too large.' });
    expect(await store.listLeads(TENANT)).toEqual([]);
  });

  it.each([
    ['not JSON', '{"type": "enquiry",', 'The request body is not valid JSON.'],
    ['empty', '', 'The request body is not valid JSON.'],
    ['a list', '[]', 'The request body must be a JSON object.'],
    ['null', 'null', 'The request body must be a JSON object.'],
    [
      'holding a NUL character (PostgreSQL cannot store it)',
      JSON.stringify({ ...VALID.enquiry, message: 'a\u0000b' }),
      'The request contains a character that cannot be accepted.',
    ],
  ])('a body that is %s → 400 { error }', async (_case, raw, error) => {
    const { post } = await leadsHarness();
    const response = await post(null, { raw });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });
});

describe('GET /api/form-token: the signed fill-time token a form fetches on first focus', () => {
  it('answers a token for the tenant of the host, issued now, never cached', async () => {
    const { app, post, store } = await leadsHarness();
    const response = await app.request('/api/form-token', { headers: { host: HOST } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { token } = (await response.json()) as { token: string };
    expect(token).toBe(formTokenFor(TENANT, NOW.getTime()));
    // Sent at once it is too fast; the same token 2 s later passes.
    expect((await post({ ...VALID.enquiry, form_token: token })).status).toBe(422);
    expect(await store.listLeads(TENANT)).toEqual([]);
  });

  it('a token from another host is not for this tenant', async () => {
    const { app, post, advance } = await leadsHarness();
    const response = await app.request('/api/form-token', { headers: { host: 'southside-used-cars.localhost' } });
    const { token } = (await response.json()) as { token: string };
    advance(30_000);
    expect((await post({ ...VALID.enquiry, form_token: token })).status).toBe(422);
  });

  it('a fresh token passes once the form has been open 2 s', async () => {
    const { app, post, advance } = await leadsHarness();
    const { token } = (await (await app.request('/api/form-token', { headers: { host: HOST } })).json()) as {
      token: string;
    };
    advance(2_000);
    expect((await post({ ...VALID.enquiry, form_token: token })).status).toBe(201);
  });
});

describe('honeypot and signed fill-time token: refused quietly, nothing stored', () => {
  const secondsAgo = (seconds: number) => NOW.getTime() - seconds * 1000;
  const token = (seconds: number) => formTokenFor(TENANT, secondsAgo(seconds));
  it.each<[string, Record<string, unknown>, number]>([
    ['the honeypot filled in', { company_url: 'http://spam.example' }, 422],
    ['the honeypot holding anything', { company_url: 0 }, 422],
    ['the honeypot left empty', { company_url: '' }, 201],
    ['a token issued 1 s before the lead', { form_token: token(1) }, 422],
    ['a token issued 2 s before', { form_token: token(2) }, 201],
    ['a token issued 23 hours before', { form_token: token(23 * 3600) }, 201],
    ['a token issued 25 hours before', { form_token: token(25 * 3600) }, 422],
    ['no token', { form_token: undefined }, 422],
    ['no token, a started_at of 1 (any number used to pass)', { form_token: undefined, started_at: 1 }, 422],
    ['a token that is no token', { form_token: 'yesterday' }, 422],
    ['a token of another tenant', { form_token: formTokenFor('southside-used-cars', secondsAgo(30)) }, 422],
    ['a token signed with another secret', { form_token: formTokenFor(TENANT, secondsAgo(30), 'guessed') }, 422],
    ['a token with its time moved back', { form_token: token(1).replace(/^\d+/, String(secondsAgo(30))) }, 422],
    ['a token from the future', { form_token: formTokenFor(TENANT, NOW.getTime() + 60_000) }, 422],
  ])('%s', async (_case, fields, status) => {
    const { post, store, logs } = await leadsHarness();
    const response = await post({ ...VALID.enquiry, ...fields });
    expect(response.status).toBe(status);
    if (status === 201) return;
    expect(await response.json()).toEqual({ error: LEAD_REJECTED_MESSAGE });
    expect(await store.listLeads(TENANT)).toEqual([]);
    expect(logs[0]).toMatchObject({
      status: 'refused',
      reason: expect.stringMatching(/^(honeypot|fill-time|form-token)$/),
    });
  });
});

describe('rate limits per IP and per tenant → 429 with Retry-After', () => {
  const limits = { perIp: { limit: 3, windowMs: 60_000 }, perTenant: { limit: 5, windowMs: 60_000 } };

  it('the fourth submission in a minute from one address is refused until the window ends', async () => {
    const { post, advance } = await leadsHarness({ rateLimits: limits });
    for (let i = 0; i < 3; i++) expect((await post(VALID.enquiry)).status).toBe(201);
    advance(15_000);
    const refused = await post(VALID.enquiry);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await refused.json()).toEqual({
      error: 'Too many submissions from your connection. Please try again in 45 seconds.',
    });
    expect((await post(VALID.enquiry, { headers: { 'x-forwarded-for': '198.51.100.9' } })).status).toBe(201);
    advance(45_000);
    expect((await post(VALID.enquiry)).status).toBe(201);
  });

  it('a tenant flooded from many addresses is capped; other tenants are not', async () => {
    const { post } = await leadsHarness({ rateLimits: limits });
    for (let i = 0; i < 5; i++)
      expect((await post(VALID.enquiry, { headers: { 'x-forwarded-for': `203.0.113.${i}` } })).status).toBe(201);
    const refused = await post(VALID.enquiry, { headers: { 'x-forwarded-for': '203.0.113.99' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      error: 'This site is receiving too many submissions right now. Please try again in 60 seconds.',
    });
    const other = {
      host: 'southside-used-cars.localhost',
      origin: 'http://southside-used-cars.localhost',
      'x-forwarded-for': '203.0.113.100',
    };
    const southside = { ...VALID.enquiry, form_token: formTokenFor('southside-used-cars', NOW.getTime() - 30_000) };
    expect((await post(southside, { headers: other })).status).toBe(201);
  });

  it('junk that fails validation does not count toward the tenant cap: genuine leads still get through', async () => {
    const { post } = await leadsHarness({ rateLimits: limits });
    for (let i = 0; i < 20; i++) {
      const junk = await post({}, { headers: { 'x-forwarded-for': `198.51.100.${i}` } });
      expect(junk.status).toBe(422);
    }
    for (let i = 0; i < 5; i++)
      expect((await post(VALID.enquiry, { headers: { 'x-forwarded-for': `203.0.113.${i}` } })).status).toBe(201);
    expect((await post(VALID.enquiry, { headers: { 'x-forwarded-for': '203.0.113.99' } })).status).toBe(429);
  });

  it('junk is still limited per address', async () => {
    const { post } = await leadsHarness({ rateLimits: limits });
    for (let i = 0; i < 3; i++) expect((await post({})).status).toBe(422);
    expect((await post({})).status).toBe(429);
  });
});

describe('Idempotency-Key: a retried or double submit gets the same lead_id', () => {
  const key = { 'idempotency-key': '6f1c2d7e-4b1a-4c55-9a0e-3d1f0b9e8a21' };

  it('same key, same body → 200 with the first lead_id; one lead, one delivery', async () => {
    const { post, store } = await leadsHarness();
    const first = await post(VALID.enquiry, { headers: key });
    expect(first.status).toBe(201);
    const again = await post(VALID.enquiry, { headers: key });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await store.listLeads(TENANT)).toHaveLength(1);
    expect(await store.deliveries({ tenant: TENANT })).toHaveLength(1);
  });

  it('the same request in another key order, or with other fill times and unknown keys, is the same request', async () => {
    const { post } = await leadsHarness();
    await post(VALID.enquiry, { headers: key });
    const reordered = Object.fromEntries(
      Object.entries({
        ...VALID.enquiry,
        form_token: formTokenFor(TENANT, NOW.getTime() - 60_000),
        extra: 1,
      }).reverse(),
    );
    expect((await post(reordered, { headers: key })).status).toBe(200);
  });

  it('same key, different body → 409 { error }, nothing stored', async () => {
    const { post, store } = await leadsHarness();
    await post(VALID.enquiry, { headers: key });
    const conflict = await post({ ...VALID.enquiry, message: 'Something else' }, { headers: key });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({
      error: 'This Idempotency-Key was already used for a different submission.',
    });
    expect(await store.listLeads(TENANT)).toHaveLength(1);
  });

  it('keys are per tenant', async () => {
    const { post, store } = await leadsHarness();
    await post(VALID.enquiry, { headers: key });
    const other = { ...key, host: 'southside-used-cars.localhost', origin: 'http://southside-used-cars.localhost' };
    const southside = { ...VALID.enquiry, form_token: formTokenFor('southside-used-cars', NOW.getTime() - 30_000) };
    expect((await post(southside, { headers: other })).status).toBe(201);
    expect(await store.listLeads('southside-used-cars')).toHaveLength(1);
  });

  it('a concurrent double (or fivefold) submit stores one lead and answers the same lead_id', async () => {
    const { post, store } = await leadsHarness();
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(VALID['test-drive'], { headers: key })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(
      await Promise.all(responses.map(async (response) => ((await response.json()) as { lead_id: string }).lead_id)),
    );
    expect(ids).toEqual(new Set(['lead-1']));
    expect(await store.listLeads(TENANT)).toHaveLength(1);
  });

  it.each(['', 'a'.repeat(256), 'with space', 'naïve'])('a malformed key %j → 400', async (bad) => {
    const { post } = await leadsHarness();
    expect((await post(VALID.enquiry, { headers: { 'idempotency-key': bad } })).status).toBe(400);
  });
});

describe('logs: lead ids, tenant, type and status, never personal data', () => {
  it('every outcome is logged without names, emails, phones, messages or addresses', async () => {
    const { post, logs } = await leadsHarness();
    const personal = {
      ...VALID.enquiry,
      name: 'Zebedee',
      last_name: 'Quixote',
      email: 'zq@private.example',
      phone: '0499 888 777',
      message: 'My secret message',
      postcode: '4123',
    };
    await post(personal, { headers: { 'idempotency-key': 'k1' } });
    await post(personal, { headers: { 'idempotency-key': 'k1' } });
    await post({ ...personal, message: 'Changed' }, { headers: { 'idempotency-key': 'k1' } });
    await post({ ...personal, email: 'zq@private' });
    await post({ ...personal, type: 'zq@private.example' });
    await post({ ...personal, company_url: 'zq@private.example' });
    expect(logs.map(({ status }) => status)).toEqual([
      'created',
      'replayed',
      'conflict',
      'invalid',
      'invalid',
      'refused',
    ]);
    expect(logs[0]).toEqual({ event: 'lead', tenant: TENANT, status: 'created', type: 'enquiry', lead_id: 'lead-1' });
    expect(logs[3]).toMatchObject({ type: 'enquiry', fields: ['email'] });
    const text = JSON.stringify(logs);
    for (const value of ['Zebedee', 'Quixote', 'zq@private', '0499', 'secret', '4123', '203.0.113.7'])
      expect(text).not.toContain(value);
  });
});

it("a store failure is a 500 with the spec's text and no details", async () => {
  const { post, store } = await leadsHarness();
  store.createLead = async () => {
    throw new Error('disk I/O error');
  };
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const response = await post(VALID.enquiry);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'An unexpected error occured' });
  } finally {
    console.error = original;
  }
  expect(JSON.stringify(errors)).not.toContain('jane.citizen');
});
