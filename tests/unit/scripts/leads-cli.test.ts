import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSqliteLeadStore } from '../../../functions/adapters/sqlite-lead-store.ts';
import type { LeadStore } from '../../../functions/ports/lead-store.ts';
import { leadsCommand } from '../../../scripts/leads.ts';
import { contactLine, maskEmail, maskName, maskPhone } from '../../../scripts/leads-format.ts';
import { UsageError } from '../../../scripts/report-errors.ts';

const TENANT = 'harbour-city-toyota';
const T0 = new Date('2026-05-01T09:30:00.000Z');
const ENQUIRY = '11111111-1111-4111-8111-111111111111';
const TEST_DRIVE = '22222222-2222-4222-8222-222222222222';
const OTHER_TENANT = '33333333-3333-4333-8333-333333333333';

let root = '';
let env: Record<string, string> = {};
const run = (...argv: string[]) => leadsCommand(argv, { root, env, now: new Date(T0.getTime() + 3_600_000) });
const open = async (): Promise<LeadStore> => {
  const store = createSqliteLeadStore(join(root, 'data/leads.sqlite'));
  await store.migrate();
  return store;
};

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'leads-cli-'));
  env = {};
  for (const slug of [TENANT, 'southside-used-cars']) {
    mkdirSync(join(root, 'sites', slug), { recursive: true });
    writeFileSync(join(root, 'sites', slug, 'site.json'), '{}');
  }
  mkdirSync(join(root, 'data'));
  const store = await open();
  const lead = (id: string, tenant: string, type: string, payload: Record<string, unknown>, minutes: number) =>
    store.createLead({
      id,
      tenant,
      type,
      payload,
      idempotencyKey: null,
      bodyHash: id,
      sinks: ['local', 'crm'],
      now: new Date(T0.getTime() + minutes * 60_000),
    });
  await lead(
    ENQUIRY,
    TENANT,
    'enquiry',
    {
      name: 'Jane',
      last_name: 'Citizen',
      email: 'jane.citizen@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      message: 'Still available?',
    },
    0,
  );
  await lead(TEST_DRIVE, TENANT, 'test-drive', { name: 'Sam', email: 'sam@example.org' }, 5);
  await lead(OTHER_TENANT, 'southside-used-cars', 'enquiry', { name: 'Other' }, 1);
  await store.recordAttempt(ENQUIRY, 'local', { at: T0, ok: true });
  await store.recordAttempt(ENQUIRY, 'crm', {
    at: T0,
    ok: false,
    error: 'crm.example.com: HTTP 422 (not retryable)',
    dead: true,
  });
  await store.recordAttempt(TEST_DRIVE, 'crm', {
    at: new Date(T0.getTime() + 6 * 60_000),
    ok: false,
    error: 'crm.example.com: HTTP 503',
    nextAttemptAt: new Date(T0.getTime() + 7 * 60_000),
  });
  await store.close();
});

describe('npm run leads -- --site <slug>', () => {
  it("lists the tenant's leads newest first with each sink's status, personal details masked", async () => {
    const output = await run('--site', TENANT);
    expect(output).toBe(
      [
        'harbour-city-toyota: 2 leads, newest first (personal details masked; --show-personal shows them)',
        '',
        `2026-05-01 09:35:00Z  test-drive  ${TEST_DRIVE}  local: pending; crm: pending (1 try, next 2026-05-01 09:37:00Z)`,
        '    S***  s***@e***.org',
        `2026-05-01 09:30:00Z  enquiry     ${ENQUIRY}  local: delivered; crm: dead (1 try)`,
        '    J*** C***  j***@e***.com  •••• ••• 678  4***',
        '',
      ].join('\n'),
    );
    for (const secret of ['Jane', 'Citizen', 'jane.citizen', '0412', 'Still available', 'Other'])
      expect(output).not.toContain(secret);
  });

  it('shows a finance lead the lender refused as not sent, with the reason, and --resend sends it', async () => {
    const store = await open();
    const FINANCE = '44444444-4444-4444-8444-444444444444';
    await store.createLead({
      id: FINANCE,
      tenant: TENANT,
      type: 'finance',
      payload: { name: 'Kim', category: 'Finance Enquiry' },
      idempotencyKey: null,
      bodyHash: FINANCE,
      sinks: ['local'],
      now: new Date(T0.getTime() + 10 * 60_000),
      holdUntil: new Date(T0.getTime() + 15 * 60_000),
    });
    const reason = 'not sent: youx did not create the customer (/customers: HTTP 400)';
    await store.cancelHeldLead(FINANCE, reason, new Date(T0.getTime() + 11 * 60_000));
    await store.close();
    expect(await run('--site', TENANT)).toContain(`finance     ${FINANCE}  local: dead, ${reason}`);
    await run('--site', TENANT, '--resend', FINANCE);
    expect(await run('--site', TENANT)).toContain(`finance     ${FINANCE}  local: pending`);
  });

  it('marks a delivery whose attempt started and never finished as "may have been delivered"', async () => {
    const store = await open();
    // A forwarder marked its attempt on the test drive's local sink, then died mid-send.
    await store.markAttemptStarted(TEST_DRIVE, 'local', new Date(T0.getTime() + 8 * 60_000));
    // The enquiry's CRM delivery had an interrupted attempt before its recorded one.
    await store.requeue({ leadId: ENQUIRY, now: T0 });
    await store.markAttemptStarted(ENQUIRY, 'crm', new Date(T0.getTime() + 9 * 60_000));
    await store.markAttemptStarted(ENQUIRY, 'crm', new Date(T0.getTime() + 10 * 60_000));
    await store.recordAttempt(ENQUIRY, 'crm', { at: new Date(T0.getTime() + 10 * 60_000), ok: true });
    await store.close();
    const output = await run('--site', TENANT);
    expect(output).toContain(
      'local: pending [attempt started 2026-05-01 09:38:00Z, not finished: may have been delivered]; crm: pending (1 try',
    );
    expect(output).toContain(
      'local: delivered; crm: delivered [1 interrupted attempt: may have been delivered more than once]',
    );
  });

  it('--show-personal shows the contact details and the payload', async () => {
    const output = await run('--site', TENANT, '--show-personal');
    expect(output).toContain('    Jane Citizen  jane.citizen@example.com  0412 345 678  4000');
    expect(output).toContain('"message":"Still available?"');
  });

  it('--limit keeps the newest and says how many were left out', async () => {
    const output = await run('--site', TENANT, '--limit', '1');
    expect(output.split('\n')[0]).toBe(
      'harbour-city-toyota: showing the newest 1 of 2 leads; --limit N for more (personal details masked; --show-personal shows them)',
    );
    expect(output).toContain(TEST_DRIVE);
    expect(output).not.toContain(ENQUIRY);
  });

  it('the default limit of 50 says the total when a tenant has more', async () => {
    const store = await open();
    for (let i = 0; i < 60; i++)
      await store.createLead({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        tenant: TENANT,
        type: 'enquiry',
        payload: { name: 'N' },
        idempotencyKey: null,
        bodyHash: `bulk-${i}`,
        sinks: ['local'],
        now: new Date(T0.getTime() + (10 + i) * 60_000),
      });
    await store.close();
    const output = await run('--site', TENANT);
    expect(output.split('\n')[0]).toContain('showing the newest 50 of 62 leads; --limit N for more');
    expect(output.match(/^2026-/gm)).toHaveLength(50);
  });

  it('--dead lists dead deliveries with their last error', async () => {
    expect(await run('--site', TENANT, '--dead')).toBe(
      [
        'harbour-city-toyota: 1 dead delivery (re-send: --resend <lead id>, or --resend-dead for all)',
        '',
        `${ENQUIRY}  crm  dead (1 try)  last try 2026-05-01 09:30:00Z`,
        '    crm.example.com: HTTP 422 (not retryable)',
        '',
      ].join('\n'),
    );
    expect(await run('--site', 'southside-used-cars', '--dead')).toBe('southside-used-cars: no dead deliveries\n');
  });

  it("--resend <lead id> requeues that lead's dead deliveries, pending now with a fresh budget", async () => {
    expect(await run('--site', TENANT, '--resend', ENQUIRY)).toBe(
      `harbour-city-toyota: lead ${ENQUIRY}: 1 dead delivery requeued; the forwarder sends it on its next pass\n`,
    );
    const store = await open();
    const crm = (await store.deliveries({ leadId: ENQUIRY })).find((d) => d.sink === 'crm');
    await store.close();
    expect(crm).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: '2026-05-01T10:30:00.000Z' });
  });

  it('--resend-dead requeues every dead delivery of the tenant', async () => {
    expect(await run('--site', TENANT, '--resend-dead')).toBe(
      'harbour-city-toyota: 1 dead delivery requeued; the forwarder sends them on its next pass\n',
    );
    expect(await run('--site', TENANT, '--dead')).toBe('harbour-city-toyota: no dead deliveries\n');
  });

  it('LEADS_DB chooses the file; a store that does not exist yet means no leads, and is not created', async () => {
    env = { LEADS_DB: 'elsewhere/leads.sqlite' };
    expect(await run('--site', TENANT)).toBe(
      'harbour-city-toyota: no lead store at elsewhere/leads.sqlite yet, so no leads (set LEADS_DB or DATABASE_URL to read another)\n',
    );
  });

  it.each([
    [[], 'name one site with --site <slug>'],
    [['--site', 'a,b'], 'name one site with --site <slug>'],
    [['--site', 'nope'], 'unknown site "nope"; known sites: harbour-city-toyota, southside-used-cars'],
    [['--site', TENANT, '--resend'], '--resend needs a lead id'],
    [['--site', TENANT, '--limit', '0'], '--limit needs a whole number above 0'],
    [['--site', TENANT, '--resend', 'no-such-lead'], 'harbour-city-toyota has no lead no-such-lead'],
    [['--site', TENANT, '--resend', OTHER_TENANT], `harbour-city-toyota has no lead ${OTHER_TENANT}`],
    [['--site', TENANT, '--resend', TEST_DRIVE], `lead ${TEST_DRIVE} has no dead deliveries to re-send`],
    [['--site', TENANT, '--resend', '--dead'], '--resend needs a lead id'],
    [['--site'], '--site needs a tenant slug'],
    [['--site', TENANT, '--deadd'], "Unknown option '--deadd'\n  usage: npm run leads -- --site <slug>"],
    [['--site', TENANT, 'dead'], "Unexpected argument 'dead'"],
    [['--site', TENANT, '--dead=yes'], "Option '--dead' does not take an argument"],
  ])('%j is a usage error: %s', async (argv, message) => {
    const error = await run(...argv).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toContain(message);
  });
});

describe('masking', () => {
  it.each([
    [maskName, 'Jane', 'J***'],
    [maskName, '  ', ''],
    [maskEmail, 'jane.doe@example.com', 'j***@e***.com'],
    [maskEmail, 'x@localhost', 'x***@l***'],
    [maskEmail, 'not-an-email', 'n***@'],
    [maskPhone, '0412 345 678', '•••• ••• 678'],
    [maskPhone, '+61412345678', '+••••••••678'],
    [maskPhone, '12', '12'],
  ])('%o(%j) = %j', (mask, input, output) => expect(mask(input)).toBe(output));

  it('a lead with no contact fields says so', () => expect(contactLine({}, false)).toBe('(no contact details)'));
});
