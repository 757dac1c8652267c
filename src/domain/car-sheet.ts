/**
 * What a car's downloadable sheet says (spec 01 §7 "PDF download for a slug", §4 "Print PDF"):
 * the facts of the vehicle page in reading order, as plain text, for the PDF the functions draw.
 * The rules are the page's own (price precedence, key information, specifications, comments).
 */
import type { Car } from './schemas/car.ts';
import type { SiteConfig } from './schemas/site-config.ts';
import { financeTeaserFor, stickyEstimateText } from './finance-quote.ts';
import { formatMoney, carTitle } from './format.ts';
import { carLocation } from './locations.ts';
import { dealerPhoneFor, maskPhone } from './phone.ts';
import { priceDisplay, type PriceDisplay } from './price-display.ts';
import { carShareUrl } from './routes.ts';
import type { SpecRow } from './spec-rows.ts';
import { isInStock } from './stock.ts';
import type { Strings } from './strings.ts';
import { dealerComments, keyInformation, specifications } from './vehicle-details.ts';

export interface CarSheet {
  title: string;
  /** Badge and series, when the car has them. */
  subtitle: string | null;
  /** The price as the page shows it ('$28,990 Drive Away', '$129/week', 'PREORDER', 'Enquire for price.'). */
  price: string;
  /** The struck-through was-price, when there is one. */
  wasPrice: string | null;
  /** The finance estimate 'est. $X/wk based on sample Y% p.a.' (none for a car out of stock, spec 01 §4). */
  estimate: string | null;
  /** The SOLD message for a car no longer in stock (spec 01 §4), else null. */
  soldMessage: string | null;
  keyInformation: SpecRow[];
  specifications: SpecRow[];
  features: string[];
  /** Dealer comments as paragraphs, or the pending text (spec 01 §5). */
  comments: string[];
  dealer: { name: string; location: string; phone: string; address: string | null };
  /** The car's shared link (spec 01 §2: the site host plus its path). */
  url: string;
  /** Section headings in the site's wording. */
  headings: { keyInformation: string; specifications: string; features: string; comments: string; contact: string };
}

/** One line of text for a price decision, as the price tag reads it (spec 01 §4 precedence). */
export function priceText(
  price: PriceDisplay,
  strings: Pick<Strings, 'price.perWeek' | 'price.preorder'>,
): { price: string; wasPrice: string | null } {
  switch (price.kind) {
    case 'subscription':
      return { price: `${formatMoney(price.amount)}${strings['price.perWeek']}`, wasPrice: null };
    case 'price':
      return {
        price: price.priceType ? `${formatMoney(price.amount)} ${price.priceType}` : formatMoney(price.amount),
        wasPrice: price.wasPrice === null ? null : formatMoney(price.wasPrice),
      };
    case 'preorder':
      return { price: strings['price.preorder'], wasPrice: null };
    case 'no-price':
      return { price: price.text, wasPrice: null };
  }
}

function estimateFor(car: Car): string | null {
  const teaser = financeTeaserFor(car, car.youxQuote);
  return teaser && stickyEstimateText(teaser);
}

/**
 * The origin a sheet links the car with: the site's first production domain, so a sheet made on a
 * preview host still points shoppers at the real site; without one, the origin it was asked from.
 */
export function sheetOrigin(site: Pick<SiteConfig, 'domains'>, requestOrigin: string): string {
  const domain = site.domains[0];
  return domain ? `https://${domain}` : requestOrigin;
}

/**
 * The sheet for one car. Decision: on sites that mask dealer phones until clicked (spec 01 §4),
 * the sheet carries the masked number too, so the reveal (and its log) stays on the page.
 */
export function carSheet(car: Car, site: SiteConfig, strings: Strings, now: Date, origin: string): CarSheet {
  const location = carLocation(car, site.locations);
  const phone = dealerPhoneFor(car, site.phone_numbers);
  const address = location.address;
  const comments = dealerComments(car);
  return {
    title: carTitle(car),
    subtitle: [car.badge, car.series].filter(Boolean).join(' ') || null,
    ...priceText(priceDisplay(car, site), strings),
    estimate: estimateFor(car),
    soldMessage: isInStock(car) ? null : strings['sold.message'],
    keyInformation: keyInformation(car, site, strings, now),
    specifications: specifications(car),
    features: (car.standardEquipment ?? []).filter((item) => item.trim() !== ''),
    comments: comments.paragraphs.length ? comments.paragraphs : [strings['comments.pending']],
    dealer: {
      name: car.dealership_name || site.name,
      location: location.name,
      phone: site.features.mask_phone ? maskPhone(phone) : phone,
      address:
        [address.street, address.city, address.state?.toUpperCase(), address.postcode].filter(Boolean).join(', ') ||
        null,
    },
    url: carShareUrl(car, origin),
    headings: {
      keyInformation: strings['sheet.keyInformation'],
      specifications: strings['sheet.specifications'],
      features: strings['sheet.features'],
      comments: strings['sheet.comments'],
      contact: strings['sheet.contact'],
    },
  };
}
