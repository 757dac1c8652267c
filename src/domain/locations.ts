import type { Address, Location } from './schemas/location.ts';
import { fillString } from './fill-string.ts';
import { LOCATIONS_STRINGS } from './strings/locations.ts';
import { distanceKm, type LatLong } from './distance.ts';

// The distance rule lives in distance.ts, so browser code can use it without this file's shopper texts.
export { distanceKm, EARTH_RADIUS_KM, type LatLong } from './distance.ts';

/** Spec 02 §9: "Minimum review rating 4". */
export const MIN_REVIEW_RATING = 4;
/** Spec 02 §9: "Google reviews full quantity 12". */
export const GOOGLE_REVIEWS_FULL_QUANTITY = 12;
/** Spec 02 §9: "Stars: whole stars plus a partial one, at most 4 full stars". */
export const MAX_FULL_STARS = 4;
/** Spec 02 §3: ratings run from 0 to 5 stars. */
export const STAR_COUNT = 5;
/** Spec 02 §9: "Location card image height 230px". */
export const LOCATION_CARD_IMAGE_HEIGHT = 230;
/** Spec 02 §9: "Map list limits: city facet 20". */
export const MAP_LIST_CITY_FACET_LIMIT = 20;
/** Spec 02 §9: "Map list limits: ... dealership facet 40". */
export const MAP_LIST_DEALERSHIP_FACET_LIMIT = 40;
/** Spec 02 §2: "a 'Swipe' hint shows when there are 3 or fewer cards". */
export const SWIPE_HINT_MAX_CARDS = 3;
/** Spec 02 §2: the carousel's 'Swipe' hint. */
export const SWIPE_HINT_LABEL = LOCATIONS_STRINGS['locations.swipe'];
/** Spec 02 §2: "Map heading reads 'N Big Locations' when more than one location". */
export const MAP_HEADING_MANY = LOCATIONS_STRINGS['locations.mapHeadingMany'];
/** Spec 02 §2: "otherwise 'Find Us Here'". */
export const MAP_HEADING_ONE = LOCATIONS_STRINGS['locations.mapHeadingOne'];
/** Spec 02 §2 directions link to a maps service: Google Maps directions (Maps URLs, api=1). */
export const DIRECTIONS_BASE_URL = 'https://www.google.com/maps/dir/?api=1&destination=';

export interface Stars {
  full: number;
  /** 0..1: how much of the star after the full ones is filled. */
  partial: number;
  empty: number;
}

type Located = { address: Pick<Address, 'lat' | 'long'> };
export interface NearestLocation<T> {
  location: T;
  distanceKm: number | null;
}

/**
 * Spec 02 §9 "Stars: whole stars plus a partial one, at most 4 full stars", over 5 stars: the
 * rating (clamped to 0..5) fills whole stars up to 4; the rest (up to one whole star, to two
 * decimals) fills the partial star. 4.9 → 4 full + 0.9; 5 → 4 full + a partial of 1.
 */
export function starsFor(rating: number): Stars {
  const clamped = Math.min(Math.max(rating, 0), STAR_COUNT);
  const full = Math.min(Math.floor(clamped), MAX_FULL_STARS);
  const partial = Math.round((clamped - full) * 100) / 100;
  return { full, partial, empty: STAR_COUNT - full - Math.ceil(partial) };
}

/** Spec 02 §9 "review rating minimum for display configurable" (default 4): whether a rating is shown. */
export function showRating(rating: number | null | undefined, minimum: number = MIN_REVIEW_RATING): boolean {
  return rating != null && rating >= minimum;
}

/** Spec 02 §9 "Minimum review rating 4; Google reviews full quantity 12": reviews rated at least the minimum, at most 12. */
export function reviewsToShow<T extends { rating: number }>(
  reviews: readonly T[],
  minimumRating: number = MIN_REVIEW_RATING,
): T[] {
  return reviews.filter((review) => review.rating >= minimumRating).slice(0, GOOGLE_REVIEWS_FULL_QUANTITY);
}

/**
 * Spec 02 §2 "Google rating with stars and review count": the location's own average_rating and
 * review_count, else those of its reviews block; null when it has no rating.
 */
export function locationRating(
  location: Pick<Location, 'average_rating' | 'review_count' | 'reviews'>,
): { rating: number; count: number } | null {
  const rating = location.average_rating ?? location.reviews?.average_rating;
  if (rating == null) return null;
  return { rating, count: location.review_count ?? location.reviews?.count ?? 0 };
}

function pointOf(location: Located): LatLong | null {
  const { lat, long } = location.address;
  return lat != null && long != null ? { lat, long } : null;
}

/** Spec 02 §9 distances: locations nearest first from `point`; those without lat/long last, in their given order. */
export function nearestLocations<T extends Located>(locations: readonly T[], point: LatLong): NearestLocation<T>[] {
  const measured = locations.map((location) => {
    const at = pointOf(location);
    return { location, distanceKm: at ? distanceKm(point, at) : null };
  });
  return measured.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity));
}

/** Spec 02 §2 map heading: "'N Big Locations' when more than one location, otherwise 'Find Us Here'". */
export function mapHeading(count: number): string {
  return count > 1 ? fillString(MAP_HEADING_MANY, { count }) : MAP_HEADING_ONE;
}

/** Spec 02 §3 "visible": the locations shown to shoppers (visible unless set to false). */
export function visibleLocations<T extends { visible?: boolean | null }>(locations: readonly T[]): T[] {
  return locations.filter((location) => location.visible !== false);
}

// The lead forms' select rule, in a module of its own so that a form does not bring this module's default texts.
export { autoPickedOption } from './auto-picked-option.ts';

/** Spec 02 §2 "a 'Swipe' hint shows when there are 3 or fewer cards". */
export function showSwipeHint(cardCount: number): boolean {
  return cardCount <= SWIPE_HINT_MAX_CARDS;
}

/**
 * Spec 02 §2 "directions link to a maps service": the address's place_url; else Google Maps
 * directions to its lat/long; else to its street, city, state and postcode; null when none is known.
 */
export function directionsUrl(
  address: Pick<Address, 'place_url' | 'lat' | 'long' | 'street' | 'city' | 'state' | 'postcode'>,
): string | null {
  const placeUrl = address.place_url?.trim();
  if (placeUrl) return placeUrl;
  const point = pointOf({ address });
  if (point) return `${DIRECTIONS_BASE_URL}${point.lat},${point.long}`;
  const text = [address.street, address.city, address.state, address.postcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return text ? `${DIRECTIONS_BASE_URL}${encodeURIComponent(text)}` : null;
}

/** The site's main location: the one marked primary (the site schema requires exactly one), else the first. */
export function primaryLocation<T extends { primary?: boolean | null }>(locations: readonly T[]): T {
  const found = locations.find((location) => location.primary) ?? locations[0];
  if (found === undefined) throw new Error('a site has at least one location');
  return found;
}

/** Where a car is: the location its location_id names, else the site's main location. */
export function carLocation<T extends { id: number; primary?: boolean | null }>(
  car: { location_id?: number | null },
  locations: readonly T[],
): T {
  return locations.find((location) => location.id === car.location_id) ?? primaryLocation(locations);
}
