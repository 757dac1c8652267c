/**
 * POST /api/valuations/lookup and POST /api/valuations through app.request(): the provider's
 * answers, the online-estimate limit (spec 02 §9) before the provider is asked, the field messages
 * for bad input, and 404 where the site offers no valuation.
 */
import { describe, expect, it } from 'vitest';
import { ValuationUnavailableError, type ValuationProvider } from '../../../functions/ports/valuation.ts';
import { REGO_NOT_FOUND_MESSAGE, VALUATION_UNAVAILABLE_MESSAGE } from '../../../functions/routes/valuations.ts';
import { REQUIRED_FIELD_MESSAGE } from '../../../src/domain/lead-forms.ts';
import { INVALID_REGO_MESSAGE, INVALID_STATE_MESSAGE } from '../../../src/domain/schemas/valuation-calls.ts';
import { INVALID_KM_MESSAGE } from '../../../src/domain/valuation-questions.ts';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../../functions/pipeline/session.ts';
import { gatingOptions } from '../../../src/domain/sign-in.ts';
import { HARBOUR_SITE, oneSessionAuth, vehicleHarness } from './vehicle-calls-harness.ts';

const VEHICLE = { year: 2023, make: 'Toyota', model: 'RAV4', badge: 'GX', body: 'SUV', transmission: 'Automatic' };
const ESTIMATE = {
  kind: 'estimate' as const,
  low: 25_000,
  high: 27_000,
  comparables: 6,
  basis: '6 comparable cars',
  valuedAt: '2026-03-10',
};

function fakeProvider(behaviour: Partial<ValuationProvider> = {}) {
  const asked: unknown[] = [];
  const provider: ValuationProvider = {
    provider: 'fake',
    looksUpRego: true,
    lookup: async (request) => (asked.push(request), request.rego === 'ABC123' ? VEHICLE : null),
    value: async (request) => (asked.push(request), ESTIMATE),
    ...behaviour,
  };
  return { provider, asked };
}

async function harness(provider: ValuationProvider | null) {
  let n = 0;
  return vehicleHarness({ overrides: { valuations: () => provider, newValuationId: () => `val-${++n}` } });
}

const VALUATION = { ...VEHICLE, km: 40_000, adjustmentAnswers: { condition: 'Good' } };

describe('POST /api/valuations/lookup (spec 02 §3 "registration lookup sends rego and regoState")', () => {
  it('finds the vehicle; the plate is sent without spaces in capitals, the state in capitals', async () => {
    const { provider, asked } = fakeProvider();
    const { post } = await harness(provider);
    const response = await post('/api/valuations/lookup', { rego: ' abc 123 ', regoState: 'qld' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ vehicle: VEHICLE });
    expect(asked).toEqual([{ rego: 'ABC123', regoState: 'QLD' }]);
  });

  it('a plate the registry does not know: 404 with the message that sends the shopper to the picker', async () => {
    const { post } = await harness(fakeProvider().provider);
    const response = await post('/api/valuations/lookup', { rego: 'ZZZ999', regoState: 'NSW' });
    expect([response.status, await response.json()]).toEqual([404, { error: REGO_NOT_FOUND_MESSAGE }]);
  });

  it('a provider that cannot answer: 502', async () => {
    const { provider } = fakeProvider({
      lookup: async () => {
        throw new ValuationUnavailableError('/vehicles: HTTP 500');
      },
    });
    const { post, logs } = await harness(provider);
    const response = await post('/api/valuations/lookup', { rego: 'ABC123', regoState: 'NSW' });
    expect(response.status).toBe(502);
    expect(logs.join('\n')).not.toContain('ABC123');
  });

  it.each([
    ['an unknown state', { rego: 'ABC123', regoState: 'XX' }, { regoState: INVALID_STATE_MESSAGE }],
    ['a rego of the wrong shape', { rego: 'ABC-1234567', regoState: 'QLD' }, { rego: INVALID_REGO_MESSAGE }],
    ['nothing', {}, { rego: REQUIRED_FIELD_MESSAGE, regoState: REQUIRED_FIELD_MESSAGE }],
  ])('%s: 422 with the field messages, the provider not asked', async (_, body, fields) => {
    const { provider, asked } = fakeProvider();
    const { post } = await harness(provider);
    const response = await post('/api/valuations/lookup', body);
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual(fields);
    expect(asked).toEqual([]);
  });

  it('a site without a valuation: 404', async () => {
    const { post } = await harness(null);
    expect((await post('/api/valuations/lookup', { rego: 'ABC123', regoState: 'QLD' })).status).toBe(404);
  });
});

describe('POST /api/valuations (spec 02 §3 "Valuation sends id and adjustmentAnswers")', () => {
  it("answers the provider's estimate with a valuation id for the lead", async () => {
    const { provider, asked } = fakeProvider();
    const { post } = await harness(provider);
    const response = await post('/api/valuations', VALUATION);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'val-1', result: ESTIMATE });
    expect(asked).toEqual([{ ...VALUATION, rego: undefined, regoState: undefined }]);
  });

  it.each([
    // The harness clock is in 2026: a 2018 car is 8 years old.
    ['older than 7 years', { year: 2018 }, 'age'],
    ['over 100,000 km', { km: 100_001 }, 'km'],
  ])('a car %s gets the appraisal request without asking the provider (spec 02 §9)', async (_, change, reason) => {
    const { provider, asked } = fakeProvider();
    const { post } = await harness(provider);
    const response = await post('/api/valuations', { ...VALUATION, ...change });
    expect(await response.json()).toEqual({ id: 'val-1', result: { kind: 'appraisal', reason } });
    expect(asked).toEqual([]);
  });

  it('a provider that cannot answer: 502 with the appraisal offer', async () => {
    const { provider } = fakeProvider({
      value: async () => {
        throw new ValuationUnavailableError('/valuations: no answer in 8000 ms');
      },
    });
    const { post } = await harness(provider);
    const response = await post('/api/valuations', VALUATION);
    expect([response.status, await response.json()]).toEqual([502, { error: VALUATION_UNAVAILABLE_MESSAGE }]);
  });

  it.each([
    ['negative kilometres', { km: -1 }, { km: INVALID_KM_MESSAGE }],
    ['kilometres as text', { km: 'lots' }, { km: INVALID_KM_MESSAGE }],
    ['no make', { make: '' }, { make: REQUIRED_FIELD_MESSAGE }],
    ['an unknown state', { rego: 'ABC123', regoState: 'Queensland' }, { regoState: INVALID_STATE_MESSAGE }],
  ])('%s: 422 with the field message', async (_, change, fields) => {
    const { post } = await harness(fakeProvider().provider);
    const response = await post('/api/valuations', { ...VALUATION, ...change });
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual(fields);
  });
});

describe('where trade-in is gated (issue 14: "the static page is not the only guard")', () => {
  const auth = oneSessionAuth('0412345678');
  const session = { cookie: `session=${auth.token}` };
  /** The harness with the site's `sign_in_gates.trade_in` as `gated`, through the leads' `gatingFor`. */
  async function gatedHarness(gated: boolean) {
    const { provider, asked } = fakeProvider();
    const gates = { ...HARBOUR_SITE.sign_in_gates, trade_in: gated };
    const { post } = await vehicleHarness({
      overrides: { valuations: () => provider, auth, gatingFor: () => gatingOptions(gates) },
    });
    return { post, asked };
  }
  const calls = [
    ['/api/valuations/lookup', { rego: 'ABC123', regoState: 'QLD' }],
    ['/api/valuations', VALUATION],
  ] as const;

  it.each(calls)('POST %s without a session: 401, the provider not asked', async (path, body) => {
    const { post, asked } = await gatedHarness(true);
    const response = await post(path, body);
    expect([response.status, await response.json()]).toEqual([401, { error: SIGN_IN_REQUIRED_MESSAGE }]);
    expect((await post(path, body, { cookie: 'session=someone-elses-token-0123456789' })).status).toBe(401);
    expect(asked).toEqual([]);
  });

  it.each(calls)('POST %s with a live session of the tenant: answered', async (path, body) => {
    const { post } = await gatedHarness(true);
    expect((await post(path, body, session)).status).toBe(200);
  });

  it.each(calls)('POST %s where trade-in is not gated: answered without a session', async (path, body) => {
    const { post } = await gatedHarness(false);
    expect((await post(path, body)).status).toBe(200);
  });
});
