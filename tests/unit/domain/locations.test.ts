import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIRECTIONS_BASE_URL,
  EARTH_RADIUS_KM,
  GOOGLE_REVIEWS_FULL_QUANTITY,
  LOCATION_CARD_IMAGE_HEIGHT,
  MAP_HEADING_MANY,
  MAP_HEADING_ONE,
  MAP_LIST_CITY_FACET_LIMIT,
  MAP_LIST_DEALERSHIP_FACET_LIMIT,
  MAX_FULL_STARS,
  MIN_REVIEW_RATING,
  STAR_COUNT,
  SWIPE_HINT_LABEL,
  SWIPE_HINT_MAX_CARDS,
  autoPickedOption,
  directionsUrl,
  distanceKm,
  locationRating,
  mapHeading,
  nearestLocations,
  reviewsToShow,
  showRating,
  showSwipeHint,
  starsFor,
  visibleLocations,
  primaryLocation,
  carLocation,
} from '../../../src/domain/locations.ts';

const BRISBANE_CBD = { lat: -27.4698, long: 153.0251 };
const SYDNEY_CBD = { lat: -33.8688, long: 151.2093 };
const MELBOURNE_CBD = { lat: -37.8136, long: 144.9631 };

describe('location constants: spec 02 §2 and §9', () => {
  it("quotes the spec's numbers and texts", () => {
    expect({
      MIN_REVIEW_RATING,
      GOOGLE_REVIEWS_FULL_QUANTITY,
      MAX_FULL_STARS,
      STAR_COUNT,
      EARTH_RADIUS_KM,
      LOCATION_CARD_IMAGE_HEIGHT,
      MAP_LIST_CITY_FACET_LIMIT,
      MAP_LIST_DEALERSHIP_FACET_LIMIT,
      SWIPE_HINT_MAX_CARDS,
      SWIPE_HINT_LABEL,
      MAP_HEADING_MANY,
      MAP_HEADING_ONE,
      DIRECTIONS_BASE_URL,
    }).toEqual({
      MIN_REVIEW_RATING: 4,
      GOOGLE_REVIEWS_FULL_QUANTITY: 12,
      MAX_FULL_STARS: 4,
      STAR_COUNT: 5,
      EARTH_RADIUS_KM: 6371,
      LOCATION_CARD_IMAGE_HEIGHT: 230,
      MAP_LIST_CITY_FACET_LIMIT: 20,
      MAP_LIST_DEALERSHIP_FACET_LIMIT: 40,
      SWIPE_HINT_MAX_CARDS: 3,
      SWIPE_HINT_LABEL: 'Swipe',
      MAP_HEADING_MANY: '{count} Big Locations',
      MAP_HEADING_ONE: 'Find Us Here',
      DIRECTIONS_BASE_URL: 'https://www.google.com/maps/dir/?api=1&destination=',
    });
  });
});

describe('starsFor: spec 02 §9 "Stars: whole stars plus a partial one, at most 4 full stars"', () => {
  it.each([
    [-1, 0, 0, 5],
    [0, 0, 0, 5],
    [0.5, 0, 0.5, 4],
    [1, 1, 0, 4],
    [2.37, 2, 0.37, 2],
    [3, 3, 0, 2],
    [3.5, 3, 0.5, 1],
    [3.999, 3, 1, 1],
    [4, 4, 0, 1],
    [4.004, 4, 0, 1],
    [4.25, 4, 0.25, 0],
    [4.9, 4, 0.9, 0],
    [5, 4, 1, 0],
    [6, 4, 1, 0],
  ])('rating %s → %i full, %s partial, %i empty', (rating, full, partial, empty) => {
    expect(starsFor(rating)).toEqual({ full, partial, empty });
  });

  it('always draws five stars, at most 4 full, the filled part matching the rating', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (rating) => {
        const { full, partial, empty } = starsFor(rating);
        const clamped = Math.min(Math.max(rating, 0), 5);
        return (
          full + Math.ceil(partial) + empty === 5 &&
          full <= 4 &&
          partial >= 0 &&
          partial <= 1 &&
          Math.abs(full + partial - clamped) <= 0.005
        );
      }),
    );
  });
});

describe('showRating: spec 02 §9 "Minimum review rating 4 ... review rating minimum for display configurable"', () => {
  it.each([
    [null, undefined, false],
    [undefined, undefined, false],
    [3.9, undefined, false],
    [3.99, undefined, false],
    [4, undefined, true],
    [4.8, undefined, true],
    [4.4, 4.5, false],
    [4.5, 4.5, true],
    [3, 3, true],
    [null, 0, false],
    [0, 0, true],
  ])('rating %s with minimum %s → %s', (rating, minimum, expected) => {
    expect(showRating(rating, minimum)).toBe(expected);
  });
});

describe('reviewsToShow: spec 02 §9 "Minimum review rating 4; Google reviews full quantity 12"', () => {
  const review = (rating: number, author = `r${rating}`) => ({ author, rating });

  it('keeps reviews rated 4 or more, in order', () => {
    expect(reviewsToShow([review(5), review(3.9), review(4), review(1), review(4.5)]).map((r) => r.rating)).toEqual([
      5, 4, 4.5,
    ]);
  });

  it('shows at most 12', () => {
    const many = Array.from({ length: 15 }, (_, index) => review(5, `author ${index}`));
    expect(reviewsToShow(many).map((r) => r.author)).toEqual(many.slice(0, 12).map((r) => r.author));
    expect(reviewsToShow(many.slice(0, 12))).toHaveLength(12);
    expect(reviewsToShow(many.slice(0, 11))).toHaveLength(11);
  });

  it('counts the 12 after filtering', () => {
    const mixed = Array.from({ length: 24 }, (_, index) => review(index % 2 ? 5 : 3, `author ${index}`));
    expect(reviewsToShow(mixed)).toHaveLength(12);
    expect(reviewsToShow(mixed).every((r) => r.rating === 5)).toBe(true);
  });

  it.each([
    [4.5, [5, 4.5]],
    [3, [5, 3.9, 4, 4.5]],
    [0, [5, 3.9, 4, 1, 4.5]],
  ])('with a configured minimum of %s keeps %j', (minimum, ratings) => {
    expect(
      reviewsToShow([review(5), review(3.9), review(4), review(1), review(4.5)], minimum).map((r) => r.rating),
    ).toEqual(ratings);
  });
});

describe('locationRating: spec 02 §2 "Google rating with stars and review count"', () => {
  it.each([
    [
      "the location's own fields",
      { average_rating: 4.7, review_count: 212, reviews: { reviews: [], average_rating: 4.1, count: 9 } },
      { rating: 4.7, count: 212 },
    ],
    [
      'the reviews block when the own fields are absent',
      { average_rating: null, review_count: null, reviews: { reviews: [], average_rating: 4.1, count: 9 } },
      { rating: 4.1, count: 9 },
    ],
    ['a count of 0 when none is known', { average_rating: 4.2, reviews: null }, { rating: 4.2, count: 0 }],
    [
      'a count of 0 when the reviews block has none',
      { reviews: { reviews: [], average_rating: 4.2 } },
      { rating: 4.2, count: 0 },
    ],
    ['a rating of 0 is still a rating', { average_rating: 0, review_count: 3 }, { rating: 0, count: 3 }],
    ['no rating at all', { review_count: 5 }, null],
    ['a reviews block without a rating', { reviews: { reviews: [], count: 3 } }, null],
  ])('%s', (_name, location, expected) => {
    expect(locationRating(location)).toEqual(expected);
  });
});

describe('distanceKm: spec 02 §9 "Distance calculation uses earth radius 6371 km"', () => {
  it.each([
    ['Brisbane CBD to Sydney CBD', BRISBANE_CBD, SYDNEY_CBD, 732.38],
    ['Brisbane CBD to Melbourne CBD', BRISBANE_CBD, MELBOURNE_CBD, 1374.41],
    ['one degree of longitude on the equator', { lat: 0, long: 0 }, { lat: 0, long: 1 }, 111.19],
    ['one degree of latitude', { lat: 0, long: 0 }, { lat: 1, long: 0 }, 111.19],
    ['one degree of longitude at 60° south', { lat: -60, long: 0 }, { lat: -60, long: 1 }, 55.6],
    ['half way round the earth (π × 6371)', { lat: 0, long: 0 }, { lat: 0, long: 180 }, 20015.09],
    ['the same point', BRISBANE_CBD, BRISBANE_CBD, 0],
  ])('%s ≈ %s km', (_name, a, b, km) => {
    expect(distanceKm(a, b)).toBeCloseTo(km, 1);
  });

  it('is symmetric and never negative', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      long: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const there = distanceKm(a, b);
        return there >= 0 && there <= Math.PI * 6371 + 1e-6 && Math.abs(there - distanceKm(b, a)) < 1e-6;
      }),
    );
  });
});

describe('nearestLocations: spec 02 §9 distances, nearest first', () => {
  const at = (name: string, lat: number | null, long: number | null) => ({ name, address: { lat, long } });
  const locations = [
    at('Sydney', SYDNEY_CBD.lat, SYDNEY_CBD.long),
    at('No address', null, null),
    at('Gold Coast', -28.0167, 153.4),
    at('Null Island', 0, 0),
    at('Latitude only', -27.5, null),
    at('Longitude only', null, 153),
    at('Brisbane', BRISBANE_CBD.lat, BRISBANE_CBD.long),
  ];

  it('sorts by distance; locations without lat/long last, in their given order', () => {
    const nearest = nearestLocations(locations, BRISBANE_CBD);
    expect(nearest.map(({ location }) => location.name)).toEqual([
      'Brisbane',
      'Gold Coast',
      'Sydney',
      'Null Island',
      'No address',
      'Latitude only',
      'Longitude only',
    ]);
    expect(nearest.map(({ distanceKm: km }) => (km === null ? null : Math.round(km)))).toEqual([
      0,
      71,
      732,
      15818,
      null,
      null,
      null,
    ]);
  });

  it('leaves the given list as it was', () => {
    nearestLocations(locations, BRISBANE_CBD);
    expect(locations[0]?.name).toBe('Sydney');
  });
});

describe("mapHeading: spec 02 §2 \"'N Big Locations' when more than one location, otherwise 'Find Us Here'\"", () => {
  it.each([
    [0, 'Find Us Here'],
    [1, 'Find Us Here'],
    [2, '2 Big Locations'],
    [12, '12 Big Locations'],
  ])('%i → %s', (count, heading) => {
    expect(mapHeading(count)).toBe(heading);
  });

  it('counts only visible locations (spec 02 §3 visible)', () => {
    const locations = [{ id: 1, visible: true }, { id: 2, visible: false }, { id: 3, visible: undefined }, { id: 4 }];
    expect(visibleLocations(locations).map((location) => location.id)).toEqual([1, 3, 4]);
    expect(mapHeading(visibleLocations([{ visible: true }, { visible: false }]).length)).toBe('Find Us Here');
  });
});

describe('autoPickedOption: spec 02 §4 "Location select auto-picks when exactly one option exists"', () => {
  it.each([
    ['no options', [], null],
    ['exactly one option', [{ value: 'brisbane' }], 'brisbane'],
    ['two options', [{ value: 'brisbane' }, { value: 'gold-coast' }], null],
    ['one option with a numeric value', [{ value: 0 }], 0],
  ] as const)('%s → %j', (_name, options, expected) => {
    expect(autoPickedOption<string | number>(options)).toBe(expected);
  });
});

describe('showSwipeHint: spec 02 §2 "a \'Swipe\' hint shows when there are 3 or fewer cards"', () => {
  it.each([
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [10, false],
  ])('%i cards → %s', (count, expected) => {
    expect(showSwipeHint(count)).toBe(expected);
  });
});

describe('directionsUrl: spec 02 §2 "directions link to a maps service"', () => {
  const maps = 'https://www.google.com/maps/dir/?api=1&destination=';
  it.each([
    [
      'the place_url when present',
      { place_url: ' https://maps.app.goo.gl/abc ', lat: -27.4698, long: 153.0251, street: '1 Queen St' },
      'https://maps.app.goo.gl/abc',
    ],
    [
      'lat/long when place_url is blank',
      { place_url: ' ', lat: -27.4698, long: 153.0251, street: '1 Queen St' },
      `${maps}-27.4698,153.0251`,
    ],
    ['lat/long of 0 are a place', { lat: 0, long: 0 }, `${maps}0,0`],
    [
      'the address text without lat/long',
      { street: '1 Queen St', city: 'Brisbane', state: 'QLD', postcode: '4000' },
      `${maps}1%20Queen%20St%2C%20Brisbane%2C%20QLD%2C%204000`,
    ],
    [
      'the address text with only a latitude',
      { lat: -27.4698, city: 'Brisbane', state: 'QLD' },
      `${maps}Brisbane%2C%20QLD`,
    ],
    [
      'the address text with only a longitude',
      { long: 153.0251, street: ' 1 Queen St ', city: ' ', postcode: '4000' },
      `${maps}1%20Queen%20St%2C%204000`,
    ],
    ['null when nothing is known', { place_url: null, street: ' ', city: null }, null],
    ['null for an empty address', {}, null],
  ])('%s', (_name, address, expected) => {
    expect(directionsUrl(address)).toBe(expected);
  });
});

describe("which location: the main one, and a car's", () => {
  const locations = [
    { id: 1, primary: false },
    { id: 2, primary: true },
    { id: 3, primary: false },
  ];
  it('the main location is the one marked primary, else the first', () => {
    expect(primaryLocation(locations).id).toBe(2);
    expect(
      primaryLocation([
        { id: 7, primary: false },
        { id: 8, primary: null },
      ]).id,
    ).toBe(7);
    expect(() => primaryLocation([])).toThrow('a site has at least one location');
  });
  it.each([
    [3, 3],
    [9, 2],
    [null, 2],
    [undefined, 2],
  ])('a car at location %s is shown at %s', (locationId, expected) => {
    expect(carLocation({ location_id: locationId }, locations).id).toBe(expected);
  });
});
