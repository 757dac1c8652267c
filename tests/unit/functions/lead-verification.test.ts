/**
 * Issue 14 item 8, "Leads carry verification": a lead sent by a shopper whose session verified the
 * lead's phone carries `phone_verified: true` through the webhook and ADF sinks; a field the client
 * sets itself is ignored.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createBuiltinAuth } from '../../../functions/adapters/builtin-auth.ts';
import { createLogSms } from '../../../functions/adapters/log-sms.ts';
import { adfDocument } from '../../../functions/adapters/sinks/adf-document.ts';
import { webhookBody } from '../../../functions/adapters/sinks/webhook-sink.ts';
import { createSqliteAuthStore } from '../../../functions/adapters/sqlite-auth-store.ts';
import type { AuthStore } from '../../../functions/ports/auth-store.ts';
import type { StoredLead } from '../../../functions/ports/lead-store.ts';
import { HOST, leadsHarness, ORIGIN, TENANT, VALID } from './leads-harness.ts';

const SOUTHSIDE_HOST = 'southside-used-cars.localhost:4321';
let store: AuthStore;
let harness: Awaited<ReturnType<typeof leadsHarness>>;

beforeEach(async () => {
  store = createSqliteAuthStore(':memory:');
  await store.migrate();
  const auth = createBuiltinAuth({ store, sms: createLogSms(store), secret: 'lead-verification-secret-32-characters' });
  harness = await leadsHarness({ auth });
});

/** Signs in on `host` through the calls and returns the session cookie. */
async function signIn(phone: string, host = HOST): Promise<string> {
  const call = (path: string, body: unknown) =>
    harness.app.request(path, {
      method: 'POST',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify(body),
    });
  await call('/api/auth/send-code', { phone });
  const tenant = host.split('.')[0] ?? '';
  const [message] = await store.loggedSms(tenant, { limit: 1 });
  const response = await call('/api/auth/verify-code', { phone, code: /^(\d{6})/.exec(message?.body ?? '')?.[1] });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function sendLead(body: Record<string, unknown>, cookie?: string): Promise<StoredLead> {
  const response = await harness.post(body, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(201);
  const [lead] = await harness.store.listLeads(TENANT, { limit: 1 });
  if (!lead) throw new Error('no lead stored');
  return lead;
}

const adf = (lead: StoredLead) =>
  adfDocument(lead, { vendor: { name: 'Harbour City Toyota' }, provider: { name: ORIGIN } }, null);

describe('phone_verified on leads (issue 14 item 8)', () => {
  it("is true when the session's phone is the lead's (in any format), and reaches the webhook and ADF", async () => {
    const cookie = await signIn('+61 412 345 678');
    const lead = await sendLead(VALID.enquiry, cookie); // phone '0412 345 678'
    expect(lead.payload.phone_verified).toBe(true);
    expect(JSON.parse(webhookBody(lead)).data.phone_verified).toBe(true);
    expect(adf(lead)).toContain('Phone verified: Yes');
  });

  it('is absent without a session, even when the page sends it', async () => {
    const lead = await sendLead({ ...VALID.enquiry, phone_verified: true });
    expect(lead.payload).not.toHaveProperty('phone_verified');
    expect(JSON.parse(webhookBody(lead)).data).not.toHaveProperty('phone_verified');
    expect(adf(lead)).not.toContain('Phone verified');
  });

  it("is absent when the signed-in phone is not the lead's", async () => {
    const cookie = await signIn('0499999999');
    const lead = await sendLead({ ...VALID.enquiry, phone_verified: true }, cookie);
    expect(lead.payload).not.toHaveProperty('phone_verified');
  });

  it("is absent with another tenant's session", async () => {
    const cookie = await signIn('0412345678', SOUTHSIDE_HOST);
    const lead = await sendLead(VALID.enquiry, cookie);
    expect(lead.payload).not.toHaveProperty('phone_verified');
  });

  it('is absent after sign-out', async () => {
    const cookie = await signIn('0412345678');
    await harness.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/json', cookie },
      body: '{}',
    });
    const lead = await sendLead(VALID.enquiry, cookie);
    expect(lead.payload).not.toHaveProperty('phone_verified');
  });
});

describe('a gated section\'s leads need a session (issue 14 item 5: "the static page is not the only guard")', () => {
  const gated = async () => {
    store = createSqliteAuthStore(':memory:');
    await store.migrate();
    const auth = createBuiltinAuth({
      store,
      sms: createLogSms(store),
      secret: 'lead-verification-secret-32-characters',
    });
    harness = await leadsHarness({ auth, gatingFor: () => ({ gateTradeIn: true }) });
  };

  it('refuses a trade-in lead without a session (401) and stores nothing, where trade-in is gated', async () => {
    await gated();
    for (const type of ['trade-in', 'valuation', 'offer-acceptance'] as const) {
      const response = await harness.post(VALID[type]);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Please sign in to continue.' });
    }
    expect(await harness.store.listLeads(TENANT, { limit: 5 })).toEqual([]);
  });

  it("takes it with a session of this tenant, not another's", async () => {
    await gated();
    const other = await signIn('0412345678', SOUTHSIDE_HOST);
    expect((await harness.post(VALID['trade-in'], { headers: { cookie: other } })).status).toBe(401);
    const cookie = await signIn('0412345678');
    const lead = await sendLead(VALID['trade-in'], cookie);
    expect(lead.type).toBe('trade-in');
  });

  it('leaves other leads, and trade-ins where trade-in is not gated, as they were', async () => {
    await gated();
    expect((await harness.post(VALID.enquiry)).status).toBe(201);
    harness = await leadsHarness({ gatingFor: () => ({ gateTradeIn: false }) });
    expect((await harness.post(VALID['trade-in'])).status).toBe(201);
  });
});
