/**
 * Meta's automotive inventory catalogue (Facebook and Instagram automotive inventory ads), one XML
 * feed per tenant. Fields, enums and the XML shape from Meta's published reference,
 * https://developers.facebook.com/docs/marketing-api/auto-ads/reference and
 * https://developers.facebook.com/docs/marketing-api/dynamic-ads-auto/auto-catalog (read 2026-11):
 * required vehicle_id, title, description (at most 5000 characters), url, make, model, year,
 * mileage (value and unit MI | KM), image (url; up to 20), price ("18000 USD"), address (addr1,
 * city, region, postal_code, country), exterior_color, state_of_vehicle (NEW | USED | CPO), vin
 * (exactly 17 characters) and body_style (enum); transmission, fuel_type, drivetrain, trim,
 * sale_price, availability, latitude and longitude when the stock has them.
 */
import { CAR_TYPE_LABELS } from '../../domain/car-types.ts';
import { carTitle, formatKm } from '../../domain/format.ts';
import type { Car } from '../../domain/schemas/car.ts';
import { escapeXml } from '../../domain/xml-text.ts';
import {
  feedAddress,
  feedCarUrl,
  feedDate,
  feedImageUrls,
  feedKm,
  feedLocation,
  feedPrice,
  feedText,
  isOfferedInFeeds,
  isVin,
  salePrice,
  type FeedInput,
  type FeedResult,
  type RejectedCar,
} from './feed-values.ts';

export const META_FEED_FILE = 'meta-automotive.xml';

const MAX_DESCRIPTION = 5000;
const MAX_IMAGES = 20;

/** Meta's body_style values for the platform's simple body types (unknown ones are OTHER). */
const BODY_STYLE: Record<string, string> = {
  convertible: 'CONVERTIBLE',
  coupe: 'COUPE',
  hatch: 'HATCHBACK',
  hatchback: 'HATCHBACK',
  'people mover': 'MINIVAN',
  sedan: 'SEDAN',
  suv: 'SUV',
  ute: 'TRUCK',
  'cab chassis': 'TRUCK',
  van: 'VAN',
  wagon: 'WAGON',
};
const FUEL_TYPE: Record<string, string> = {
  petrol: 'PETROL',
  diesel: 'DIESEL',
  electric: 'ELECTRIC',
  hybrid: 'HYBRID',
  'plug-in hybrid': 'PLUGIN_HYBRID',
};
const TRANSMISSION: Record<string, string> = { automatic: 'AUTOMATIC', manual: 'MANUAL' };
const DRIVETRAIN: Record<string, string> = { awd: 'AWD', '4wd': 'FOUR_WD', fwd: 'FWD', rwd: 'RWD' };

const lookup = (table: Record<string, string>, value: string | null | undefined) =>
  table[feedText(value).toLowerCase()] ?? '';

/** At most `max` characters (whole code points), so a cut never splits a surrogate pair. */
const clip = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/** "Used 2021 Subaru Outback AWD Touring, 119,422 kms, Automatic, Petrol, Autumn Green." then the dealer's comments. */
function description(car: Car): string {
  const km = feedKm(car);
  const facts = [
    `${CAR_TYPE_LABELS[car.car_type]} ${feedText(carTitle(car))}`,
    km === null ? '' : formatKm(km),
    feedText(car.simple_transmission),
    feedText(car.simple_fuel),
    feedText(car.colour),
  ].filter(Boolean);
  const comments = feedText(car.dealercomments?.replaceAll('|', ' '));
  return clip([`${facts.join(', ')}.`, comments].filter(Boolean).join(' '), MAX_DESCRIPTION);
}

const element = (name: string, value: string) => (value ? `<${name}>${escapeXml(value)}</${name}>` : '');

/** One car's `<listing>`, or the reasons it cannot be listed. */
function metaListing(car: Car, input: FeedInput): string | string[] {
  const { site, origin } = input;
  const reasons: string[] = [];
  const location = feedLocation(car, site);
  const address = feedAddress(location);
  const sale = salePrice(car, site);
  const km = feedKm(car);
  const images = feedImageUrls(car, site, origin).slice(0, MAX_IMAGES);
  const make = feedText(car.make);
  const model = feedText(car.model);
  const colour = feedText(car.colour);
  if (!isVin(car.vin)) reasons.push(car.vin ? 'vin: not a 17-character VIN' : 'vin: missing');
  if (!make) reasons.push('make: missing');
  if (!model) reasons.push('model: missing');
  if (sale === null) reasons.push('price: the car shows no price');
  if (!address) reasons.push('address: the location has no full street address');
  if (!colour) reasons.push('exterior_color: missing');
  if (car.car_type !== 'new' && km === null) reasons.push('mileage: missing for a used car');
  if (!images.length) reasons.push('image: no photo');
  if (reasons.length || !address || sale === null) return reasons;

  // A reduced price is the sale price, with the full price as price; otherwise the price alone.
  const reduced = sale < car.price;
  const state = car.car_type === 'new' ? 'NEW' : car.certified ? 'CPO' : 'USED';
  const lat = location?.address.lat;
  const long = location?.address.long;
  return [
    '<listing>',
    element('vehicle_id', String(car.id)),
    element('title', feedText(carTitle(car))),
    element('description', description(car)),
    element('url', feedCarUrl(car, origin)),
    element('make', make),
    element('model', model),
    element('trim', feedText(car.badge)),
    element('year', String(car.year)),
    `<mileage><value>${km ?? 0}</value><unit>KM</unit></mileage>`,
    ...images.map((url) => `<image><url>${escapeXml(url)}</url></image>`),
    element('body_style', lookup(BODY_STYLE, car.simple_body) || 'OTHER'),
    element('transmission', lookup(TRANSMISSION, car.simple_transmission)),
    element('fuel_type', lookup(FUEL_TYPE, car.simple_fuel)),
    element('drivetrain', lookup(DRIVETRAIN, car.simple_drive)),
    element('vin', car.vin!),
    element('price', feedPrice(reduced ? car.price : sale)),
    reduced ? element('sale_price', feedPrice(sale)) : '',
    '<address format="simple">',
    `<component name="addr1">${escapeXml(address.street)}</component>`,
    `<component name="city">${escapeXml(address.city)}</component>`,
    `<component name="region">${escapeXml(address.state)}</component>`,
    `<component name="postal_code">${escapeXml(address.postcode)}</component>`,
    `<component name="country">${escapeXml(address.country)}</component>`,
    '</address>',
    lat != null && long != null ? `${element('latitude', String(lat))}${element('longitude', String(long))}` : '',
    element('exterior_color', colour),
    element('interior_color', feedText(car.interior_colour)),
    element('state_of_vehicle', state),
    element('availability', 'AVAILABLE'),
    element('date_first_on_lot', feedDate(car.created_at) ?? ''),
    element('dealer_id', location ? String(location.id) : ''),
    element('dealer_name', feedText(location?.name) || feedText(site.name)),
    '</listing>',
  ]
    .filter(Boolean)
    .join('');
}

/** The tenant's Meta automotive catalogue feed: one `<listing>` per car offered for sale. */
export function metaAutomotiveCatalog(input: FeedInput): FeedResult {
  const listings: string[] = [];
  const rejected: RejectedCar[] = [];
  for (const car of input.cars) {
    if (!isOfferedInFeeds(car)) continue;
    const listing = metaListing(car, input);
    if (Array.isArray(listing))
      rejected.push({ id: car.id, stocknum: car.stocknum ?? null, slug: car.slug, reasons: listing });
    else listings.push(listing);
  }
  const text = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<listings>',
    element('title', feedText(input.site.name)),
    ...listings,
    '</listings>',
    '',
  ].join('\n');
  return { text, listed: listings.length, rejected };
}
