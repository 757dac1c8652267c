import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  favouriteEntry,
  rememberViewedCar,
  revertSaved,
  saveOnReturn,
  signInToSaveUrl,
  VIEWED_CARS_LIMIT,
  saveAction,
  showSaveButton,
  toggleSaved,
  viewedCarRecord,
} from '../../../src/domain/watchlist.ts';
import type { CarInput } from '../../../src/domain/schemas/car.ts';
import { car } from '../../fixtures/cars.ts';

const photo = { image: { url: 'https://img.example/1.jpg', thumb: { url: 'https://img.example/1t.jpg' } } };

describe('saveAction: "Saving is blocked and the visitor redirected to sign-in when the user has no phone on record" (spec 01 §4, §6)', () => {
  const path = '/cars/2021-toyota-corolla-a1';
  const signIn = {
    kind: 'sign-in',
    url: '/sign-in?type=watchlist&redirect=%2Fcars%2F2021-toyota-corolla-a1&back=%2Fcars%2F2021-toyota-corolla-a1',
  };
  it.each([
    ['a user with a phone saves', { phone: '0400000000' }, { kind: 'save', phone_number: '0400000000', car_id: 1017 }],
    [
      'the phone is sent trimmed',
      { phone: ' 0400000000 ' },
      { kind: 'save', phone_number: '0400000000', car_id: 1017 },
    ],
    ['no user', null, signIn],
    ['a user without a phone', {}, signIn],
    ['a null phone', { phone: null }, signIn],
    ['an empty phone', { phone: '' }, signIn],
    ['a blank phone', { phone: '  ' }, signIn],
  ] as const)('%s', (_name, user, expected) => expect(saveAction(car(), user, path)).toEqual(expected));

  it('the sign-in link matches spec 01 §2 for a plain path', () => {
    expect(saveAction({ id: 1 }, null, '/cars/x')).toEqual({
      kind: 'sign-in',
      url: '/sign-in?type=watchlist&redirect=%2Fcars%2Fx&back=%2Fcars%2Fx',
    });
  });
});

describe('showSaveButton: "Sold vehicles hide the save button unless already saved. Save buttons are also hidden on some variants when price is 0 or less or there are no images." (spec 01 §4)', () => {
  it.each<[string, Partial<CarInput>, boolean, boolean, boolean]>([
    ['in stock', { status: 'in_stock' }, false, false, true],
    ['coming soon', { status: 'coming_soon' }, false, false, true],
    ['sold, not saved', { status: 'sold' }, false, false, false],
    ['other out-of-stock status, not saved', { status: 'pending' }, false, false, false],
    ['sold but already saved', { status: 'sold' }, true, false, true],
    ['variant: price 0', { price: 0, images: [photo] }, false, true, false],
    ['variant: price 1 with images', { price: 1, images: [photo] }, false, true, true],
    ['variant: no images', { price: 28990, images: [] }, false, true, false],
    ['variant: price and images', { price: 28990, images: [photo] }, false, true, true],
    ['no variant: price 0 and no images still shows', { price: 0, images: [] }, false, false, true],
    ['variant: already saved keeps the button (to remove it)', { price: 0, images: [] }, true, true, true],
    ['variant: sold with price and images, not saved', { status: 'sold', images: [photo] }, false, true, false],
  ])('%s → %s', (_name, fields, alreadySaved, hideWithoutPriceOrImages, expected) => {
    expect(showSaveButton(car(fields), { alreadySaved, hideWithoutPriceOrImages })).toBe(expected);
  });

  it('a negative price hides the button on the variant', () => {
    expect(
      showSaveButton(
        { status: 'in_stock', price: -1, images: [photo] },
        { alreadySaved: false, hideWithoutPriceOrImages: true },
      ),
    ).toBe(false);
  });
});

describe('optimistic watchlist updates: "save and remove are optimistic (list updated first, then the call)" (spec 01 §4)', () => {
  it.each([
    ['adds an absent id', [1, 2], 3, [1, 2, 3]],
    ['adds to an empty list', [], 3, [3]],
    ['removes a present id', [1, 2, 3], 2, [1, 3]],
    ['removes every copy of a present id', [2, 1, 2], 2, [1]],
  ])('toggleSaved: %s', (_name, ids, id, expected) => expect(toggleSaved(ids, id)).toEqual(expected));

  it.each([
    ['a failed save is undone', [1, 2, 3], 3, false, [1, 2]],
    ['a failed removal is undone', [1, 2], 3, true, [1, 2, 3]],
    ['no duplicate when the id is already back', [1, 3], 3, true, [1, 3]],
    ['nothing to undo when already absent', [1], 3, false, [1]],
  ])('revertSaved: %s', (_name, ids, id, wasSaved, expected) =>
    expect(revertSaved(ids, id, wasSaved)).toEqual(expected),
  );

  it('toggling twice leaves the id as it was; reverting a toggle restores membership; never duplicates', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(50)), fc.nat(50), (ids, id) => {
        const wasSaved = ids.includes(id);
        const toggled = toggleSaved(ids, id);
        const reverted = revertSaved(toggled, id, wasSaved);
        return (
          toggled.includes(id) === !wasSaved &&
          new Set(toggled).size === toggled.length &&
          reverted.includes(id) === wasSaved &&
          [...reverted].sort().join() === [...ids].sort().join() &&
          toggleSaved(toggled, id).includes(id) === wasSaved
        );
      }),
    );
  });

  it('does not change the list it is given', () => {
    const ids = [1, 2];
    toggleSaved(ids, 3);
    revertSaved(ids, 3, true);
    expect(ids).toEqual([1, 2]);
  });
});

describe('favouriteEntry: "Favourite entry (persisted locally per site): id, name, slug, make, model, primary_image_url" (spec 01 §3)', () => {
  it.each<[string, Partial<CarInput>, { name: string; primary_image_url: string | null }]>([
    [
      "the car's own name and image",
      { name: '2021 Toyota Corolla Ascent Sport', primary_image_url: 'https://img.example/p.jpg', images: [photo] },
      { name: '2021 Toyota Corolla Ascent Sport', primary_image_url: 'https://img.example/p.jpg' },
    ],
    ['no name: year make model', { name: null }, { name: '2021 Toyota Corolla', primary_image_url: null }],
    ['an empty name: year make model', { name: '' }, { name: '2021 Toyota Corolla', primary_image_url: null }],
    [
      'no primary image: the first image',
      { images: [photo, { image: { url: 'https://img.example/2.jpg' } }] },
      { name: '2021 Toyota Corolla', primary_image_url: 'https://img.example/1.jpg' },
    ],
    [
      'an empty primary image: the first image',
      { primary_image_url: '', images: [photo] },
      { name: '2021 Toyota Corolla', primary_image_url: 'https://img.example/1.jpg' },
    ],
  ])('%s', (_name, fields, expected) => {
    expect(favouriteEntry(car(fields))).toEqual({
      id: 1017,
      slug: '2021-toyota-corolla-ascent-sport-a123',
      make: 'Toyota',
      model: 'Corolla',
      ...expected,
    });
  });
});

describe('viewedCarRecord: "Viewed-car record (stored locally): id, stocknum, make, model, body, simple_body" (spec 01 §3), and the slug to link it', () => {
  const slug = '2021-toyota-corolla-ascent-sport-a123';
  it.each([
    [
      'all fields',
      { body: 'Hatchback 5dr', simple_body: 'Hatch' },
      {
        id: 1017,
        slug,
        stocknum: 'A123',
        make: 'Toyota',
        model: 'Corolla',
        body: 'Hatchback 5dr',
        simple_body: 'Hatch',
      },
    ],
    [
      'missing values are null',
      { stocknum: undefined },
      { id: 1017, slug, stocknum: null, make: 'Toyota', model: 'Corolla', body: null, simple_body: null },
    ],
  ] as const)('%s', (_name, fields, expected) => expect(viewedCarRecord(car(fields))).toEqual(expected));
});

describe('saving while signed out "goes through sign-in and saves the car on return" (issue 14; spec 01 §2 sign-in route)', () => {
  it('the sign-in URL is /sign-in?type=watchlist&redirect={path with ?save=id}&back={path}', () => {
    const url = new URL(signInToSaveUrl('/search/used-cars?make=Toyota', 42), 'http://site.test');
    expect(url.pathname).toBe('/sign-in');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'watchlist',
      redirect: '/search/used-cars?make=Toyota&save=42',
      back: '/search/used-cars?make=Toyota',
    });
  });

  it('a path without a query gets one; an earlier save parameter is replaced', () => {
    const redirect = (path: string) =>
      new URL(signInToSaveUrl(path, 7), 'http://site.test').searchParams.get('redirect');
    expect(redirect('/cars/a-car')).toBe('/cars/a-car?save=7');
    expect(redirect('/?save=3')).toBe('/?save=7');
  });

  it.each([
    ['/cars/a-car?save=42', { carId: 42, cleanPath: '/cars/a-car' }],
    ['/search/x?make=Toyota&save=42#top', { carId: 42, cleanPath: '/search/x?make=Toyota#top' }],
    ['/?save=abc', { carId: null, cleanPath: '/' }],
    ['/?save=0', { carId: null, cleanPath: '/' }],
    ['/?save=', { carId: null, cleanPath: '/' }],
    ['/cars/a-car', null],
    ['/?saved=1', null],
  ] as const)('on return %s → %j', (path, expected) => expect(saveOnReturn(path)).toEqual(expected));

  it("a page whose pathname starts with '//' (https://dealer.example//) is still this site's page", () => {
    // Found by the property below: new URL('//', base) is another host, and the heart's click threw.
    const redirect = new URL(signInToSaveUrl('//', 7), 'http://site.test').searchParams.get('redirect')!;
    expect(saveOnReturn(redirect)).toEqual({ carId: 7, cleanPath: '//' });
  });

  it('round trip: the redirect of the sign-in URL names the car and cleans back to the page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.webPath(), (id, path) => {
        // A site path: one leading slash (a webPath of '//x' would be another host).
        const start = new URL(`/${path.replace(/^\/+/, '')}`, 'http://site.test');
        const page = start.pathname + start.search;
        const redirect = new URL(signInToSaveUrl(page, id), 'http://site.test').searchParams.get('redirect')!;
        const back = saveOnReturn(redirect);
        expect(back?.carId).toBe(id);
        // Joined to the origin, not resolved against it: a clean path of '//' (from '/.//') is this site's page.
        const cleaned = new URL(`http://site.test${back!.cleanPath}`);
        start.searchParams.delete('save');
        expect(cleaned.pathname + cleaned.search).toBe(start.pathname + start.search);
      }),
    );
    // 100 generated paths take about a second; a loaded two-core machine has taken five.
  }, 20_000);
});

describe('rememberViewedCar: the stored viewed cars, newest first, each car once', () => {
  const viewed = (id: number) => ({
    id,
    slug: null,
    stocknum: null,
    make: 'Kia',
    model: 'Rio',
    body: null,
    simple_body: null,
  });
  it('puts the car first and drops its earlier record', () => {
    expect(rememberViewedCar([viewed(1), viewed(2), viewed(3)], viewed(2)).map((car) => car.id)).toEqual([2, 1, 3]);
  });
  it(`keeps at most ${VIEWED_CARS_LIMIT}`, () => {
    const full = Array.from({ length: VIEWED_CARS_LIMIT }, (_, index) => viewed(index + 1));
    const after = rememberViewedCar(full, viewed(99));
    expect(after).toHaveLength(VIEWED_CARS_LIMIT);
    expect(after[0]!.id).toBe(99);
    expect(after.map((car) => car.id)).not.toContain(VIEWED_CARS_LIMIT);
  });
});
