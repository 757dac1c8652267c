import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILTER_ATTRIBUTES } from '../../../src/search/attributes.ts';
import { routeToUiState, sortFromIndexName, uiStateToRoute } from '../../../src/search/ui-state.ts';
import {
  bestLanding,
  emptyRoute,
  routeFromUrl,
  urlForRoute,
  type Landing,
  type SearchRoute,
} from '../../../src/search/url-state.ts';

const fallback: Landing = { path: '/search/new-used-and-demo-cars', title: 'New, Used and Demo Cars', lists: {} };
const landings: Landing[] = [
  fallback,
  { path: '/search/used-cars', title: 'Used Cars', lists: { car_type: ['used'] } },
  { path: '/search/new-and-demo-cars', title: 'New and Demo Cars', lists: { car_type: ['new', 'demo'] } },
  { path: '/search/ford', title: 'Ford Cars', lists: { make: ['Ford'] } },
  { path: '/search/ford/ranger', title: 'Ford Ranger', lists: { make: ['Ford'], make_model: ['Ford > Ranger'] } },
  { path: '/search/suv', title: 'SUV', lists: { body: ['SUV'] } },
];
const read = (address: string) => routeFromUrl(new URL(address, 'https://dealer.example'), landings);

describe('spec 01 §2: "The query text, page and sortBy, plus one parameter per filter attribute, are kept in the address query string"', () => {
  it.each<[string, string, SearchRoute]>([
    ['the default path is no filter', '/search/new-used-and-demo-cars', emptyRoute()],
    ['a trailing slash is the same page', '/search/used-cars/', { lists: { car_type: ['used'] }, ranges: {} }],
    [
      'query, page and sortBy',
      '/search/new-used-and-demo-cars?query=ranger+xlt&page=3&sortBy=price-asc',
      { query: 'ranger xlt', page: 3, sort: 'price-asc', lists: {}, ranges: {} },
    ],
    [
      'a list filter repeats its parameter',
      '/search/new-used-and-demo-cars?make=Ford&make=Toyota',
      { lists: { make: ['Ford', 'Toyota'] }, ranges: {} },
    ],
    [
      'a range is stored as min:max (spec 01 §5)',
      '/search/new-used-and-demo-cars?price=10000:50000&km=:80000',
      { lists: {}, ranges: { price: '10000:50000', km: ':80000' } },
    ],
    [
      "the weekly price slider is the spec's weekly_price_range",
      '/search/new-used-and-demo-cars?weekly_price_range=100:250',
      { lists: {}, ranges: { weekly_price: '100:250' } },
    ],
    [
      'a landing pre-filters the page, the query string adds to it',
      '/search/ford/ranger?price=20000:60000',
      { lists: { make: ['Ford'], make_model: ['Ford > Ranger'] }, ranges: { price: '20000:60000' } },
    ],
    [
      'a value the landing already has is not doubled',
      '/search/ford?make=Ford&make=Mazda',
      { lists: { make: ['Ford', 'Mazda'] }, ranges: {} },
    ],
  ])('%s', (_name, address, route) => expect(read(address)).toEqual(route));

  it.each([
    ['page 1 is the default', '?page=1'],
    ['a page that is not a number', '?page=abc'],
    ['a negative page', '?page=-2'],
    ['an unknown sort', '?sortBy=cheapest'],
    ['a range that is not min:max', '?price=cheap'],
    ['an empty parameter', '?make='],
    ['a parameter that is not a filter', '?colour_of_sky=blue'],
  ])('a hand-edited address is read without failing: %s is ignored', (_name, search) => {
    expect(read(`/search/new-used-and-demo-cars${search}`)).toEqual(emptyRoute());
  });

  it('an unknown path is the default search', () => {
    expect(read('/search/no-such-landing?make=Ford')).toEqual({ lists: { make: ['Ford'] }, ranges: {} });
  });
});

describe('writing the address: the landing that stands for the most filters, the rest in the query string', () => {
  it.each<[string, SearchRoute, string]>([
    ['nothing chosen', emptyRoute(), '/search/new-used-and-demo-cars'],
    ['make Ford', { lists: { make: ['Ford'] }, ranges: {} }, '/search/ford'],
    ['make and model', { lists: { make: ['Ford'], make_model: ['Ford > Ranger'] }, ranges: {} }, '/search/ford/ranger'],
    [
      'make, model and price',
      { lists: { make: ['Ford'], make_model: ['Ford > Ranger'] }, ranges: { price: '20000:60000' } },
      '/search/ford/ranger?price=20000%3A60000',
    ],
    [
      'two makes: no landing stands for both',
      { lists: { make: ['Ford', 'Toyota'] }, ranges: {} },
      '/search/new-used-and-demo-cars?make=Ford&make=Toyota',
    ],
    [
      'new and demo, in either order',
      { lists: { car_type: ['demo', 'new'] }, ranges: {} },
      '/search/new-and-demo-cars',
    ],
    [
      'removing the make leaves the landing (spec 01 §2 "Removing a parameter resets that filter")',
      { lists: { make_model: ['Ford > Ranger'] }, ranges: {} },
      '/search/new-used-and-demo-cars?make_model=Ford+%3E+Ranger',
    ],
    [
      'query, sort and page',
      { query: 'hilux', page: 2, sort: 'latest', lists: { body: ['SUV'] }, ranges: {} },
      '/search/suv?query=hilux&sortBy=latest&page=2',
    ],
  ])('%s', (_name, route, address) => {
    expect(urlForRoute(route, landings, fallback)).toBe(address);
  });

  it('picks the most specific landing', () => {
    expect(
      bestLanding(
        { lists: { make: ['Ford'], make_model: ['Ford > Ranger'], body: ['Ute'] }, ranges: {} },
        landings,
        fallback,
      ).path,
    ).toBe('/search/ford/ranger');
  });

  const listFilters = FILTER_ATTRIBUTES.filter((filter) => filter.kind === 'list').map((filter) => filter.attribute);
  const rangeFilters = FILTER_ATTRIBUTES.filter((filter) => filter.kind === 'range').map((filter) => filter.attribute);
  const value = fc
    .stringMatching(/^[A-Za-z0-9][A-Za-z0-9 >&+%:-]{0,12}$/)
    .map((text) => text.trim())
    .filter(Boolean);
  const route: fc.Arbitrary<SearchRoute> = fc
    .record({
      query: fc.option(fc.stringMatching(/^[a-z0-9][a-z0-9 ]{0,10}[a-z0-9]$/), { nil: undefined }),
      page: fc.option(fc.integer({ min: 2, max: 300 }), { nil: undefined }),
      sort: fc.option(fc.constantFrom('relevance', 'latest', 'price-desc', 'price-asc' as const), { nil: undefined }),
      lists: fc.dictionary(fc.constantFrom(...listFilters), fc.uniqueArray(value, { minLength: 1, maxLength: 3 })),
      ranges: fc.dictionary(
        fc.constantFrom(...rangeFilters),
        fc.tuple(fc.nat(300000), fc.nat(300000)).map(([a, b]) => `${Math.min(a, b)}:${Math.max(a, b)}`),
      ),
    })
    .map((generated) => JSON.parse(JSON.stringify(generated)) as SearchRoute);

  it('reload restores the state: reading back any written address gives the same search (property)', () => {
    fc.assert(
      fc.property(route, (original) => {
        const back = read(urlForRoute(original, landings, fallback));
        const sortLists = (lists: SearchRoute['lists']) =>
          Object.fromEntries(Object.entries(lists).map(([key, values]) => [key, [...values!].sort()]));
        expect({ ...back, lists: sortLists(back.lists) }).toEqual({ ...original, lists: sortLists(original.lists) });
      }),
      { numRuns: 300 },
    );
  });
});

describe('InstantSearch UI state ⇄ route', () => {
  const context = { indexName: 'Car_production', defaultSort: 'relevance' as const };
  it('the sort travels as the index name both backends read, the default sort stays out of the address', () => {
    expect(routeToUiState({ lists: {}, ranges: {}, sort: 'price-asc' }, context).sortBy).toBe(
      'Car_production:price:asc',
    );
    expect(routeToUiState(emptyRoute(), context).sortBy).toBe('Car_production');
    expect(uiStateToRoute({ sortBy: 'Car_production' }, context).sort).toBeUndefined();
    expect(uiStateToRoute({ sortBy: 'Car_production:created_at_timestamp:desc' }, context).sort).toBe('latest');
    expect(uiStateToRoute({ sortBy: 'Car_production' }, { ...context, defaultSort: 'latest' }).sort).toBe('relevance');
    expect(sortFromIndexName('Other_index:price:asc', context)).toBeUndefined();
  });

  it.each<[string, SearchRoute]>([
    ['empty', emptyRoute()],
    [
      'everything',
      {
        query: 'ranger',
        page: 4,
        sort: 'price-desc',
        lists: { make: ['Ford'], body: ['Ute', 'SUV'] },
        ranges: { price: '1000:5000' },
      },
    ],
  ])('a route survives the round trip through InstantSearch: %s', (_name, route) => {
    expect(uiStateToRoute(routeToUiState(route, context), context)).toEqual(route);
  });

  it('empty refinements and page 1 are left out', () => {
    expect(uiStateToRoute({ page: 1, refinementList: { make: [] }, range: { price: '' } }, context)).toEqual(
      emptyRoute(),
    );
    expect(uiStateToRoute(undefined, context)).toEqual(emptyRoute());
  });
});
