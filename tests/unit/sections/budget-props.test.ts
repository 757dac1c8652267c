import { describe, expect, it } from 'vitest';
import { BODY_SELECTOR_LIMIT } from '../../../src/domain/budget.ts';
import { budgetSearchProps, priceRangeSearchProps, topBodies } from '../../../src/sections/budget-props.ts';
import { browserSearchBackend, buildTimeSearchClient } from '../../../src/site/search-backend.ts';
import { tenantLandings } from '../../../src/site/search-page.ts';
import { loadTenant } from '../../../src/tenants/load-tenant.ts';

describe('body selector tiles (spec 02 §9 "body selector limit 4; default facet sort by count then name")', () => {
  it.each([
    [
      'the most stocked first',
      { body: { Ute: 20, SUV: 75, Hatch: 20, Sedan: 11, Van: 4 } },
      ['SUV', 'Hatch', 'Ute', 'Sedan'],
    ],
    ['fewer body types than the limit', { body: { SUV: 3 } }, ['SUV']],
    ['no body facet', {}, []],
    ['no facets at all', undefined, []],
  ])('%s', (_name, facets, expected) => {
    expect(topBodies(facets)).toEqual(expected);
  });

  it('honours another limit (20 with custom bodies)', () => {
    expect(topBodies({ body: { A: 1, B: 2, C: 3 } }, 2)).toEqual(['C', 'B']);
  });
});

describe('budget page props, built for harbour-city-toyota', () => {
  const slug = 'harbour-city-toyota';
  const tenant = loadTenant(process.cwd(), slug);
  const { cars } = tenant;
  const budgetCars = cars.filter((car) => car.price > 1000);

  it("shows the tenant's most stocked body types, caps at its dearest car and counts the default budget ($54,000)", async () => {
    const props = await budgetSearchProps({
      strings: tenant.strings,
      indexName: tenant.site.search.index,
      backend: await browserSearchBackend(tenant),
      buildClient: buildTimeSearchClient(tenant),
      landings: tenantLandings(tenant),
    });
    const bodyOf = (car: (typeof cars)[number]) => car.simple_body ?? car.body;
    const byBody = new Map<string, number>();
    for (const car of budgetCars) byBody.set(bodyOf(car)!, (byBody.get(bodyOf(car)!) ?? 0) + 1);
    const expectedBodies = [...byBody]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en-AU'))
      .slice(0, BODY_SELECTOR_LIMIT)
      .map(([body]) => body);
    expect(props.bodies).toEqual(expectedBodies);
    expect(props.maxPrice).toBe(Math.max(...budgetCars.map((car) => car.price)));
    const inBudget = budgetCars.filter((car) => car.price <= 54000);
    expect(props.initialCount).toEqual({
      count: inBudget.length,
      cheapest: Math.min(...inBudget.map((car) => car.price)),
    });
    expect(props.backend.kind).toBe('embedded');
    // Only the body landings of the tiles travel with the page.
    expect(props.landings.map((landing) => landing.lists)).toEqual(
      expect.arrayContaining(expectedBodies.map((body) => ({ body: [body] }))),
    );
    expect(props.landings.every((landing) => Object.keys(landing.lists).join() === 'body')).toBe(true);
    expect(props.text['budget.title']).toBe('Find cars for your budget');
  });

  it('the price page opens the default results path', () => {
    expect(priceRangeSearchProps(tenantLandings(tenant).fallback, tenant.strings).fallback.path).toBe(
      '/search/new-used-and-demo-cars',
    );
  });
});
