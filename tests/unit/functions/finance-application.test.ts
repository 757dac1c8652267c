/**
 * The finance application's order (functions/finance-application.ts): code, then the lead held in
 * the outbox, then the customer, then the hold released or cancelled; every failure order, and a
 * lender that answers only after a restart. Real SQLite lead stores; a scripted partner and code
 * service. The invariant checked throughout: a customer at the lender always has a lead on its way
 * to the dealer; a lead is held back only when no customer exists.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteLeadStore } from '../../../functions/adapters/sqlite-lead-store.ts';
import {
  applyForFinance,
  type FinanceApplication,
  type FinanceApplicationDeps,
} from '../../../functions/finance-application.ts';
import type { AuthService, VerifyCodeResult } from '../../../functions/ports/auth.ts';
import {
  FinancePartnerError,
  type CustomerRequest,
  type FinancePartner,
} from '../../../functions/ports/finance-partner.ts';
import type { LeadStore } from '../../../functions/ports/lead-store.ts';
import { StoreUnavailableError } from '../../../functions/ports/store-unavailable.ts';
import { deliveryStatus } from '../../../scripts/leads-format.ts';
import { FINANCE_ENQUIRY_CATEGORY } from '../../../src/domain/schemas/leads.ts';

const TENANT = 'southside-used-cars';
const NOW = new Date('2026-06-01T00:00:00.000Z');
const HOLD_MS = 300_000;
const REDIRECT = 'https://apply.youx.example/continue/abc';

const application = (overrides: Partial<FinanceApplication> = {}): FinanceApplication => ({
  tenant: TENANT,
  data: {
    nvic: undefined,
    vin: 'JTNKU3JE60J012345',
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: 30000,
    year: 2021,
    loanTerm: 5,
    phoneNumber: '0412345678',
    firstName: 'Jane',
    lastName: 'Citizen',
    email: 'jane@example.com',
    subscribe: true,
    postCode: '2232',
  },
  extras: {
    category: FINANCE_ENQUIRY_CATEGORY,
    code: '123456',
    whoIsHelping: 'Sam',
    car_id: 101,
    car_dealership_id: undefined,
    url: undefined,
    dealership_slug: TENANT,
    car_type: 'used',
    tags: [],
    opt_in: true,
    lead_attributes: { visited_pages: ['/finance'], linked_query_params: {} },
  },
  idempotencyKey: 'apply-1',
  dealershipSlug: TENANT,
  context: { referer: 'http://southside-used-cars.localhost/finance', userAgent: 'test', carDealershipId: 7 },
  ...overrides,
});

/** What happened, in order: the steps the test can see from outside. */
let steps: string[];
let store: LeadStore;

function codeService(result: VerifyCodeResult = verified): AuthService {
  return {
    sendCode: () => Promise.reject(new Error('unused')),
    verifyCode: async () => {
      steps.push(`verify:${result.outcome}`);
      return result;
    },
    session: async () => null,
    contactExists: async () => false,
    signOut: async () => {},
  };
}
const verified: VerifyCodeResult = {
  outcome: 'verified',
  session: { token: 't', userId: 'u', phone: '0412345678', expiresAt: '2099-01-01T00:00:00Z' },
};

/** A partner whose customer call does `answer` after noting what the store held at that moment. */
function partner(answer: (request: CustomerRequest) => Promise<{ redirectUrl: string }>): FinancePartner {
  return {
    provider: 'youx',
    quote: () => Promise.reject(new Error('unused')),
    async createCustomer(request) {
      const lead = await store.getLead(TENANT, request.applicationId);
      const due = await store.claimDue(NOW, 10, 1);
      steps.push(`customer:lead ${lead ? 'stored' : 'missing'}, ${due.length} due`);
      return answer(request);
    },
  };
}
const creates = partner(async () => ({ redirectUrl: REDIRECT }));
const refuses = partner(async () => {
  throw new FinancePartnerError('/customers: HTTP 400', 'refused', 'Applicant must be 18 or over');
});
const timesOut = partner(async () => {
  throw new FinancePartnerError('/customers: no answer in 8000 ms', 'unknown');
});

function deps(overrides: Partial<FinanceApplicationDeps> = {}): FinanceApplicationDeps {
  let id = 0;
  return {
    leadStore: store,
    auth: codeService(),
    partner: creates,
    sinks: ['local', 'crm-webhook'],
    clock: () => NOW,
    newLeadId: () => `lead-${++id}`,
    holdMs: HOLD_MS,
    ...overrides,
  };
}

const statuses = async (leadId: string) =>
  (await store.deliveries({ leadId })).map((delivery) => `${delivery.sink}: ${deliveryStatus(delivery)}`);
const dueAt = async (at: Date) => (await store.claimDue(at, 10, 60_000)).map((d) => `${d.leadId}/${d.sink}`);
const later = (ms: number) => new Date(NOW.getTime() + ms);

beforeEach(async () => {
  steps = [];
  store = createSqliteLeadStore(':memory:');
  await store.migrate();
});
afterEach(async () => store.close());

describe('a finance application: code → lead held → customer → released', () => {
  it('both succeed: the code first, the lead stored and held while the lender is asked, then due at once', async () => {
    const outcome = await applyForFinance(deps(), application());
    expect(outcome).toEqual({ kind: 'applied', leadId: 'lead-1', redirectUrl: REDIRECT });
    expect(steps).toEqual(['verify:verified', 'customer:lead stored, 0 due']);
    expect(await dueAt(NOW)).toEqual(['lead-1/local', 'lead-1/crm-webhook']);
  });

  it("the lead is the spec's finance lead: fields from data and additionalData, the partner tag, no code", async () => {
    await applyForFinance(deps(), application());
    const lead = await store.getLead(TENANT, 'lead-1');
    expect(lead?.type).toBe('finance');
    expect(lead?.payload).toMatchObject({
      category: 'Finance Enquiry',
      amount: 30000,
      term: 5,
      selfAssessedCreditScore: 'GREAT',
      whoIsHelping: 'Sam',
      postcode: '2232',
      phone: '0412345678',
      subscribe: true,
      car_id: 101,
      car_dealership_id: 7,
      vin: 'JTNKU3JE60J012345',
      dealership_slug: TENANT,
      car_type: 'used',
      tags: ['finance-partner:youx'],
      phone_verified: true,
      lead_attributes: { visited_pages: ['/finance'], linked_query_params: {} },
    });
    expect(lead?.payload).not.toHaveProperty('code');
  });

  it("a lead whose page named no dealership names the tenant's", async () => {
    const app = application({ dealershipSlug: 'southside-kirrawee' });
    app.extras = { ...app.extras, dealership_slug: undefined };
    await applyForFinance(deps(), app);
    expect((await store.getLead(TENANT, 'lead-1'))?.payload.dealership_slug).toBe('southside-kirrawee');
  });

  it.each<[string, VerifyCodeResult]>([
    ['a wrong code', { outcome: 'invalid' }],
    ['a locked phone', { outcome: 'locked', retryAfterSeconds: 600 }],
  ])('%s: nothing stored, the lender never asked', async (_case, result) => {
    const outcome = await applyForFinance(deps({ auth: codeService(result) }), application());
    expect(outcome.kind).toBe(result.outcome === 'invalid' ? 'invalid-code' : 'locked');
    expect(steps).toEqual([`verify:${result.outcome}`]);
    expect(await store.countLeads(TENANT)).toBe(0);
  });

  it('the customer fails (refused): the lead is kept, not sent, with the reason `npm run leads` shows', async () => {
    const outcome = await applyForFinance(deps({ partner: refuses }), application());
    expect(outcome).toEqual({ kind: 'refused', leadId: 'lead-1', partnerMessage: 'Applicant must be 18 or over' });
    const reason =
      'dead, not sent: youx did not create the customer (/customers: HTTP 400: Applicant must be 18 or over)';
    expect(await statuses('lead-1')).toEqual([`local: ${reason}`, `crm-webhook: ${reason}`]);
    expect(await dueAt(later(HOLD_MS * 10))).toEqual([]);
  });

  it('the lender times out (a customer may exist): the lead goes to the dealer at once', async () => {
    const outcome = await applyForFinance(deps({ partner: timesOut }), application());
    expect(outcome).toEqual({ kind: 'unknown', leadId: 'lead-1' });
    expect(await dueAt(NOW)).toEqual(['lead-1/local', 'lead-1/crm-webhook']);
  });

  it('the lead fails (store unavailable): the lender is never asked, the error goes up (503)', async () => {
    store.createLead = () => Promise.reject(new StoreUnavailableError('database restarting'));
    await expect(applyForFinance(deps(), application())).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(steps).toEqual(['verify:verified']);
  });

  it('both fail (store unavailable, lender refusing): the lender is never asked, nothing exists anywhere', async () => {
    store.createLead = () => Promise.reject(new StoreUnavailableError('database restarting'));
    await expect(applyForFinance(deps({ partner: refuses }), application())).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
    expect(steps).toEqual(['verify:verified']);
  });

  it('the customer is created and the release fails: the hold runs out and the lead is delivered', async () => {
    store.releaseHeldLead = () => Promise.reject(new StoreUnavailableError('database restarting'));
    const outcome = await applyForFinance(deps(), application());
    expect(outcome.kind).toBe('applied');
    expect(await dueAt(later(HOLD_MS - 1))).toEqual([]);
    expect(await dueAt(later(HOLD_MS))).toEqual(['lead-1/local', 'lead-1/crm-webhook']);
  });

  it('refused and the cancel fails: the hold runs out and the lead is delivered (the dealer follows up)', async () => {
    store.cancelHeldLead = () => Promise.reject(new StoreUnavailableError('database restarting'));
    expect((await applyForFinance(deps({ partner: refuses }), application())).kind).toBe('refused');
    expect(await dueAt(later(HOLD_MS))).toEqual(['lead-1/local', 'lead-1/crm-webhook']);
  });

  it('a retry with the same key and body after a refusal asks the lender again without a code; success sends the lead', async () => {
    await applyForFinance(deps({ partner: refuses }), application());
    steps = [];
    const outcome = await applyForFinance(deps({ auth: codeService({ outcome: 'invalid' }) }), application());
    expect(outcome).toEqual({ kind: 'applied', leadId: 'lead-1', redirectUrl: REDIRECT });
    expect(steps).toEqual(['customer:lead stored, 0 due']);
    expect(await dueAt(NOW)).toEqual(['lead-1/local', 'lead-1/crm-webhook']);
  });

  it('the same key with another body: refused as a conflict, nothing asked', async () => {
    await applyForFinance(deps(), application());
    steps = [];
    const other = application();
    other.data = { ...other.data, purchasePrice: 45000 };
    expect(await applyForFinance(deps(), other)).toEqual({ kind: 'conflict' });
    expect(steps).toEqual([]);
  });
});

describe('a lender that answers after a restart', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'finance-restart-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('the held lead survives the restart; the retried application is answered and the lead released', async () => {
    const file = join(dir, 'leads.sqlite');
    await store.close();
    store = createSqliteLeadStore(file);
    await store.migrate();
    // The first process stores the held lead, asks the lender, and dies before any answer.
    const neverAnswers = partner(() => new Promise<never>(() => {}));
    void applyForFinance(deps({ partner: neverAnswers }), application());
    await expect.poll(() => steps).toContain('customer:lead stored, 0 due');
    await store.close();

    // The restarted process: the lead is there, held, not yet due.
    store = createSqliteLeadStore(file);
    await store.migrate();
    expect(await store.getLead(TENANT, 'lead-1')).not.toBeNull();
    expect(await dueAt(NOW)).toEqual([]);
    // The shopper's page retries (same key, same body; the code is spent): the lender answers now.
    steps = [];
    const outcome = await applyForFinance(deps({ auth: codeService({ outcome: 'invalid' }) }), application());
    expect(outcome).toEqual({ kind: 'applied', leadId: 'lead-1', redirectUrl: REDIRECT });
    expect(await dueAt(NOW)).toEqual(['lead-1/local', 'lead-1/crm-webhook']);
  });

  it('with no retry, the held lead is delivered when its hold runs out', async () => {
    const file = join(dir, 'leads.sqlite');
    await store.close();
    store = createSqliteLeadStore(file);
    await store.migrate();
    void applyForFinance(deps({ partner: partner(() => new Promise<never>(() => {})) }), application());
    await expect.poll(() => steps).toContain('customer:lead stored, 0 due');
    await store.close();
    store = createSqliteLeadStore(file);
    expect(await dueAt(later(HOLD_MS))).toEqual(['lead-1/local', 'lead-1/crm-webhook']);
  });
});
