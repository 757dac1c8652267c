/**
 * What the functions of one tenant read at the edge, as its build writes it (scripts/edge-data.ts)
 * beside the built pages, never the whole `sites/` folder:
 *
 * - `_edge/tenant.json`: the site's configuration (hosts, lead sinks, forms, sign-in gates, finance
 *   and valuation settings) and every car the site shows as a list entry (`ListedCar`: its id, slug
 *   and what the market valuation compares), read once per isolate;
 * - `_edge/cars/<id>.json`: each car whole (the price gauge, view.json, delivery, the car PDF and a
 *   lead's car), read the first time a call asks for it and kept in a small cache per isolate.
 *
 * So a new isolate of a group with thousands of cars parses a list, not the whole stock. The Worker
 * reads both through its ASSETS binding; a public request for `/_edge/*` is answered 404 by the
 * Worker (functions/edge/worker.ts), which runs first for it.
 */
import type { Car } from '../../src/domain/schemas/car.ts';
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';
import type { ListedCar, StockCatalog } from '../ports/stock-catalog.ts';

/** Where the file sits in the tenant's built folder (dist/<slug>/_edge/tenant.json). */
export const EDGE_DATA_PATH = '/_edge/tenant.json';

/** Where a car's file sits (dist/<slug>/_edge/cars/<id>.json). */
export const edgeCarPath = (id: number) => `/_edge/cars/${id}.json`;

export interface EdgeTenantData {
  site: SiteConfig;
  /** The cars the site shows (spec 02 §4 visibility), as list entries. */
  cars: ListedCar[];
}

/** A car as the list keeps it: the market data cut to the one figure the valuation reads. */
export function listedCar(car: Car): ListedCar {
  const { id, slug, make, model, badge, year, km, price, car_type } = car;
  const market = car.autograb_data?.average_market_price;
  return {
    id,
    slug,
    make,
    model,
    badge,
    year,
    km,
    price,
    car_type,
    autograb_data: market == null ? null : { average_market_price: market },
  };
}

/** Reads one car's file; null when the build wrote none for it. */
export type CarReader = (id: number) => Promise<Car | null>;

/** Cars kept per isolate (a car file is a few KB; an isolate has 128 MB). */
const CARS_CACHED = 256;

/** The catalogue of the tenant a Worker serves: the list in memory, each car read on demand. */
export function edgeStockCatalog(data: EdgeTenantData, readCar: CarReader): StockCatalog {
  const idBySlug = new Map(data.cars.map((car) => [car.slug, car.id]));
  const listed = new Set(data.cars.map((car) => car.id));
  const cache = new Map<number, Promise<Car | null>>();
  const carById = (id: number): Promise<Car | null> => {
    if (!listed.has(id)) return Promise.resolve(null);
    let found = cache.get(id);
    if (found) {
      cache.delete(id); // most recently used last
    } else {
      found = readCar(id);
      // A failed read is not kept: the next call reads the file again.
      found.catch(() => cache.get(id) === found && cache.delete(id));
      if (cache.size >= CARS_CACHED) cache.delete(cache.keys().next().value!);
    }
    cache.set(id, found);
    return found;
  };
  const stock = {
    site: data.site,
    carById,
    carBySlug: (slug: string) => {
      const id = idBySlug.get(slug);
      return id === undefined ? Promise.resolve(null) : carById(id);
    },
    cars: () => data.cars,
  };
  return { tenant: (slug) => (slug === data.site.slug ? stock : null) };
}
