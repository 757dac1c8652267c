import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetPriceFilter } from '../../../src/domain/budget.ts';
import { PRICE_SLIDER_PAGE } from '../../../src/domain/range-slider.ts';
import {
  budgetCountRequest,
  budgetResultsRoute,
  initialBudgetState,
  initialPriceRange,
  movePriceThumb,
  priceResultsRoute,
  readBudgetCount,
  stateEstimate,
  switchPeriod,
  type BudgetState,
} from '../../../src/components/budget/budget-state.ts';
import { createEmbeddedSearchClient } from '../../../src/search/embedded/search-client.ts';
import { urlForRoute, type Landing } from '../../../src/search/url-state.ts';
import { tenantDocuments } from '../search/search-fixtures.ts';

const state = (fields: Partial<BudgetState>): BudgetState => ({ ...initialBudgetState(), ...fields });

describe('budget tool state (spec 02 "Find cars for your budget", §9)', () => {
  it('"default repayment 200 weekly … default deposit 2000": the tool opens weekly, on any body type', () => {
    expect(initialBudgetState()).toEqual({ repayment: '200', deposit: '2,000', period: 'weekly', body: null });
    expect(initialBudgetState('monthly')).toEqual({
      repayment: '600',
      deposit: '2,000',
      period: 'monthly',
      body: null,
    });
  });

  it.each([
    [
      'an untouched weekly default becomes the monthly one ("200 weekly or 600 monthly")',
      state({ repayment: '200' }),
      'monthly',
      '600',
    ],
    [
      'an untouched monthly default becomes the weekly one',
      state({ repayment: '600', period: 'monthly' }),
      'weekly',
      '200',
    ],
    ['a typed repayment is kept', state({ repayment: '350' }), 'monthly', '350'],
    ['a typed repayment equal to the other default is kept', state({ repayment: '600' }), 'monthly', '600'],
  ] as const)('switching period: %s', (_name, before, period, repayment) => {
    const after = switchPeriod(before, period);
    expect(after).toEqual({ ...before, period, repayment });
  });

  it('choosing the period already chosen changes nothing', () => {
    const before = state({ repayment: '999' });
    expect(switchPeriod(before, 'weekly')).toBe(before);
  });

  it.each([
    ['defaults weekly: 200 x 52 x 5 + 2000', state({}), 250000, 54000],
    ['defaults monthly: 600 x 12 x 5 + 2000', state({ repayment: '600', period: 'monthly' }), 250000, 38000],
    ['money text is read as typed', state({ repayment: '$1,000', deposit: '5,000' }), null, 100000],
    ['"non-numeric becomes 0"', state({ repayment: 'lots', deposit: '' }), 250000, 0],
    ['capped at the dearest car', state({ repayment: '1000' }), 154490, 154490],
  ] as const)('estimate: %s', (_name, input, maximum, expected) =>
    expect(stateEstimate(input, maximum)).toBe(expected),
  );
});

describe('budget count query (spec 02 §7: "price>1000 for budget … facet on simple_body, price range")', () => {
  it('asks for no hits, the body facet and the counted facets, priced above 1000 up to the estimate', () => {
    expect(budgetCountRequest('Car_production', 54000, null)).toEqual({
      indexName: 'Car_production',
      params: {
        hitsPerPage: 0,
        facets: ['body', 'car_type', 'status', 'price'],
        numericFilters: ['price>1000', 'price<=54000'],
      },
    });
    expect(budgetCountRequest('Car_production', 54000, 'Cab Chassis').params?.facetFilters).toEqual([
      ['body:Cab Chassis'],
    ]);
  });

  it.each([
    ['no result', undefined, { count: 0, cheapest: null }],
    ['no hits', { nbHits: 0, facets: {}, facets_stats: {} }, { count: 0, cheapest: null }],
    [
      'hits and the cheapest price',
      { nbHits: 12, facets: {}, facets_stats: { price: { min: 8190, max: 53990 } } },
      { count: 12, cheapest: 8190 },
    ],
    [
      'spec 01 §9: above 1999 hits the car_type counts are shown',
      { nbHits: 2400, facets: { car_type: { used: 1500, new: 600 } }, facets_stats: { price: { min: 4990 } } },
      { count: 2100, cheapest: 4990 },
    ],
  ])('reading the count: %s', (_name, result, expected) => expect(readBudgetCount(result)).toEqual(expected));

  // The oracle: the tenant's own documents, filtered by hand.
  const documents = tenantDocuments('harbour-city-toyota');
  const client = createEmbeddedSearchClient({ documents });
  const bodies = [
    null,
    ...new Set(documents.map((document) => document.body).filter((body): body is string => body !== null)),
  ];
  const count = async (params: Record<string, unknown>) =>
    (await client.search([{ indexName: 'Car_production', params: { hitsPerPage: 0, ...params } }])).results[0]!.nbHits;

  it('counts what budgetPriceFilter and the results page (price=1001:estimate) count, for any estimate and body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 200_000 }), fc.constantFrom(...bodies), async (estimate, body) => {
        const expected = documents.filter(
          (document) =>
            document.price > 1000 && document.price <= estimate && (body === null || document.body === body),
        ).length;
        const bodyFilter = body ? [[`body:${body}`]] : undefined;
        const { count: budgetCount } = readBudgetCount(
          (await client.search([budgetCountRequest('Car_production', estimate, body)])).results[0] as never,
        );
        expect(budgetCount).toBe(expected);
        expect(await count({ filters: budgetPriceFilter(estimate), facetFilters: bodyFilter })).toBe(expected);
        // What the results page sends for the range the link carries (inclusive bounds).
        const [min, max] = budgetResultsRoute(estimate, body).ranges.price!.split(':');
        expect(await count({ numericFilters: [`price>=${min}`, `price<=${max}`], facetFilters: bodyFilter })).toBe(
          expected,
        );
      }),
      { numRuns: 60 },
    );
  });
});

describe('results addresses', () => {
  const fallback: Landing = { path: '/search/new-used-and-demo-cars', title: 'New, Used and Demo Cars', lists: {} };
  const landings: Landing[] = [fallback, { path: '/search/suv', title: 'SUV', lists: { body: ['SUV'] } }];

  it.each([
    ['any body type: the default path with the price range', null, '/search/new-used-and-demo-cars?price=1001%3A54000'],
    ['a body type with a landing: its path', 'SUV', '/search/suv?price=1001%3A54000'],
    [
      'a body type without one: the body parameter',
      'Ute',
      '/search/new-used-and-demo-cars?price=1001%3A54000&body=Ute',
    ],
  ])('budget results: %s', (_name, body, expected) => {
    expect(urlForRoute(budgetResultsRoute(54000, body), landings, fallback)).toBe(expected);
  });

  it('the price page "opens results sorted by price descending" with its range', () => {
    expect(urlForRoute(priceResultsRoute(initialPriceRange()), [], fallback)).toBe(
      '/search/new-used-and-demo-cars?price=5000%3A250000&sortBy=price-desc',
    );
  });
});

describe('price slider page (spec 02 §5 "Price slider: step 500; thumbs cannot cross", §9 min 5000, max 250000)', () => {
  it('starts at 5000 to 250000', () => expect(initialPriceRange()).toEqual({ min: 5000, max: 250000 }));

  it.each([
    ['the minimum moves in steps of 500', 'min', 12_400, { min: 12_500, max: 250_000 }],
    ['500 steps are kept (not rounded to 1000)', 'min', 12_500, { min: 12_500, max: 250_000 }],
    ['the maximum moves', 'max', 80_000, { min: 5000, max: 80_000 }],
    ['the minimum stops at the maximum', 'min', 300_000, { min: 250_000, max: 250_000 }],
    ['below the bounds: the lowest price', 'min', 0, { min: 5000, max: 250_000 }],
  ] as const)('%s', (_name, thumb, value, expected) => {
    expect(movePriceThumb(initialPriceRange(), thumb, value)).toEqual(expected);
  });

  it('whatever the moves, the thumbs stay in bounds, on a 500 step, and never cross', () => {
    const move = fc.tuple(fc.constantFrom('min' as const, 'max' as const), fc.integer({ min: -10_000, max: 400_000 }));
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        let range = initialPriceRange();
        for (const [thumb, value] of moves) {
          range = movePriceThumb(range, thumb, value);
          expect(range.min).toBeLessThanOrEqual(range.max);
          for (const side of [range.min, range.max]) {
            expect(side).toBeGreaterThanOrEqual(PRICE_SLIDER_PAGE.min);
            expect(side).toBeLessThanOrEqual(PRICE_SLIDER_PAGE.max);
            expect((side - PRICE_SLIDER_PAGE.min) % PRICE_SLIDER_PAGE.step).toBe(0);
          }
        }
      }),
    );
  });
});
