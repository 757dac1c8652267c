import { describe, expect, it } from 'vitest';
import { searchLandings } from '../../../src/site/search-landings.ts';
import { car, site } from '../../fixtures/cars.ts';

const stock = [
  car({
    id: 1,
    make: 'Ford',
    model: 'Ranger',
    simple_body: 'Ute',
    car_type: 'used',
    location_id: 1,
    location_name: 'Test Motors Brisbane',
    dealership_slug: 'test-motors-north',
    dealership_name: 'Test Motors North',
  }),
  car({ id: 2, make: 'Ford', model: 'Everest', simple_body: 'SUV', car_type: 'new' }),
  car({ id: 3, make: 'Land Rover', model: 'Range Rover Sport', simple_body: 'SUV', car_type: 'demo' }),
];

describe('spec 02 §2 search landing paths, each pre-filtering the page', () => {
  const { all, fallback } = searchLandings(stock, site());
  const byPath = Object.fromEntries(all.map((landing) => [landing.path, landing]));

  it.each([
    ['/search/new-used-and-demo-cars', 'New, Used and Demo Cars', {}],
    ['/search/used-cars', 'Used Cars', { car_type: ['used'] }],
    ['/search/new-cars', 'New Cars', { car_type: ['new'] }],
    ['/search/demo-cars', 'Demo Cars', { car_type: ['demo'] }],
    ['/search/new-and-demo-cars', 'New and Demo Cars', { car_type: ['new', 'demo'] }],
    ['/search/ford', 'Ford Cars', { make: ['Ford'] }],
    ['/search/land-rover', 'Land Rover Cars', { make: ['Land Rover'] }],
    ['/search/ford/ranger', 'Ford Ranger', { make: ['Ford'], make_model: ['Ford > Ranger'] }],
    [
      '/search/land-rover/range-rover-sport',
      'Land Rover Range Rover Sport',
      { make: ['Land Rover'], make_model: ['Land Rover > Range Rover Sport'] },
    ],
    ['/search/suv', 'SUV', { body: ['SUV'] }],
    ['/search/ute', 'Ute', { body: ['Ute'] }],
    ['/search/brisbane', 'Stock at Test Motors Brisbane', { location_name: ['Test Motors Brisbane'] }],
    ['/search/test-motors-north', 'Stock at Test Motors North', { dealership_name: ['Test Motors North'] }],
    ['/search/ranger', 'Ford Ranger Cars', { make_model: ['Ford > Ranger'] }],
    [
      '/search/range-rover-sport',
      'Land Rover Range Rover Sport Cars',
      { make_model: ['Land Rover > Range Rover Sport'] },
    ],
  ])('%s: "%s"', (path, title, lists) => {
    expect(byPath[path]).toEqual({ path, title, lists });
  });

  it('the default search path comes first and is the fallback', () => {
    expect(fallback).toBe(all[0]);
    expect(fallback.path).toBe('/search/new-used-and-demo-cars');
  });

  it('a path exists only when some car matches it', () => {
    expect(all).toHaveLength(17); // the 15 above, /search/ford/everest and /search/everest
    expect(byPath['/search/toyota']).toBeUndefined();
  });

  it('one car type: the default heading names it alone; no new-and-demo path', () => {
    const used = searchLandings([stock[0]!], site());
    expect(used.fallback.title).toBe('Used Cars');
    expect(used.all.map((landing) => landing.path)).not.toContain('/search/new-and-demo-cars');
  });

  it('"/used-car/..." in place of "/search/..." for the group configured so', () => {
    const group = searchLandings(stock, site({ search: { path_prefix: 'used-car' } }));
    expect(group.fallback.path).toBe('/used-car/new-used-and-demo-cars');
    expect(group.all.every((landing) => landing.path.startsWith('/used-car/'))).toBe(true);
  });

  it('a name that would take a path already taken keeps the first kind (car type, make, body, location, dealership)', () => {
    const clash = searchLandings([car({ id: 9, make: 'Ute', model: 'X', simple_body: 'Ute' })], site());
    expect(clash.all.filter((landing) => landing.path === '/search/ute')).toEqual([
      { path: '/search/ute', title: 'Ute Cars', lists: { make: ['Ute'] } },
    ]);
  });

  it('/search/{model} (issue 17): one model of every make that has it; never a make, body or location path', () => {
    const twoMakes = searchLandings(
      [
        car({ id: 1, make: 'Ford', model: 'Ranger', simple_body: 'Ute' }),
        car({ id: 2, make: 'Isuzu', model: 'Ranger', simple_body: 'Ute' }),
        car({ id: 3, make: 'Mazda', model: 'Ute', simple_body: 'Ute' }),
      ],
      site(),
    );
    const byModel = Object.fromEntries(twoMakes.all.map((landing) => [landing.path, landing]));
    expect(byModel['/search/ranger']).toEqual({
      path: '/search/ranger',
      title: 'Ford Ranger and Isuzu Ranger Cars',
      lists: { make_model: ['Ford > Ranger', 'Isuzu > Ranger'] },
    });
    expect(byModel['/search/ute']).toEqual({ path: '/search/ute', title: 'Ute', lists: { body: ['Ute'] } });
  });

  it("the car type segments follow the site's car_type_slugs", () => {
    const custom = searchLandings(
      [stock[0]!],
      site({ car_type_slugs: { new: 'brand-new', demo: 'demo', used: 'pre-owned' } }),
    );
    expect(custom.all.map((landing) => landing.path)).toContain('/search/pre-owned');
  });
});
