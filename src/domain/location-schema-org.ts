/** Issue 17 item 6: schema.org AutoDealer data for a location page, and the organisation for the home page. */
import { locationRating, showRating } from './locations.ts';
import { OPENING_HOURS_WEEK } from './opening-hours.ts';
import type { Location, SpecialHours } from './schemas/location.ts';

const DAY_OF_WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

type JsonLd = Record<string, unknown>;

function postalAddress(location: Location): JsonLd {
  const { street, city, state, postcode } = location.address;
  return {
    '@type': 'PostalAddress',
    ...(street && { streetAddress: street }),
    ...(city && { addressLocality: city }),
    ...(state && { addressRegion: state.toUpperCase() }),
    ...(postcode && { postalCode: postcode }),
    addressCountry: 'AU',
  };
}

/**
 * openingHoursSpecification: one entry per open weekday with times (Monday first, as the table); hours known
 * only as text cannot be stated as times and are left out. Special hours become entries valid on their date
 * (schema.org: closed is opens = closes = 00:00).
 */
export function openingHoursSpecification(location: Location, specialHours: readonly SpecialHours[]): JsonLd[] {
  const weekly = OPENING_HOURS_WEEK.flatMap(({ weekday }) => {
    const row = location.contact_detail.opening_hours.find((entry) => entry.weekday === weekday);
    if (!row || row.status === 'closed' || !row.open || !row.close) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAY_OF_WEEK[weekday],
        opens: row.open,
        closes: row.close,
      },
    ];
  });
  const special = specialHours
    .filter(
      (entry) =>
        entry.location_id === location.id ||
        entry.location === location.slug ||
        (entry.location_id == null && !entry.location),
    )
    .flatMap((entry) => {
      const opens = entry.status === 'Closed' ? '00:00' : (entry.start_hour ?? entry.hours?.begin);
      const closes = entry.status === 'Closed' ? '00:00' : (entry.end_hour ?? entry.hours?.end);
      if (!opens || !closes) return [];
      return [{ '@type': 'OpeningHoursSpecification', validFrom: entry.date, validThrough: entry.date, opens, closes }];
    });
  return [...weekly, ...special];
}

/** schema.org AutoDealer for one location: name, address, geo, telephone, hours and its Google rating. */
export function autoDealerJsonLd(
  location: Location,
  specialHours: readonly SpecialHours[],
  pageUrl: string,
  minimumRating: number,
  imageUrl: string | null = null,
): JsonLd {
  const { lat, long } = location.address;
  const rating = locationRating(location);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${pageUrl}#dealer`,
    name: location.name,
    url: pageUrl,
    ...(imageUrl && { image: imageUrl }),
    address: postalAddress(location),
    ...(lat != null && long != null && { geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: long } }),
    ...(location.contact_detail.phone && { telephone: location.contact_detail.phone }),
    openingHoursSpecification: openingHoursSpecification(location, specialHours),
    ...(rating &&
      rating.count > 0 &&
      showRating(rating.rating, minimumRating) && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: rating.rating,
          reviewCount: rating.count,
          bestRating: 5,
        },
      }),
  };
}

/** The home page's organisation: the site with each visible location as an AutoDealer department. */
export function organizationJsonLd(
  site: { name: string },
  siteUrl: string,
  locations: readonly { location: Location; url: string }[],
  phone: string | null,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${siteUrl}#organization`,
    name: site.name,
    url: siteUrl,
    ...(phone && { telephone: phone }),
    department: locations.map(({ location, url }) => ({
      '@type': 'AutoDealer',
      name: location.name,
      url,
      address: postalAddress(location),
    })),
  };
}
