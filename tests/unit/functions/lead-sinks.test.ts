import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAdfSink } from '../../../functions/adapters/sinks/adf-sink.ts';
import { classifyStatus } from '../../../functions/adapters/sinks/http-post.ts';
import { createLocalSink } from '../../../functions/adapters/sinks/local-sink.ts';
import { buildSink, SINK_ADAPTERS } from '../../../functions/adapters/sinks/registry.ts';
import { webhookKey } from '../../../functions/adapters/sinks/standard-webhooks.ts';
import {
  createSinkDirectory,
  createTenantSinks,
  leadSinkNames,
} from '../../../functions/adapters/sinks/tenant-sinks.ts';
import { createWebhookSink, webhookBody } from '../../../functions/adapters/sinks/webhook-sink.ts';
import { SinkConfigError, SinkError } from '../../../functions/ports/lead-sink.ts';
import { LeadSinkSchema } from '../../../src/domain/schemas/lead-sinks.ts';
import { SiteConfigSchema } from '../../../src/domain/schemas/site-config.ts';
import { minimalSiteInput, site } from '../../fixtures/cars.ts';
import { fakeCrm, manualClock, sampleLead, type CrmAnswer } from './delivery-fakes.ts';

const SECRET_BYTES = Buffer.from('a test signing key of 32 bytes!!');
const WHSEC = `whsec_${SECRET_BYTES.toString('base64')}`;
const CRM_URL = 'https://crm.example.com/hooks/leads?api_key=k';

/** The receiver's check, written independently of the sink with node:crypto (Standard Webhooks). */
function verifies(headers: Record<string, string>, body: string, key: Buffer): boolean {
  const expected = createHmac('sha256', key)
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
    .digest('base64');
  return (headers['webhook-signature'] ?? '').split(' ').includes(`v1,${expected}`);
}

function webhookSink(answers: CrmAnswer[] = [200], secret = WHSEC) {
  const crm = fakeCrm(answers);
  const clock = manualClock('2026-05-01T00:00:05.000Z');
  const sink = createWebhookSink({
    name: 'crm',
    url: CRM_URL,
    key: webhookKey(secret),
    timeoutMs: 50,
    fetch: crm.fetch,
    clock: clock.now,
  });
  return { sink, crm, clock };
}

describe('webhook sink: signed as Standard Webhooks does, Idempotency-Key = lead id', () => {
  it('POSTs the lead as JSON with a signature an independent receiver verifies', async () => {
    const { sink, crm } = webhookSink();
    await sink.deliver(sampleLead(), 1);
    const [request] = crm.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(CRM_URL);
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      'idempotency-key': sampleLead().id,
      'webhook-id': sampleLead().id,
      'webhook-timestamp': String(Date.parse('2026-05-01T00:00:05Z') / 1000),
    });
    expect(verifies(request!.headers, request!.body, SECRET_BYTES)).toBe(true);
    expect(verifies({ ...request!.headers, 'webhook-timestamp': '1' }, request!.body, SECRET_BYTES)).toBe(false);
    expect(JSON.parse(request!.body)).toMatchObject({
      type: 'lead.created',
      data: {
        lead_id: sampleLead().id,
        tenant: 'harbour-city-toyota',
        type: 'enquiry',
        email: 'test.shopper@example.com',
      },
    });
  });

  it('a secret without the whsec_ prefix is used as its UTF-8 bytes', async () => {
    const { sink, crm } = webhookSink([200], 'plain shared secret');
    await sink.deliver(sampleLead(), 1);
    expect(verifies(crm.received[0]!.headers, crm.received[0]!.body, Buffer.from('plain shared secret'))).toBe(true);
  });

  it('a retry sends the same body and id, signed with its own timestamp', async () => {
    const { sink, crm, clock } = webhookSink();
    await sink.deliver(sampleLead(), 1);
    clock.advance(90_000);
    await sink.deliver(sampleLead(), 2);
    const [first, second] = crm.received;
    expect(second?.body).toBe(first?.body);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(Number(second?.headers['webhook-timestamp']) - Number(first?.headers['webhook-timestamp'])).toBe(90);
    expect(verifies(second!.headers, second!.body, SECRET_BYTES)).toBe(true);
  });

  it('property: any payload signs and verifies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string(), fc.jsonValue()), fc.string({ minLength: 1 }), async (payload, id) => {
        const { sink, crm } = webhookSink();
        await sink.deliver(sampleLead({ id, payload }), 1);
        expect(crm.received[0]!.body).toBe(webhookBody(sampleLead({ id, payload })));
        expect(verifies(crm.received[0]!.headers, crm.received[0]!.body, SECRET_BYTES)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('retry classes (2xx done; 408/429/5xx/network/timeout retryable; other 4xx dead at once)', () => {
  it.each([
    [200, 'delivered'],
    [201, 'delivered'],
    [202, 'delivered'],
    [204, 'delivered'],
    [408, 'retryable'],
    [429, 'retryable'],
    [500, 'retryable'],
    [502, 'retryable'],
    [503, 'retryable'],
    [504, 'retryable'],
    [301, 'refused'],
    [307, 'refused'],
    [400, 'refused'],
    [401, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [409, 'refused'],
    [410, 'refused'],
    [422, 'refused'],
  ] as const)('HTTP %i → %s', (status, verdict) => expect(classifyStatus(status)).toBe(verdict));

  it.each([
    [503, true, 'crm.example.com: HTTP 503'],
    [429, true, 'crm.example.com: HTTP 429'],
    [422, false, 'crm.example.com: HTTP 422'],
    [308, false, 'crm.example.com: HTTP 308 (redirects are not followed: update the sink url)'],
    ['network-error', true, 'crm.example.com: network error (TypeError ECONNREFUSED)'],
    ['hang', true, 'crm.example.com: timed out after 50 ms'],
  ] as const)('%s → SinkError retryable=%s, message %j (host only, no body)', async (answer, retryable, message) => {
    for (const make of [() => webhookSink([answer]).sink, () => adfSink([answer]).sink]) {
      const error = await make()
        .deliver(sampleLead(), 1)
        .then(
          () => null,
          (caught: unknown) => caught,
        );
      expect(error).toBeInstanceOf(SinkError);
      expect(error).toMatchObject({ retryable, message });
      expect((error as Error).message).not.toContain('example.com/hooks');
    }
  });
});

function adfSink(answers: CrmAnswer[] = [200]) {
  const crm = fakeCrm(answers);
  const sink = createAdfSink({
    name: 'adf',
    url: CRM_URL,
    timeoutMs: 50,
    fetch: crm.fetch,
    parties: { vendor: { name: 'Harbour City Toyota', id: 7 }, provider: { name: 'Harbour City Toyota website' } },
    vehicleFor: (tenant, carId) =>
      tenant === 'harbour-city-toyota' && carId === '42'
        ? { year: 2021, make: 'Toyota', model: 'Corolla', condition: 'used' }
        : null,
  });
  return { sink, crm };
}

describe('adf sink', () => {
  it('POSTs the ADF document as application/xml with the Idempotency-Key, looking the car up', async () => {
    const { sink, crm } = adfSink();
    await sink.deliver(sampleLead(), 1);
    const [request] = crm.received;
    expect(request?.headers).toEqual({ 'content-type': 'application/xml', 'idempotency-key': sampleLead().id });
    expect(request?.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<\?adf version="1.0"\?>\n<adf>/);
    expect(request?.body).toContain('<make>Toyota</make>');
  });
});

describe('local sink: the lead stays in the store', () => {
  it('delivers without sending anything', async () => {
    await expect(createLocalSink('local').deliver(sampleLead(), 1)).resolves.toBeUndefined();
  });
});

describe('site.json leads section and start-up', () => {
  const webhook = {
    name: 'crm',
    kind: 'webhook',
    url: 'https://crm.example.com/hook',
    secret_env: 'HARBOUR_CRM_WEBHOOK_SECRET',
  } as const;
  const deps = (env: Record<string, string>) => ({ env, fetch: fakeCrm().fetch, clock: () => new Date() });

  it('defaults to one local sink, 10 attempts, 1 minute base, 1 hour ceiling', () => {
    expect(site().leads).toEqual({
      sinks: [{ name: 'local', kind: 'local' }],
      max_attempts: 10,
      retry_base_ms: 60_000,
      retry_ceiling_ms: 3_600_000,
    });
    expect(leadSinkNames(site())).toEqual(['local']);
  });

  it.each([
    [{ sinks: [{ name: 'crm', kind: 'webhook', secret_env: 'X' }] }, 'a webhook sink needs a url'],
    [{ sinks: [{ name: 'crm', kind: 'webhook', url: 'https://crm.example.com' }] }, 'a webhook sink needs secret_env'],
    [{ sinks: [{ name: 'dms', kind: 'adf' }] }, 'a adf sink needs a url'],
    [
      {
        sinks: [
          { name: 'a', kind: 'local' },
          { name: 'a', kind: 'local' },
        ],
      },
      'duplicate sink name "a"',
    ],
    [{ sinks: [{ ...webhook, secret_env: 'not-an-env-name' }] }, 'expected an environment variable name'],
    [{ sinks: [{ ...webhook, secret: 'whsec_abc' }] }, 'Unrecognized key'],
    [{ sinks: [{ ...webhook, url: 'ftp://crm.example.com' }] }, 'leads.sinks.0.url: '],
    [{ retry_base_ms: 1000, retry_ceiling_ms: 10 }, 'retry_ceiling_ms must be at least retry_base_ms'],
    [
      { sinks: [{ name: 'crm', kind: 'email' }] },
      "leads.sinks.0.kind: Invalid discriminator value. Expected 'local' | 'webhook' | 'adf'",
    ],
    [
      { sinks: [{ name: 'local', kind: 'local', url: 'https://crm.example.com' }] },
      'leads.sinks.0: Unrecognized key: "url"',
    ],
    [
      { sinks: [{ name: 'dms', kind: 'adf', url: 'https://dms.example.com', secret_env: 'X' }] },
      'leads.sinks.0: Unrecognized key: "secret_env"',
    ],
  ])('refuses %j', (leads, message) => {
    const result = SiteConfigSchema.safeParse({ ...minimalSiteInput, leads });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')).toContain(
      message,
    );
  });

  it('a missing secret stops start-up naming the variable, for every tenant at once', () => {
    const sites = [
      site({ slug: 'a-motors', leads: { sinks: [webhook] } }),
      site({ slug: 'b-motors', leads: { sinks: [{ ...webhook, secret_env: 'B_SECRET' }] } }),
    ];
    const error = (() => {
      try {
        createSinkDirectory(sites, deps({}));
        return null;
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(SinkConfigError);
    expect((error as Error).message).toBe(
      [
        'a-motors: leads sink "crm" signs with the secret in the environment variable HARBOUR_CRM_WEBHOOK_SECRET, which is not set',
        'b-motors: leads sink "crm" signs with the secret in the environment variable B_SECRET, which is not set',
      ].join('\n'),
    );
  });

  it('a whsec_ secret that is not base64 is a start-up error too', () => {
    expect(() =>
      createTenantSinks(site({ leads: { sinks: [webhook] } }), deps({ HARBOUR_CRM_WEBHOOK_SECRET: 'whsec_%%%' })),
    ).toThrow('HARBOUR_CRM_WEBHOOK_SECRET starts with whsec_ but the rest is not base64');
  });

  it('the registry has one adapter per kind the schema declares, and builds each kind with its own', () => {
    const kinds = LeadSinkSchema.options.map((option) => option.shape.kind.value);
    expect(Object.keys(SINK_ADAPTERS).sort()).toEqual([...kinds].sort());
    const context = { ...deps({ HARBOUR_CRM_WEBHOOK_SECRET: WHSEC }), site: site() };
    const configs = [
      { name: 'local', kind: 'local' },
      { ...webhook, timeout_ms: 50 },
      { name: 'dms', kind: 'adf', url: 'https://dms.example.com/adf', timeout_ms: 50 },
    ] as const;
    expect(configs.map((config) => buildSink(config, context)).map((sink) => [sink.name, sink.kind])).toEqual([
      ['local', 'local'],
      ['crm', 'webhook'],
      ['dms', 'adf'],
    ]);
  });

  it("builds each configured sink with the tenant's retry policy", () => {
    const config = site({
      leads: {
        sinks: [
          { name: 'local', kind: 'local' },
          webhook,
          { name: 'dms', kind: 'adf', url: 'https://dms.example.com/adf' },
        ],
        max_attempts: 3,
        retry_base_ms: 10,
        retry_ceiling_ms: 100,
      },
    });
    const sinks = createSinkDirectory([config], deps({ HARBOUR_CRM_WEBHOOK_SECRET: WHSEC }))('test-motors');
    expect([...(sinks?.sinks.values() ?? [])].map((sink) => [sink.name, sink.kind])).toEqual([
      ['local', 'local'],
      ['crm', 'webhook'],
      ['dms', 'adf'],
    ]);
    expect(sinks?.retry).toEqual({ maxAttempts: 3, baseMs: 10, ceilingMs: 100 });
    expect(leadSinkNames(config)).toEqual(['local', 'crm', 'dms']);
  });
});
