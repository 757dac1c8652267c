/**
 * How a vehicle page is found and shared: schema.org `Car` structured data with an `Offer`, and
 * the Open Graph and Twitter card tags, all from the car as the page shows it.
 */
import { carTitle } from '../domain/format.ts';
import { imageUrl } from '../domain/image-url.ts';
import { carLocation } from '../domain/locations.ts';
import { dealerPhoneFor } from '../domain/phone.ts';
import { priceDisplay } from '../domain/price-display.ts';
import type { Car } from '../domain/schemas/car.ts';
import type { SiteConfig } from '../domain/schemas/site-config.ts';
import { isSold } from '../domain/stock.ts';
import { MAIN_IMAGE } from '../domain/vehicle-page.ts';

/** Schema.org's names for the page's availability: coming soon is not yet buyable, sold is gone. */
export function offerAvailability(car: Pick<Car, 'status' | 'sold'>): string {
  if (car.status === 'in_stock') return 'https://schema.org/InStock';
  if (car.status === 'coming_soon') return 'https://schema.org/PreOrder';
  return isSold(car) ? 'https://schema.org/SoldOut' : 'https://schema.org/OutOfStock';
}

/** New cars are new; demonstrators and used cars have been driven. */
const CONDITION = {
  new: 'https://schema.org/NewCondition',
  demo: 'https://schema.org/UsedCondition',
  used: 'https://schema.org/UsedCondition',
} as const;

const absolute = (url: string, origin: string) => new URL(url, origin).href;

/** The car's images as absolute URLs, main size, the primary first. */
export function carImageUrls(car: Car, site: SiteConfig, origin: string): string[] {
  const sources = car.images.map((image) => image.image.url);
  const primary = car.primary_image_url;
  const ordered = primary ? [primary, ...sources.filter((source) => source !== primary)] : sources;
  return ordered.map((source) => absolute(imageUrl(source, MAIN_IMAGE, site.image_cdn), origin));
}

/**
 * The `Car` object for the page's JSON-LD. The offer carries a price only when the page shows one
 * (spec 01 §4 precedence: no price, preorder and subscription pages show none to compare), in AUD.
 * Fields the car lacks are left out rather than sent empty.
 */
export function carStructuredData(car: Car, site: SiteConfig, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const shown = priceDisplay(car, site);
  const location = carLocation(car, site.locations);
  const address = location.address;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: carTitle(car),
    url: pageUrl,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: CONDITION[car.car_type],
    vehicleIdentificationNumber: car.vin ?? undefined,
    sku: car.stocknum ?? undefined,
    mileageFromOdometer: car.km != null ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } : undefined,
    bodyType: car.body ?? car.simple_body ?? undefined,
    fuelType: car.fuel ?? car.simple_fuel ?? undefined,
    vehicleTransmission: car.trans ?? car.simple_transmission ?? undefined,
    driveWheelConfiguration: car.drive ?? car.simple_drive ?? undefined,
    color: car.colour ?? undefined,
    vehicleInteriorColor: car.interior_colour ?? undefined,
    numberOfDoors: car.doors ?? undefined,
    seatingCapacity: car.seats ?? undefined,
    image: carImageUrls(car, site, origin),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'AUD',
      price: shown.kind === 'price' ? shown.amount : undefined,
      availability: offerAvailability(car),
      seller: {
        '@type': 'AutoDealer',
        name: location.name || site.name,
        telephone: dealerPhoneFor(car, site.phone_numbers) || undefined,
        address: {
          '@type': 'PostalAddress',
          streetAddress: address.street ?? undefined,
          addressLocality: address.city ?? undefined,
          addressRegion: address.state?.toUpperCase() ?? undefined,
          postalCode: address.postcode ?? undefined,
          addressCountry: 'AU',
        },
      },
    },
  };
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so text in the stock (a dealer
 * comment with "</script>") can never end the element early.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

/** Open Graph and Twitter card tags (property or name → content) for a shared car link. */
export function carSocialMeta(
  car: Car,
  site: SiteConfig,
  pageUrl: string,
  description: string,
): { attribute: 'property' | 'name'; key: string; content: string }[] {
  const image = carImageUrls(car, site, new URL(pageUrl).origin)[0];
  const title = carTitle(car);
  const tags: { attribute: 'property' | 'name'; key: string; content: string }[] = [
    { attribute: 'property', key: 'og:type', content: 'product' },
    { attribute: 'property', key: 'og:site_name', content: site.name },
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:description', content: description },
    { attribute: 'property', key: 'og:url', content: pageUrl },
    { attribute: 'property', key: 'og:locale', content: 'en_AU' },
    { attribute: 'name', key: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { attribute: 'name', key: 'twitter:title', content: title },
    { attribute: 'name', key: 'twitter:description', content: description },
  ];
  if (image) {
    tags.push(
      { attribute: 'property', key: 'og:image', content: image },
      { attribute: 'property', key: 'og:image:width', content: String(MAIN_IMAGE.width) },
      { attribute: 'property', key: 'og:image:height', content: String(MAIN_IMAGE.height) },
      { attribute: 'property', key: 'og:image:alt', content: title },
      { attribute: 'name', key: 'twitter:image', content: image },
    );
  }
  return tags;
}
