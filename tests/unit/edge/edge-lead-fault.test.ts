/**
 * The lead fault test on the edge runtime (issue 19): 500 leads POSTed to the tenant Worker in
 * workerd while the dealer's CRM refuses every delivery for the first half of the run. The queue
 * consumer retries with the tenant's backoff (delayed messages), the store (D1) stays the source of
 * truth: every acknowledged lead is stored once and reaches the CRM once, signed, by its key.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookKey } from '../../../functions/adapters/sinks/standard-webhooks.ts';
import { startFakeCrm, type FakeCrm } from '../functions/lead-fault-crm.ts';
import { useEdgeWorker } from './edge-miniflare.ts';

const TENANT = 'harbour-city-toyota';
const LEADS = 500;
const DOWN_FOR = LEADS / 2;
const SECRET = 'edge-crm-signing-secret';
const FORM_TOKEN_SECRET = 'edge-fault-form-secret';

let crm: FakeCrm;
let acknowledged = 0;
// The CRM's address is known only once it listens: the Worker's site.json is written after that.
let crmUrl = '';
beforeAll(async () => {
  crm = await startFakeCrm(webhookKey(SECRET), { isDown: () => acknowledged < DOWN_FOR });
  crmUrl = crm.url;
});
afterAll(async () => crm?.close());

const edge = useEdgeWorker({
  slug: TENANT,
  bindings: { FORM_TOKEN_SECRET, EDGE_CRM_SECRET: SECRET, LEADS_PER_TENANT_PER_MINUTE: '100000' },
  site: (site) => ({
    ...site,
    leads: {
      ...site.leads,
      sinks: [{ name: 'crm', kind: 'webhook', url: crmUrl, secret_env: 'EDGE_CRM_SECRET', timeout_ms: 5_000 }],
      max_attempts: 50,
      retry_base_ms: 200,
      retry_ceiling_ms: 1_000,
    },
  }),
});

function lead(index: number) {
  const issued = Date.now() - 30_000;
  const token = `${issued}.${createHmac('sha256', FORM_TOKEN_SECRET).update(`${TENANT}.${issued}`).digest('base64url')}`;
  return {
    type: 'enquiry',
    name: `Shopper ${index}`,
    email: `shopper${index}@example.com`,
    phone: '0412 345 678',
    message: `Lead ${index}`,
    form_token: token,
  };
}

async function until(done: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the lead fault test on workerd: D1 and Queues', () => {
  it('500 leads while the CRM is down for the first half: each acknowledged lead stored once and delivered once by key', async () => {
    const ids = new Set<string>();
    const origin = `http://${edge.host}`;
    let next = 0;
    const send = async () => {
      while (next < LEADS) {
        const index = next++;
        const response = await edge.request('/api/leads', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin,
            'cf-connecting-ip': `198.51.100.${index % 250}`,
            'idempotency-key': `edge-fault-${index}`,
          },
          body: JSON.stringify(lead(index)),
        });
        if (response.status === 201 || response.status === 200) {
          ids.add(((await response.json()) as { lead_id: string }).lead_id);
          acknowledged += 1;
        } else await response.body?.cancel();
      }
    };
    await Promise.all(Array.from({ length: 16 }, send));
    expect(acknowledged).toBe(LEADS);
    const db = await edge.miniflare().getD1Database('DB');
    const deliveredCount = async () =>
      (
        (await db.prepare("SELECT COUNT(*) AS n FROM lead_deliveries WHERE status = 'delivered'").first()) as {
          n: number;
        }
      ).n;
    await until(async () => (await deliveredCount()) === ids.size, 30_000);

    expect(crm.refusedWhileDown).toBeGreaterThan(0);
    expect(crm.invalid).toEqual([]);
    const stored = (await db.prepare('SELECT id FROM leads').all<{ id: string }>()).results.map((row) => row.id);
    expect(stored.length).toBe(ids.size);
    expect(new Set(stored)).toEqual(ids);
    expect(await deliveredCount()).toBe(ids.size);
    const keys = crm.delivered.map((delivery) => delivery.idempotencyKey);
    expect(new Set(keys)).toEqual(ids);
    // Leases keep two consumers off one delivery: with no crash, not one duplicate.
    expect(keys.length).toBe(ids.size);
  }, 55_000);
});
