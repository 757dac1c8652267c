/**
 * The functions app on workerd (issue 19): the key cases of the leads, vehicle-call and sign-in
 * suites sent to the bundled tenant Worker through Miniflare, with its D1 stores and the tenant's
 * data from the build step, as `app.request()` sends them to the app on Node.
 */
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTenant } from '../../../src/tenants/load-tenant.ts';
import { useEdgeWorker } from './edge-miniflare.ts';

const TENANT = 'harbour-city-toyota';
const FORM_TOKEN_SECRET = 'edge-form-token-secret';
const edge = useEdgeWorker({ slug: TENANT, bindings: { FORM_TOKEN_SECRET } });
const ORIGIN = `http://${edge.host}`;
const cars = loadTenant(join(import.meta.dirname, '../../..'), TENANT).cars;
const car = cars.find((candidate) => candidate.autograb_data) ?? cars[0]!;

const formToken = () => {
  const issued = Date.now() - 30_000;
  return `${issued}.${createHmac('sha256', FORM_TOKEN_SECRET).update(`${TENANT}.${issued}`).digest('base64url')}`;
};
const enquiry = (message = 'Is it still available?') => ({
  type: 'enquiry',
  car_id: car.id,
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane.citizen@example.com',
  phone: '0412 345 678',
  message,
  url: `${ORIGIN}/cars/${car.slug}`,
  form_token: formToken(),
});
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  edge.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': '198.51.100.1', ...headers },
    body: JSON.stringify(body),
  });
const { rows } = edge;

describe('POST /api/leads on workerd', () => {
  it('commits the lead and its outbox to D1 before answering 201 { lead_id }', async () => {
    const response = await post('/api/leads', enquiry());
    expect(response.status).toBe(201);
    const { lead_id } = (await response.json()) as { lead_id: string };
    expect(await rows('SELECT tenant, type FROM leads WHERE id = ?', lead_id)).toEqual([
      { tenant: TENANT, type: 'enquiry' },
    ]);
    expect(await rows('SELECT sink FROM lead_deliveries WHERE lead_id = ?', lead_id)).not.toEqual([]);
  });

  it('replays an Idempotency-Key with the same body (200, same lead) and refuses another body (409)', async () => {
    const body = enquiry('Same key');
    const first = await post('/api/leads', body, { 'idempotency-key': 'edge-key-1' });
    const again = await post('/api/leads', body, { 'idempotency-key': 'edge-key-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const other = await post('/api/leads', enquiry('Another'), { 'idempotency-key': 'edge-key-1' });
    expect(other.status).toBe(409);
  });

  it('refuses a foreign Origin (403) and a field error (422 with the messages), storing nothing', async () => {
    const before = await rows('SELECT COUNT(*) AS n FROM leads');
    expect((await post('/api/leads', enquiry(), { origin: 'https://attacker.example' })).status).toBe(403);
    const invalid = await post('/api/leads', { ...enquiry(), email: 'not-an-email' });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ fields: { email: expect.any(String) } });
    expect(await rows('SELECT COUNT(*) AS n FROM leads')).toEqual(before);
  });

  it('answers only for the tenant its Host names, with the API security headers', async () => {
    const response = await edge.miniflare().dispatchFetch('http://southside-used-cars.localhost/api/health');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unknown site' });
    const health = await edge.request('/api/health');
    expect(await health.json()).toEqual({ ok: true, tenant: TENANT });
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("never serves the tenant's data file to the public", async () => {
    expect((await edge.request('/_edge/tenant.json')).status).toBe(404);
    expect((await edge.request(`/_edge/cars/${car.id}.json`)).status).toBe(404);
  });
});

describe("the vehicle page's calls on workerd", () => {
  it('view.json counts one view per address (CF-Connecting-IP) in D1', async () => {
    const views = async (address: string) => {
      const response = await edge.request(`/api/cars/${car.slug}/view.json`, {
        headers: { 'cf-connecting-ip': address },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { views: number }).views;
    };
    const first = await views('203.0.113.1');
    expect(await views('203.0.113.1')).toBe(first);
    expect(await views('203.0.113.2')).toBe(first + 1);
    expect(await rows('SELECT COUNT(*) AS n FROM activity_views')).not.toEqual([{ n: 0 }]);
  });

  it('the car PDF, the delivery estimate and an unknown car answer as on Node', async () => {
    const pdf = await edge.request(`/api/cars/${car.slug}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await edge.request('/api/delivery')).status).toBe(400);
    const unknown = await edge.request('/api/cars/no-such-car/view.json');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Car not found' });
  });

  it('logs a phone reveal (204)', async () => {
    const response = await post('/api/phone-reveals', { car_id: car.id, website_id: TENANT });
    expect(response.status).toBe(204);
  });
});

describe('phone sign-in on workerd', () => {
  it('a code texted (log adapter, in D1) signs in; the session cookie names the user; sign-out ends it', async () => {
    const sent = await post('/api/auth/send-code', { phone: '0412 345 678', first_name: 'Alex' });
    expect(sent.status).toBe(200);
    const [message] = (await rows('SELECT body FROM auth_sms_log ORDER BY at DESC LIMIT 1')) as { body: string }[];
    const code = /^(\d{6}) /.exec(message?.body ?? '')?.[1] ?? 'none';
    const wrong = await post('/api/auth/verify-code', {
      phone: '0412345678',
      code: code === '000000' ? '1' : '000000',
    });
    expect(wrong.status).toBe(400);
    const verified = await post('/api/auth/verify-code', { phone: '0412345678', code });
    expect(verified.status).toBe(200);
    const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}$/);
    const session = await edge.request('/api/auth/session', { headers: { cookie } });
    expect(await session.json()).toMatchObject({ signed_in: true, user: { phone: '0412345678' } });
    await post('/api/auth/sign-out', {}, { cookie });
    expect(await (await edge.request('/api/auth/session', { headers: { cookie } })).json()).toMatchObject({
      signed_in: false,
    });
  });
});
