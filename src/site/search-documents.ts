import { toVehicleCardModel } from '../domain/vehicle-card-model.ts';
import { weeklyRepayment } from '../domain/finance-quote.ts';
import type { Car } from '../domain/schemas/car.ts';
import type { SiteConfig } from '../domain/schemas/site-config.ts';
import type { Strings } from '../domain/strings.ts';
import { isInStock } from '../domain/stock.ts';
import { MAKE_MODEL_SEPARATOR } from '../search/attributes.ts';
import type { SearchDocument } from '../search/document.ts';

function seconds(iso: string | null | undefined): number {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(time) ? Math.floor(time / 1000) : 0;
}

/** A visible car as both search backends index it (see SearchDocument). */
export function toSearchDocument(car: Car, site: SiteConfig, strings: Strings, now: Date): SearchDocument {
  return {
    id: car.id,
    make: car.make,
    model: car.model,
    badge: car.badge ?? null,
    series: car.series ?? null,
    name: car.name ?? [car.year, car.make, car.model, car.badge].filter(Boolean).join(' '),
    colour: car.colour ?? null,
    body: car.simple_body ?? car.body ?? null,
    fuel: car.simple_fuel ?? car.fuel ?? null,
    stocknum: car.stocknum ?? null,
    make_model: `${car.make}${MAKE_MODEL_SEPARATOR}${car.model}`,
    transmission: car.simple_transmission ?? car.trans ?? null,
    drive: car.simple_drive ?? car.drive ?? null,
    car_type: car.car_type,
    status: car.status,
    state: car.state ?? null,
    city: car.city ?? null,
    location_name: car.location_name ?? null,
    dealership_name: car.dealership_name ?? null,
    dealership_slug: car.dealership_slug ?? null,
    dealership_id: car.dealership_id ?? null,
    location_id: car.location_id ?? null,
    item_type: car.item_type ?? null,
    seats: car.seats != null ? String(car.seats) : null,
    tag: car.tag ?? null,
    certified: car.certified ? 'true' : 'false',
    categories: car.categories ?? [],
    filtered_features: car.filtered_features ?? [],
    price: car.price,
    km: car.km ?? null,
    year: car.year,
    weekly_price: weeklyRepayment(car),
    subscription_price: car.subscription_price ?? null,
    created_at_timestamp: seconds(car.created_at),
    in_stock: isInStock(car) ? 1 : 0,
    card: toVehicleCardModel(car, site, strings, now),
  };
}
