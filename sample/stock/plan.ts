/**
 * What a generated stock list holds before any car is drawn: the mix of item kinds, car types and
 * statuses per profile (exact shares, so small samples still hold every kind), and which of the
 * site's locations sells what.
 */
import type { CarType } from '../../src/domain/schemas/car.ts';
import type { Location } from '../../src/domain/schemas/location.ts';
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';
import { DataFileError } from '../../src/domain/validation.ts';
import { itemKindsOfMake, MAKES, type ItemKind } from './catalogue.ts';
import { quotas, type Rng } from './random.ts';

export type Profile = 'franchise' | 'independent' | 'group';
/** hidden: in stock but not shown on the dealer website; other: pending or on hold. */
export type StatusKind = 'in_stock' | 'hidden' | 'coming_soon' | 'sold_recent' | 'sold_old' | 'other';

export interface Slot {
  item: ItemKind;
  carType: CarType;
  status: StatusKind;
}

const STATUS_SHARES: readonly (readonly [StatusKind, number])[] = [
  ['in_stock', 85],
  ['hidden', 1],
  ['coming_soon', 6],
  ['sold_recent', 3],
  ['sold_old', 4],
  ['other', 1],
];

const GROUP_ITEMS: readonly (readonly [ItemKind, number])[] = [
  ['car', 85],
  ['motorcycle', 6],
  ['truck', 5],
  ['caravan', 4],
];

const CAR_TYPE_SHARES: Record<Profile | ItemKind, readonly (readonly [CarType, number])[]> = {
  franchise: [
    ['new', 55],
    ['demo', 15],
    ['used', 30],
  ],
  independent: [['used', 100]],
  group: [],
  car: [
    ['new', 38],
    ['demo', 8],
    ['used', 54],
  ],
  motorcycle: [
    ['new', 55],
    ['demo', 5],
    ['used', 40],
  ],
  truck: [
    ['new', 60],
    ['demo', 10],
    ['used', 30],
  ],
  caravan: [
    ['new', 60],
    ['used', 40],
  ],
};

/** One slot per vehicle, in generation order. */
export function planSlots(rng: Rng, profile: Profile, count: number): Slot[] {
  const statuses = quotas(rng, count, STATUS_SHARES);
  const items: ItemKind[] =
    profile === 'group' ? quotas(rng, count, GROUP_ITEMS) : Array.from({ length: count }, () => 'car' as const);
  const typesByItem = new Map<ItemKind, CarType[]>();
  for (const item of new Set(items)) {
    const n = items.filter((i) => i === item).length;
    typesByItem.set(item, quotas(rng, n, profile === 'group' ? CAR_TYPE_SHARES[item] : CAR_TYPE_SHARES[profile]));
  }
  return items.map((item, i) => ({ item, carType: typesByItem.get(item)!.pop()!, status: statuses[i]! }));
}

/** A sales location and what it sells. */
export interface Outlet {
  location: Location;
  kinds: Set<ItemKind>;
  makes: Set<string>;
}

const isSales = (location: Location) =>
  location.visible && (!location.location_type || location.location_type === 'sales');

/**
 * The locations stock is spread over: the primary only for a franchise or an independent; every
 * sales location for a group. A location sells motorcycles, trucks or caravans when it lists a
 * make that builds only those (Kawasaki, Hino, Jayco); otherwise it sells cars.
 */
export function outletsOf(site: SiteConfig, profile: Profile): Outlet[] {
  const primary = site.locations.find((location) => location.primary) ?? site.locations[0]!;
  const chosen = profile === 'group' ? site.locations.filter(isSales) : [primary];
  return (chosen.length ? chosen : [primary]).map((location) => {
    const makes = new Set((location.manufacturers ?? []).map((make) => make.toLowerCase()));
    const kinds = new Set<ItemKind>();
    for (const make of makes) {
      const built = itemKindsOfMake(make);
      if (built.size === 1 && !built.has('car')) kinds.add([...built][0]!);
    }
    if (!kinds.size) kinds.add('car');
    return { location, kinds, makes };
  });
}

export function pickOutlet(
  rng: Rng,
  outlets: readonly Outlet[],
  item: ItemKind,
  make: string,
  carType: CarType,
): Outlet {
  const serving = outlets.filter((outlet) => outlet.kinds.has(item));
  const franchised = serving.filter((outlet) => outlet.makes.has(make.toLowerCase()));
  const pool = carType !== 'used' && franchised.length ? franchised : serving.length ? serving : outlets;
  return rng.pick(pool);
}

/**
 * Makes sold new: the sample's `makes` when given; for a group, the makes its sales locations
 * list; otherwise every make. Unknown makes are a configuration error.
 */
export function newMakes(makes: readonly string[], outlets: readonly Outlet[], profile: Profile): string[] | null {
  const known = new Set(MAKES.map((make) => make.toLowerCase()));
  const unknown = makes.filter((make) => !known.has(make.toLowerCase()));
  if (unknown.length) {
    throw new DataFileError([
      `stock.sample.makes: unknown make${unknown.length > 1 ? 's' : ''} ${unknown.map((m) => `"${m}"`).join(', ')} (known: ${MAKES.join(', ')})`,
    ]);
  }
  if (makes.length) return [...makes];
  if (profile === 'group') {
    const listed = outlets.flatMap((outlet) => [...outlet.makes]).filter((make) => known.has(make));
    return listed.length ? [...new Set(listed)] : null;
  }
  return null;
}
