import { describe, expect, it } from 'vitest';
import {
  autoDealerJsonLd,
  openingHoursSpecification,
  organizationJsonLd,
} from '../../../src/domain/location-schema-org.ts';
import { LocationSchema, type SpecialHours } from '../../../src/domain/schemas/location.ts';

const location = LocationSchema.parse({
  id: 7,
  name: 'Harbour City Toyota',
  slug: 'clinton',
  address: { street: '120 Dawson Highway', city: 'Clinton', state: 'qld', postcode: '4680', lat: -23.87, long: 151.22 },
  contact_detail: {
    phone: '07 5550 1200',
    opening_hours: [
      { weekday: 1, open: '08:30', close: '17:30' },
      { weekday: 6, formated_hours: 'By appointment' },
      { weekday: 0, status: 'closed' },
    ],
  },
  average_rating: 4.7,
  review_count: 412,
});
const special: SpecialHours[] = [
  { date: '2026-12-25', status: 'Closed', label: 'Christmas Day' },
  { date: '2026-12-31', status: 'Open', start_hour: '08:30', end_hour: '13:00', location_id: 7 },
  { date: '2026-12-31', status: 'Open', start_hour: '09:00', end_hour: '12:00', location_id: 99 },
];

describe('schema.org AutoDealer per location (issue 17 item 6)', () => {
  it('states open weekdays with times, Monday first; text-only and closed days are left out; special hours by date', () => {
    expect(openingHoursSpecification(location, special)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '08:30', closes: '17:30' },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-31',
        validThrough: '2026-12-31',
        opens: '08:30',
        closes: '13:00',
      },
    ]);
  });

  it('carries address, geo, telephone and the rating shown on the page', () => {
    const data = autoDealerJsonLd(location, [], 'https://x.example/locations/clinton/', 4);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Harbour City Toyota',
      address: { streetAddress: '120 Dawson Highway', addressRegion: 'QLD', postalCode: '4680', addressCountry: 'AU' },
      geo: { '@type': 'GeoCoordinates', latitude: -23.87, longitude: 151.22 },
      telephone: '07 5550 1200',
      aggregateRating: { ratingValue: 4.7, reviewCount: 412, bestRating: 5 },
    });
  });

  it('leaves the rating out when the site hides it (spec 02 §9 "review rating minimum for display")', () => {
    expect(autoDealerJsonLd(location, [], 'https://x.example/', 4.8)).not.toHaveProperty('aggregateRating');
  });

  it('lists the locations as departments of the organisation on the home page', () => {
    const data = organizationJsonLd(
      { name: 'Group' },
      'https://x.example/',
      [{ location, url: 'https://x.example/locations/clinton' }],
      null,
    );
    expect(data).toMatchObject({ '@type': 'AutoDealer', name: 'Group', department: [{ name: 'Harbour City Toyota' }] });
    expect(data).not.toHaveProperty('telephone');
  });
});
