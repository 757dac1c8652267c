import { describe, expect, it } from 'vitest';
import {
  appraisalRequestBody,
  kmValue,
  offerAcceptanceBody,
  savedValuationBody,
  valuationLeadBody,
  valuationRequestBody,
} from '../../../src/components/forms/valuation/valuation-fields.ts';
import { parseLeadRequest } from '../../../src/domain/schemas/leads.ts';
import { ValuationRequestSchema } from '../../../src/domain/schemas/valuation-calls.ts';
import { MiscellaneousRequestSchema } from '../../../src/domain/schemas/vehicle-calls.ts';

const values = {
  year: '2021',
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GX',
  km: '60,000 km',
  condition: 'Good',
  accident_history: 'No',
  service_history: 'Full',
  name: 'Sam',
  email: 'sam@example.com',
  phone: '0400 000 021',
  postcode: '4350',
  terms_conditions: true,
};
const context = {
  carId: 101,
  url: 'http://x.localhost/trade-in/',
  attributes: { visited_pages: [], linked_query_params: {} },
};
const estimate = {
  kind: 'estimate' as const,
  low: 20_000,
  high: 22_000,
  comparables: 9,
  basis: '9 cars',
  valuedAt: '2026-11-24',
};

describe("the valuation journey's requests are the ones the server takes (spec 02 §3)", () => {
  it('kilometres as typed become a number', () => {
    expect([kmValue('60,000 km'), kmValue('60 000'), kmValue('-5')]).toEqual([60_000, 60_000, '-5']);
  });

  it('the valuation call from the picker', () => {
    expect(ValuationRequestSchema.parse(valuationRequestBody(values, null))).toMatchObject({
      year: 2021,
      make: 'Toyota',
      model: 'RAV4',
      badge: 'GX',
      km: 60_000,
      adjustmentAnswers: { condition: 'Good', accident_history: 'No', service_history: 'Full' },
    });
  });

  it('the valuation lead, the offer acceptance naming it, and the appraisal request all pass the lead schema', () => {
    const valuation = parseLeadRequest(valuationLeadBody(values, null, 'val-1', estimate, context));
    expect(valuation).toMatchObject({ ok: true, request: { type: 'valuation', id: 'val-1', car_id: 101 } });
    const acceptance = parseLeadRequest(offerAcceptanceBody(values, null, 'lead-9', estimate, context));
    expect(acceptance).toMatchObject({
      ok: true,
      request: {
        category: 'Trade-In',
        subcategory: '3. Offer Accepted',
        lead_id: 'lead-9',
        form_completed: true,
        offer_accepted: true,
        tradein: { year: 2021, make: 'Toyota', model: 'RAV4', km: 60_000 },
      },
    });
    expect(parseLeadRequest(appraisalRequestBody(values, null, context))).toMatchObject({
      ok: true,
      request: { type: 'trade-in', tradein: { year: 2021 } },
    });
  });
});

describe('the saved result (spec 01 §7 POST /api/miscellaneous, column_name valuation)', () => {
  it('carries the result, the car and the answers, and no contact details', () => {
    const body = savedValuationBody(values, null, 'val-1', estimate);
    expect(body).toMatchObject({ column_name: 'valuation', valuation_id: 'val-1', low: 20_000, comparables: 9 });
    expect(body.tradein).toMatchObject({ make: 'Toyota', km: 60_000 });
    expect(JSON.stringify(body)).not.toMatch(/sam@example|0400/);
    expect(MiscellaneousRequestSchema.safeParse(body).success).toBe(true);
  });
});
