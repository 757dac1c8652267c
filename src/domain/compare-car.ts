/** What the compare page shows of one car (CompareCar, src/domain/compare.ts), decided at build time. */
import type { CompareCar } from './compare.ts';
import { comparePrice } from './compare.ts';
import { carTitle } from './format.ts';
import { imageUrl } from './image-url.ts';
import { priceDisplay } from './price-display.ts';
import { carPath } from './routes.ts';
import type { Car } from './schemas/car.ts';
import { isInStock } from './stock.ts';
import type { SiteConfig } from './schemas/site-config.ts';
import type { Strings } from './strings.ts';
import { CARD_IMAGE } from './vehicle-card-model.ts';
import { equipmentList } from './vehicle-content.ts';
import { keyInformation, specifications } from './vehicle-details.ts';

/** Where the build puts one car's compare data (the compare table and the 'Recently viewed' strip read it). */
export const compareCarPath = (slug: string) => `/compare-cars/${slug}.json`;

/**
 * The four parts side by side: price (spec 01 §4 precedence), key information and specifications (the
 * vehicle page's rows, empty ones left out, spec 01 §5) and equipment (standardEquipment without blanks).
 */
export function toCompareCar(car: Car, site: SiteConfig, strings: Strings, now: Date): CompareCar {
  const source = car.primary_image_url ?? car.images[0]?.image.url ?? null;
  return {
    slug: car.slug,
    name: carTitle(car),
    href: carPath(car),
    imageUrl: source ? imageUrl(source, CARD_IMAGE, site.image_cdn) : null,
    inStock: isInStock(car),
    price: comparePrice(priceDisplay(car, site), {
      perWeek: strings['price.perWeek'],
      preorder: strings['price.preorder'],
    }),
    keyInformation: keyInformation(car, site, strings, now),
    specifications: specifications(car),
    equipment: equipmentList(car),
  };
}
