/**
 * The finance calls through the functions app (spec 02 §7): POST /api/youx/quote and
 * /api/youx/create-customer over the tenant's partner, and finance leads on POST /api/leads, each
 * through the request pipeline.
 */
import { describe, expect, it } from 'vitest';
import { createEstimateFinance } from '../../../functions/adapters/estimate-finance.ts';
import type { AuthService } from '../../../functions/ports/auth.ts';
import { FinancePartnerError, type FinancePartner } from '../../../functions/ports/finance-partner.ts';
import { APPLICATION_UNCONFIRMED_MESSAGE } from '../../../functions/routes/finance.ts';
import { estimateQuote } from '../../../src/domain/finance-estimate.ts';
import { QUICK_QUOTE_FAILED } from '../../../src/domain/finance-quote.ts';
import { INVALID_CODE_MESSAGE } from '../../../src/domain/one-time-code.ts';
import { DEFAULT_ESTIMATE_RATES } from '../../../src/domain/schemas/finance-partner.ts';
import { acceptingAuth, FINANCE_CODE, HOST, leadsHarness, ORIGIN, TENANT, VALID } from './leads-harness.ts';

const QUOTE = {
  selfAssessedCreditScore: 'DECENT',
  purchasePrice: 30000,
  loanTerm: 5,
  year: 2021,
  vin: null,
  nvic: null,
  whoIsHelping: '',
};
const APPLICATION = {
  data: {
    nvic: null,
    vin: 'JTNKU3JE60J012345',
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: 30000,
    year: 2021,
    loanTerm: 5,
    phoneNumber: '+61 412 345 678',
    firstName: 'Jane',
    lastName: 'Citizen',
    email: 'jane@example.com',
    subscribe: false,
    postCode: '4000',
  },
  additionalData: { code: FINANCE_CODE, whoIsHelping: '', car_id: 101, car_type: 'used', tags: ['popup'] },
};

const failing = (error: FinancePartnerError): FinancePartner => ({
  provider: 'youx',
  quote: () => Promise.reject(error),
  createCustomer: () => Promise.reject(error),
});

async function financeHarness(
  partner: FinancePartner = createEstimateFinance(DEFAULT_ESTIMATE_RATES),
  auth?: AuthService | null,
) {
  const harness = await leadsHarness({
    financePartners: () => partner,
    ...(auth === null ? { auth: undefined } : auth ? { auth } : {}),
  });
  const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    harness.app.request(path, {
      method: 'POST',
      headers: {
        host: HOST,
        origin: ORIGIN,
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.7',
        ...headers,
      },
      body: JSON.stringify(body),
    });
  return { ...harness, call };
}

describe('POST /api/youx/quote', () => {
  it('the estimate partner answers from the rate table, marked an estimate', async () => {
    const { call } = await financeHarness();
    const response = await call('/api/youx/quote', QUOTE);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(
      estimateQuote(DEFAULT_ESTIMATE_RATES, { purchasePrice: 30000, loanTerm: 5, selfAssessedCreditScore: 'DECENT' }),
    );
  });

  it('goes through the pipeline: another origin 403, not JSON 415, a bad field 422 with its field', async () => {
    const { call } = await financeHarness();
    expect((await call('/api/youx/quote', QUOTE, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await call('/api/youx/quote', QUOTE, { 'content-type': 'text/plain' })).status).toBe(415);
    const invalid = await call('/api/youx/quote', { ...QUOTE, loanTerm: 9 });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ error: QUICK_QUOTE_FAILED, fields: { loanTerm: expect.any(String) } });
  });

  it("a refusal is 422 with the lender's text; an unknown outcome 502 with the spec's text", async () => {
    const refused = await financeHarness(failing(new FinancePartnerError('HTTP 422', 'refused', 'Vehicle too old')));
    const first = await refused.call('/api/youx/quote', QUOTE);
    expect([first.status, await first.json()]).toEqual([422, { error: 'Vehicle too old' }]);
    const down = await financeHarness(failing(new FinancePartnerError('HTTP 500', 'unknown')));
    const second = await down.call('/api/youx/quote', QUOTE);
    expect([second.status, await second.json()]).toEqual([502, { error: QUICK_QUOTE_FAILED }]);
  });
});

describe('POST /api/youx/create-customer', () => {
  it('estimate: the code verified, the finance lead stored and due, the redirect to the thank-you page', async () => {
    const { call, store } = await financeHarness();
    const response = await call('/api/youx/create-customer', APPLICATION, { 'idempotency-key': 'apply-1' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirectUrl: '/success', lead_id: 'lead-1' });
    const lead = await store.getLead(TENANT, 'lead-1');
    expect(lead).toMatchObject({ type: 'finance', idempotencyKey: 'apply-1' });
    expect(lead?.payload).toMatchObject({
      phone: '0412345678',
      tags: ['popup', 'finance-partner:estimate'],
      phone_verified: true,
    });
    expect((await store.claimDue(new Date('2030-01-01'), 10, 1)).map((d) => d.sink)).toEqual(['local']);
  });

  it("a wrong code: 400 with the spec's message, nothing stored", async () => {
    const { call, store } = await financeHarness();
    const wrong = { ...APPLICATION, additionalData: { ...APPLICATION.additionalData, code: '000000' } };
    const response = await call('/api/youx/create-customer', wrong);
    expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([
      400,
      INVALID_CODE_MESSAGE,
    ]);
    expect(await store.countLeads(TENANT)).toBe(0);
  });

  it('refused by the lender: 422 with its text and the lead id; unknown outcome: 502, the lead on its way', async () => {
    const refused = await financeHarness(failing(new FinancePartnerError('HTTP 400', 'refused', 'Too young')));
    const first = await refused.call('/api/youx/create-customer', APPLICATION);
    expect([first.status, await first.json()]).toEqual([422, { error: 'Too young', lead_id: 'lead-1' }]);
    expect((await refused.store.deliveries({ leadId: 'lead-1' }))[0]?.status).toBe('dead');
    const unknown = await financeHarness(failing(new FinancePartnerError('timeout', 'unknown')));
    const second = await unknown.call('/api/youx/create-customer', APPLICATION);
    expect([second.status, await second.json()]).toEqual([
      502,
      { error: APPLICATION_UNCONFIRMED_MESSAGE, lead_id: 'lead-1' },
    ]);
    expect((await unknown.store.deliveries({ leadId: 'lead-1' }))[0]).toMatchObject({ status: 'pending' });
  });

  it('without the code service the call is not served (404)', async () => {
    const { call } = await financeHarness(undefined, null);
    expect((await call('/api/youx/create-customer', APPLICATION)).status).toBe(404);
  });
});

describe('POST /api/leads type finance', () => {
  it('the code verified and spent: 201, phone_verified, the code not kept', async () => {
    const { post, store } = await financeHarness();
    expect((await post(VALID.finance)).status).toBe(201);
    const lead = await store.getLead(TENANT, 'lead-1');
    expect(lead?.payload).toMatchObject({
      category: 'Finance Enquiry',
      amount: 30000,
      term: 5,
      phone: '0412345678',
      phone_verified: true,
    });
    expect(lead?.payload).not.toHaveProperty('code');
  });

  it('a wrong code: 400, nothing stored; no code service: 503', async () => {
    const { post, store } = await financeHarness();
    const response = await post({ ...VALID.finance, code: '000000' });
    expect(response.status).toBe(400);
    expect(await store.countLeads(TENANT)).toBe(0);
    const off = await financeHarness(undefined, null);
    expect((await off.post(VALID.finance)).status).toBe(503);
  });

  it('a replay with its Idempotency-Key needs no second code (the first one is spent)', async () => {
    let checks = 0;
    const once: AuthService = {
      ...acceptingAuth,
      verifyCode: async (request) => (++checks === 1 ? acceptingAuth.verifyCode(request) : { outcome: 'invalid' }),
    };
    const { post } = await financeHarness(undefined, once);
    const headers = { headers: { 'idempotency-key': 'finance-1' } };
    expect((await post(VALID.finance, headers)).status).toBe(201);
    const replay = await post(VALID.finance, headers);
    expect([replay.status, await replay.json()]).toEqual([200, { lead_id: 'lead-1' }]);
    expect(checks).toBe(1);
  });
});
