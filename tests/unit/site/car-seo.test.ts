/**
 * A car page's search and sharing data: schema.org Car JSON-LD with an Offer (price in AUD,
 * availability from status), VIN, mileage, body, fuel, transmission, colour, images; Open Graph
 * and Twitter cards with the primary image.
 */
import { describe, expect, it } from 'vitest';
import { carSocialMeta, carStructuredData, jsonLdText, offerAvailability } from '../../../src/site/car-seo.ts';
import { car, site } from '../../fixtures/cars.ts';

const PAGE = 'https://www.testmotors.com.au/cars/2021-toyota-corolla-ascent-sport-a123';
const corolla = car({
  vin: 'JTNKU3JE60J012345',
  km: 45_210,
  body: 'Hatchback',
  fuel: 'Petrol',
  trans: 'Automatic',
  colour: 'Glacier White',
  doors: 5,
  seats: 5,
  images: [{ image: { url: '/media/cars/a123/1.svg' } }, { image: { url: '/media/cars/a123/2.svg' } }],
  primary_image_url: '/media/cars/a123/2.svg',
});
const testMotors = site();

describe('carStructuredData', () => {
  it('describes the car and its offer as schema.org Car with an AUD Offer', () => {
    const data = carStructuredData(corolla, testMotors, PAGE);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Toyota Corolla',
      url: PAGE,
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Corolla',
      vehicleModelDate: '2021',
      itemCondition: 'https://schema.org/UsedCondition',
      vehicleIdentificationNumber: 'JTNKU3JE60J012345',
      sku: 'A123',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45_210, unitCode: 'KMT' },
      bodyType: 'Hatchback',
      fuelType: 'Petrol',
      vehicleTransmission: 'Automatic',
      color: 'Glacier White',
      numberOfDoors: 5,
      seatingCapacity: 5,
      offers: {
        '@type': 'Offer',
        url: PAGE,
        priceCurrency: 'AUD',
        price: 28_990,
        availability: 'https://schema.org/InStock',
        seller: {
          '@type': 'AutoDealer',
          name: 'Test Motors Brisbane',
          telephone: '07 3000 0002',
          address: { addressLocality: 'Brisbane', addressRegion: 'QLD', postalCode: '4000', addressCountry: 'AU' },
        },
      },
    });
  });

  it('lists the images as absolute URLs, the primary image first', () => {
    expect(carStructuredData(corolla, testMotors, PAGE).image).toEqual([
      'https://www.testmotors.com.au/media/cars/a123/2.svg',
      'https://www.testmotors.com.au/media/cars/a123/1.svg',
    ]);
  });

  it('leaves out what the car lacks, and the price when the page shows none (spec 01 §4: 10 or less is no price)', () => {
    const bare = carStructuredData(car({ price: 0 }), testMotors, PAGE);
    expect(bare).not.toHaveProperty('vehicleIdentificationNumber');
    expect(bare).not.toHaveProperty('mileageFromOdometer');
    expect(bare.offers).not.toHaveProperty('price');
    expect(bare.image).toEqual([]);
  });

  it.each<[string, Parameters<typeof car>[0], string]>([
    ['in_stock', { status: 'in_stock' }, 'https://schema.org/InStock'],
    ['coming_soon', { status: 'coming_soon' }, 'https://schema.org/PreOrder'],
    ['sold', { status: 'sold' }, 'https://schema.org/SoldOut'],
    ['sold flag', { status: 'others', sold: true }, 'https://schema.org/SoldOut'],
    ['any other status', { status: 'others' }, 'https://schema.org/OutOfStock'],
  ])('availability for %s', (_case, fields, expected) => {
    expect(offerAvailability(car(fields))).toBe(expected);
  });

  it('a new car is in new condition', () => {
    expect(carStructuredData(car({ car_type: 'new' }), testMotors, PAGE).itemCondition).toBe(
      'https://schema.org/NewCondition',
    );
  });
});

describe('jsonLdText', () => {
  it('cannot close its script element early', () => {
    const text = jsonLdText({ note: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ note: '</script><script>alert(1)</script>' });
  });
});

describe('carSocialMeta', () => {
  it('shares the title, description, page and primary image as Open Graph and a large Twitter card', () => {
    const tags = Object.fromEntries(
      carSocialMeta(corolla, testMotors, PAGE, 'A fine car.').map((tag) => [tag.key, tag.content]),
    );
    expect(tags).toMatchObject({
      'og:title': '2021 Toyota Corolla',
      'og:description': 'A fine car.',
      'og:url': PAGE,
      'og:site_name': 'Test Motors',
      'og:image': 'https://www.testmotors.com.au/media/cars/a123/2.svg',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://www.testmotors.com.au/media/cars/a123/2.svg',
    });
  });

  it('without images, a small card and no image tags', () => {
    const tags = carSocialMeta(car(), testMotors, PAGE, 'x').map((tag) => tag.key);
    expect(tags).toContain('twitter:card');
    expect(tags).not.toContain('og:image');
  });
});
