import { describe, expect, it } from 'vitest';
import { openValuationProviders } from '../../../functions/adapters/open-valuation-providers.ts';
import { DataFileError } from '../../../src/domain/validation.ts';
import { car, site } from '../../fixtures/cars.ts';
import { fakeCatalog } from './vehicle-calls-harness.ts';

const NOW = new Date('2026-11-20T00:00:00Z');
const market = site({ slug: 'market-motors', valuation: { provider: 'market' } });
const none = site({ slug: 'no-valuation' });
const rav4s = [20_000, 22_000, 24_000].map((price, i) =>
  car({ id: i + 1, slug: `rav4-${i}`, car_type: 'used', make: 'Toyota', model: 'RAV4', year: 2021, km: 50_000, price }),
);
const catalog = fakeCatalog({ 'market-motors': { site: market, cars: rav4s } });

describe('valuation providers per tenant (site.json valuation.provider)', () => {
  it('none offers no valuation; market values from the tenant stock in the catalogue, with its comparables', async () => {
    const providers = openValuationProviders([market, none], {}, { catalog });
    expect(providers('no-valuation')).toBeNull();
    const provider = providers('market-motors')!;
    expect(provider.looksUpRego).toBe(false);
    expect(await provider.lookup({ rego: 'ABC123', regoState: 'QLD' })).toBeNull();
    const request = { year: 2021, make: 'Toyota', model: 'RAV4', km: 50_000, adjustmentAnswers: {} };
    expect(await provider.value(request, NOW)).toMatchObject({
      kind: 'estimate',
      low: 17_900, // 21,000 less 15 %
      high: 19_600, // 23,000 less 15 %
      comparables: 3,
      valuedAt: '2026-11-20',
    });
    expect(await provider.value({ ...request, model: 'Corolla' }, NOW)).toEqual({
      kind: 'appraisal',
      reason: 'too-few',
    });
  });

  it('an http tenant without its key stops the start, naming the variable', () => {
    const http = site({ slug: 'http-motors', valuation: { provider: 'http', base_url: 'https://valuations.example' } });
    expect(() => openValuationProviders([http], {}, { catalog })).toThrow(DataFileError);
    expect(() => openValuationProviders([http], {}, { catalog })).toThrow(/VALUATION_API_KEY/);
    expect(openValuationProviders([http], { VALUATION_API_KEY: 'k' }, { catalog })('http-motors')?.provider).toBe(
      'http',
    );
  });
});
