/** What the location blocks show of a location, computed once from the rules (components only lay it out). */
import { directionsUrl, locationRating, showRating, starsFor, type Stars } from '../../domain/locations.ts';
import { locationPath } from '../../domain/location-pages.ts';
import { hoursTypesOf } from '../../domain/opening-hours.ts';
import type { Location, SpecialHours } from '../../domain/schemas/location.ts';

/**
 * Spec 02 §2 Parts Enquiry link: the contact page, whose form offers the 'Parts Enquiry' type, built on every tenant.
 * The parts page (`/vehicle-parts-and-accessories`, issue 17 item 7) is not built yet, and no link may lead to a page
 * that is not built.
 */
export const PARTS_ENQUIRY_PATH = '/contact-us';

export interface LocationView {
  location: Location;
  href: string;
  address: string;
  phone: { text: string; href: string } | null;
  directions: string | null;
  rating: { value: number; count: number; stars: Stars } | null;
  partsEnquiry: boolean;
  /** The JSON <open-now> reads: the hours and this location's special hours only. */
  openNowData: string;
}

export function addressText(location: Location): string {
  const { street, city, state, postcode } = location.address;
  return [street, city, state?.toUpperCase(), postcode].filter(Boolean).join(', ');
}

export function locationView(
  location: Location,
  specialHours: readonly SpecialHours[],
  minimumRating: number,
): LocationView {
  const rating = locationRating(location);
  const phone = location.contact_detail.phone;
  const ownSpecial = specialHours.filter(
    (entry) =>
      entry.location_id === location.id ||
      entry.location === location.slug ||
      (entry.location_id == null && !entry.location),
  );
  return {
    location,
    href: locationPath(location),
    address: addressText(location),
    phone: phone ? { text: phone, href: `tel:${phone.replace(/\s+/g, '')}` } : null,
    directions: directionsUrl(location.address),
    rating:
      rating && showRating(rating.rating, minimumRating)
        ? { value: rating.rating, count: rating.count, stars: starsFor(rating.rating) }
        : null,
    partsEnquiry: hoursTypesOf(location).includes('parts'),
    openNowData: JSON.stringify({
      location: { id: location.id, slug: location.slug, contact_detail: location.contact_detail },
      specialHours: ownSpecial,
    }),
  };
}
