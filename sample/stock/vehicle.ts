/** One sample vehicle, drawn from the catalogue for a planned slot (item kind, car type, status). */
import type { CarInput, CarType } from '../../src/domain/schemas/car.ts';
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';
import {
  buildOf,
  gradesInYear,
  modelsFor,
  paletteOf,
  type Build,
  type Grade,
  type ItemKind,
  type ModelSpec,
} from './catalogue.ts';
import { INTERIOR_TRIMS } from './colours.ts';
import { dealerComments } from './copy.ts';
import { asOfMidnight, brisbaneDate, brisbaneIso, DAY_MS, monthIndex, monthIndexOf, yearMonth } from './dates.ts';
import { equipmentFor } from './equipment.ts';
import { makeNvic, makePlate, makeVin, MAKE_WMI, slugify } from './identifiers.ts';
import { mediaFor } from './media.ts';
import { dealerPrice, usedPrice } from './money.ts';
import { pickOutlet, type Outlet, type Profile, type Slot } from './plan.ts';
import type { Rng } from './random.ts';
import { carsalesTitle, descriptiveFields, vehicleName } from './vehicle-fields.ts';
import { commercialFields } from './vehicle-offers.ts';

export interface Context {
  site: SiteConfig;
  profile: Profile;
  asOfMs: number;
  asOfYear: number;
  asOfMonth: number;
  outlets: readonly Outlet[];
  /** Makes sold new and as demos; null: any. */
  newMakes: readonly string[] | null;
  certifiedMake: string | null;
  prefix: string;
  vins: Set<string>;
  stockCounter: number;
  idCounter: number;
}

export function createContext(
  site: SiteConfig,
  profile: Profile,
  asOf: string,
  outlets: readonly Outlet[],
  makes: readonly string[] | null,
  rng: Rng,
  prefix: string,
): Context {
  const asOfMs = asOfMidnight(asOf);
  return {
    site,
    profile,
    asOfMs,
    asOfYear: Number(asOf.slice(0, 4)),
    asOfMonth: monthIndexOf(asOfMs),
    outlets,
    newMakes: makes,
    certifiedMake: site.features.certified_make ?? site.manufacturer ?? null,
    prefix,
    vins: new Set(),
    stockCounter: rng.int(10000, 19000),
    idCounter: rng.int(100000, 900000),
  };
}

const USED_AGE_WEIGHTS = [0, 10, 14, 14, 13, 12, 10, 8, 7, 6, 5, 4, 3, 3, 2, 2];
const TIER_WEIGHT: Record<Grade['tier'], number> = { 1: 4, 2: 3.5, 3: 2.5, 4: 1.5 };
const KM_PER_YEAR: Record<ItemKind, [number, number]> = {
  car: [12000, 18000],
  motorcycle: [3000, 6000],
  truck: [25000, 45000],
  caravan: [0, 0],
};

function modelYear(rng: Rng, ctx: Context, carType: CarType): number {
  if (carType === 'new') return ctx.asOfYear + (rng.chance(0.2) ? 1 : 0);
  if (carType === 'demo') return ctx.asOfYear - (rng.chance(0.4) ? 1 : 0);
  const ages = USED_AGE_WEIGHTS.map((_, age) => age).filter((age) => age >= 1);
  return ctx.asOfYear - rng.weighted(ages, (age) => USED_AGE_WEIGHTS[age]!);
}

/** Candidates for a slot: new and demo only of the dealer's makes; a franchise's trade-ins lean to its own make. */
function candidates(rng: Rng, ctx: Context, item: ItemKind, carType: CarType, year: number): ModelSpec[] {
  if (carType !== 'used') {
    const own = modelsFor(item, year, ctx.newMakes);
    return own.length ? own : modelsFor(item, year, null);
  }
  if (ctx.profile === 'franchise' && ctx.newMakes && rng.chance(0.35)) {
    const own = modelsFor(item, year, ctx.newMakes);
    if (own.length) return own;
  }
  return modelsFor(item, year, null);
}

function chooseBuild(rng: Rng, ctx: Context, slot: Slot): Build {
  let year = modelYear(rng, ctx, slot.carType);
  let models = candidates(rng, ctx, slot.item, slot.carType, year);
  // Next year's models may not be out yet; an old year may predate every model of a kind.
  for (let tries = 0; !models.length && tries < 20; tries++) {
    year = slot.carType === 'used' ? Math.min(ctx.asOfYear - 1, year + 1) : Math.max(ctx.asOfYear - 1, year - 1);
    models = candidates(rng, ctx, slot.item, slot.carType, year);
  }
  if (!models.length) throw new Error(`the catalogue has no ${slot.item} for ${slot.carType} stock`);
  const model = rng.weighted(models, (m) => m.weight);
  const grade = rng.weighted(gradesInYear(model, year), (g) => TIER_WEIGHT[g.tier]);
  return buildOf(model, grade, year);
}

/** Business hours (07:30-18:00) on the Brisbane day that contains `ms`. */
function businessHour(rng: Rng, ms: number): number {
  const offset = 10 * 3600 * 1000;
  const dayStart = Math.floor((ms + offset) / DAY_MS) * DAY_MS - offset;
  return dayStart + Math.floor(rng.range(7.5, 18) * 3600) * 1000;
}

interface Timeline {
  created: number;
  updated: number;
  soldAt: number | null;
}

function timeline(rng: Rng, ctx: Context, slot: Slot): Timeline {
  const days = ctx.site.include_sold_cars_days;
  const ago = (d: number) => ctx.asOfMs - d * DAY_MS;
  let soldAt: number | null = null;
  if (slot.status === 'sold_recent' && days >= 1) soldAt = businessHour(rng, ago(rng.range(0.05, days - 0.05)));
  else if (slot.status === 'sold_recent' || slot.status === 'sold_old')
    soldAt = businessHour(rng, ago(rng.range(Math.max(5, days + 2), 60)));
  let created: number;
  if (soldAt !== null) created = businessHour(rng, soldAt - rng.range(3, 60) * DAY_MS);
  else if (slot.status === 'coming_soon') created = businessHour(rng, ago(rng.range(0.5, 20)));
  else created = businessHour(rng, ago(rng.chance(0.08) ? rng.range(0.5, 7.9) : rng.range(8, 120)));
  const updated = soldAt ?? Math.min(ctx.asOfMs - 60_000, created + Math.floor(rng.next() * (ctx.asOfMs - created)));
  return { created, updated, soldAt };
}

function buildMonths(rng: Rng, ctx: Context, carType: CarType, year: number): { build: number; compliance: number } {
  const latest = carType === 'new' ? ctx.asOfMonth : carType === 'demo' ? ctx.asOfMonth - 2 : ctx.asOfMonth - 9;
  const build =
    carType === 'new' ? ctx.asOfMonth - rng.int(1, 6) : Math.min(latest, monthIndex(year, 1) + rng.int(-4, 8));
  return { build, compliance: Math.min(ctx.asOfMonth, build + rng.int(0, 2)) };
}

function odometer(
  rng: Rng,
  item: ItemKind,
  carType: CarType,
  ageYears: number,
): { km: number | null; expected: number | null } {
  if (item === 'caravan') return { km: null, expected: null };
  if (carType === 'new') return { km: rng.int(0, item === 'car' ? 50 : 20), expected: null };
  if (carType === 'demo') return { km: rng.int(500, item === 'car' ? 12000 : 4000), expected: null };
  const [low, high] = KM_PER_YEAR[item];
  const expected = (ageYears * (low + high)) / 2;
  return { km: Math.max(300, Math.round(ageYears * rng.range(low, high) * rng.range(0.65, 1.35))), expected };
}

function prices(
  rng: Rng,
  ctx: Context,
  build: Build,
  carType: CarType,
  ageYears: number,
  km: number | null,
  expected: number | null,
): number {
  const list = build.grade.price * rng.range(0.98, 1.04) * (build.year > ctx.asOfYear ? 1.02 : 1);
  if (carType === 'new') return dealerPrice(list);
  if (carType === 'demo') return dealerPrice(list * rng.range(0.88, 0.95) - (km ?? 0) * 0.15);
  const newThen = build.grade.price * 0.98 ** Math.max(0, ctx.asOfYear - build.year);
  return usedPrice(rng, newThen, build.model, build.pt?.fuel === 'electric', ageYears, km, expected);
}

function locationFields(
  outlet: Outlet,
  ctx: Context,
  carType: CarType,
): Pick<
  CarInput,
  | 'city'
  | 'state'
  | 'location_id'
  | 'location_name'
  | 'location'
  | 'dealership_id'
  | 'dealership_slug'
  | 'dealership_name'
> {
  const { location } = outlet;
  const own = location.dealership_slug && location.dealership_slug !== ctx.site.dealership.slug;
  return {
    city: location.address.city ?? null,
    state: location.address.state ?? null,
    location_id: location.id,
    location_name: location.name,
    location: {
      id: location.id,
      name: location.name,
      slug: location.slug,
      phone: location.contact_detail.phone ?? ctx.site.phone_numbers[carType],
      address: {
        id: location.address.id ?? null,
        street: location.address.street ?? null,
        city: location.address.city ?? null,
        state: location.address.state ?? null,
        postcode: location.address.postcode ?? null,
        place_url: location.address.place_url ?? null,
      },
      distribution_locations: location.distribution_locations ?? null,
    },
    dealership_id: location.dealership_id ?? ctx.site.dealership.id,
    dealership_slug: own ? location.dealership_slug : ctx.site.dealership.slug,
    dealership_name: own ? location.name : ctx.site.dealership.name,
  };
}

export function buildVehicle(rng: Rng, ctx: Context, slot: Slot): CarInput {
  const build = chooseBuild(rng, ctx, slot);
  const { model, grade, year } = build;
  const outlet = pickOutlet(rng, ctx.outlets, slot.item, model.make, slot.carType);
  const paint = rng.pick(paletteOf(model));
  const months = buildMonths(rng, ctx, slot.carType, year);
  const ageYears = Math.max(0.25, (ctx.asOfMonth - months.compliance) / 12);
  const { km, expected } = odometer(rng, slot.item, slot.carType, ageYears);
  const basePrice = prices(rng, ctx, build, slot.carType, ageYears, km, expected);
  const times = timeline(rng, ctx, slot);

  ctx.stockCounter += rng.int(1, 3);
  ctx.idCounter += rng.int(1, 37);
  const stocknum = `${ctx.prefix}${ctx.stockCounter}`;
  let vin = makeVin(rng, model.wmi ?? MAKE_WMI[model.make] ?? 'ZZZ', year);
  while (ctx.vins.has(vin)) vin = makeVin(rng, model.wmi ?? MAKE_WMI[model.make] ?? 'ZZZ', year);
  ctx.vins.add(vin);
  const nvic =
    slot.item === 'caravan' || (slot.carType === 'used' && rng.chance(0.03))
      ? null
      : makeNvic(`${model.make}|${model.model}|${grade.badge}|${grade.pt ?? ''}`, year);

  const state = outlet.location.address.state ?? ctx.site.default_state.toUpperCase();
  const unregistered = slot.carType === 'new' || (slot.carType === 'used' && rng.chance(0.03));
  const expiredRego = slot.carType === 'used' && rng.chance(0.12);
  const regoExpiry = unregistered
    ? null
    : brisbaneDate(
        ctx.asOfMs + (expiredRego ? -rng.int(1, 150) : rng.int(slot.carType === 'demo' ? 60 : 10, 360)) * DAY_MS,
      );

  const equipment = rng.chance(0.03) ? [] : equipmentFor(model, grade, build.pt);
  const standardEquipment =
    equipment.length > 8 && rng.chance(0.15)
      ? equipment.slice(0, rng.int(8, Math.min(19, equipment.length)))
      : equipment;
  const name = vehicleName(build);
  const location = locationFields(outlet, ctx, slot.carType);
  const daysListed = Math.max(0, (ctx.asOfMs - times.created) / DAY_MS);
  const inStock = slot.status === 'in_stock' || slot.status === 'hidden' || slot.status === 'coming_soon';

  const car: CarInput = {
    id: ctx.idCounter,
    slug: slugify(year, model.make, model.model, grade.badge, stocknum),
    name,
    carsales_title: carsalesTitle(build),
    year,
    make: model.make,
    model: model.model,
    ...descriptiveFields(build),
    colour: paint.name,
    interior_colour: model.item === 'car' ? rng.pick(INTERIOR_TRIMS[grade.tier]) : null,
    km,
    price: basePrice,
    car_type: slot.carType,
    item_type: slot.item === 'car' ? (ctx.profile === 'group' && rng.chance(0.3) ? 'car' : null) : slot.item,
    status:
      slot.status === 'hidden'
        ? 'in_stock'
        : slot.status === 'sold_recent' || slot.status === 'sold_old'
          ? 'sold'
          : slot.status === 'other'
            ? rng.pick(['pending', 'on_hold'])
            : slot.status,
    sold: times.soldAt !== null,
    sold_date_timestamp: times.soldAt === null ? null : Math.floor(times.soldAt / 1000),
    show_on_dealer_website: slot.status !== 'hidden',
    stocknum,
    vin,
    nvic,
    has_nvic: nvic !== null,
    regplate: unregistered ? null : makePlate(rng, state, slot.item === 'motorcycle'),
    rego_expiry: regoExpiry,
    build_date: yearMonth(months.build),
    compliance_date: yearMonth(months.compliance),
    created_at: brisbaneIso(times.created),
    updated_at: brisbaneIso(times.updated),
    views: Math.round(daysListed * rng.range(2, 25)) + rng.int(0, 30),
    ...location,
    standardEquipment,
    ...mediaFor(rng, build, paint.hex, {
      comingSoon: slot.status === 'coming_soon',
      spin: slot.item === 'car' && rng.chance(0.15),
    }),
    specifications: grade.plan
      ? {
          body_width: model.widthFt,
          body_length: grade.plan.lengthFt,
          tare_weight: grade.plan.tare + rng.int(-3, 3) * 10,
          axle_type: grade.plan.axle,
          sleeps: grade.plan.sleeps,
          aggregate_trailer_mass: grade.plan.atm,
        }
      : null,
  };
  Object.assign(car, commercialFields(rng, ctx, { car, build, ageYears, km, expected, inStock }));
  car.dealercomments = dealerComments(rng, {
    carType: slot.carType,
    item: slot.item,
    title: name,
    model: model.model,
    colour: paint.name,
    km,
    equipment,
    locationName: outlet.location.name,
    city: outlet.location.address.city ?? '',
    phone: car.location?.phone ?? ctx.site.phone_numbers[slot.carType],
    oneOwner: car.tag === 'One Owner' || (slot.carType === 'used' && rng.chance(0.2)),
    lams: /LAMS/.test(grade.badge),
  });
  return car;
}
