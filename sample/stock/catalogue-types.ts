/**
 * Shapes of the sample-stock catalogue (see catalogue.ts) and the small constructors the tables
 * are written with, so a model reads as one compact block of real-world figures.
 */
import type { GalleryView, VehicleShape } from '../media/car-svg.ts';

export type ItemKind = 'car' | 'motorcycle' | 'truck' | 'caravan';
export type FuelKind = 'petrol' | 'premium' | 'diesel' | 'hybrid' | 'electric' | 'phev';
export type DriveKind = 'FWD' | 'RWD' | 'AWD' | '4WD';
export type BodyKind =
  | 'sedan'
  | 'hatch'
  | 'suv'
  | 'wagon'
  | 'ute'
  | 'cab-chassis'
  | 'van'
  | 'coupe'
  | 'convertible'
  | 'people-mover'
  | 'motorcycle'
  | 'truck'
  | 'caravan';

/** The shapes and views the catalogue may name; `satisfies` checks each is one the drawing code (../media/car-svg.ts) draws. */
export const VEHICLE_SHAPES = [
  'sedan',
  'hatch',
  'suv',
  'ute',
  'wagon',
  'van',
  'coupe',
  'convertible',
  'people-mover',
  'motorcycle',
  'truck',
  'caravan',
] as const satisfies readonly VehicleShape[];
export const GALLERY_VIEWS = [
  'front-three-quarter',
  'side',
  'rear-three-quarter',
  'front',
  'rear',
  'interior',
  'boot',
] as const satisfies readonly GalleryView[];

export interface BodyInfo {
  /** simple_body: Sedan, Hatch, SUV, Ute, Wagon, Van, Coupe, Convertible, People Mover, Cab Chassis (null for bikes and vans). */
  simple: string | null;
  /** body as the dealer platform words it. */
  text: string;
  shape: VehicleShape;
  doors: number | null;
  configuration: string | null;
  /** Gallery views that make sense for this body, in the order a dealer photographs them. */
  views: readonly GalleryView[];
}

const CAR_VIEWS: readonly GalleryView[] = GALLERY_VIEWS;
const NO_BOOT: readonly GalleryView[] = [
  'front-three-quarter',
  'side',
  'rear-three-quarter',
  'front',
  'rear',
  'interior',
];
const OUTSIDE_ONLY: readonly GalleryView[] = ['front-three-quarter', 'side', 'rear-three-quarter', 'front', 'rear'];

export const BODIES: Record<BodyKind, BodyInfo> = {
  sedan: { simple: 'Sedan', text: '4D Sedan', shape: 'sedan', doors: 4, configuration: null, views: CAR_VIEWS },
  hatch: { simple: 'Hatch', text: '5D Hatchback', shape: 'hatch', doors: 5, configuration: null, views: CAR_VIEWS },
  suv: { simple: 'SUV', text: '4D Wagon', shape: 'suv', doors: 5, configuration: null, views: CAR_VIEWS },
  wagon: { simple: 'Wagon', text: '4D Wagon', shape: 'wagon', doors: 5, configuration: null, views: CAR_VIEWS },
  ute: { simple: 'Ute', text: 'Double Cab Pick Up', shape: 'ute', doors: 4, configuration: 'Dual Cab', views: NO_BOOT },
  'cab-chassis': {
    simple: 'Cab Chassis',
    text: 'Cab Chassis',
    shape: 'ute',
    doors: 2,
    configuration: 'Single Cab',
    views: NO_BOOT,
  },
  van: { simple: 'Van', text: '4D Van', shape: 'van', doors: 4, configuration: null, views: CAR_VIEWS },
  coupe: { simple: 'Coupe', text: '2D Coupe', shape: 'coupe', doors: 2, configuration: null, views: CAR_VIEWS },
  convertible: {
    simple: 'Convertible',
    text: '2D Convertible',
    shape: 'convertible',
    doors: 2,
    configuration: null,
    views: CAR_VIEWS,
  },
  'people-mover': {
    simple: 'People Mover',
    text: '4D Wagon',
    shape: 'people-mover',
    doors: 4,
    configuration: null,
    views: CAR_VIEWS,
  },
  motorcycle: {
    simple: null,
    text: 'Naked',
    shape: 'motorcycle',
    doors: null,
    configuration: null,
    views: OUTSIDE_ONLY,
  },
  truck: {
    simple: 'Cab Chassis',
    text: 'Cab Chassis',
    shape: 'truck',
    doors: 2,
    configuration: 'Single Cab',
    views: NO_BOOT,
  },
  caravan: { simple: null, text: 'Caravan', shape: 'caravan', doors: null, configuration: null, views: NO_BOOT },
};

export interface Powertrain {
  fuel: FuelKind;
  cc: number | null;
  cylinders: number | null;
  induction: string;
  gears: number;
  /** variant.geartype, e.g. "Sports Automatic". */
  geartype: string;
  /** trans, e.g. "8 Speed Automatic". */
  trans: string;
  simpleTransmission: 'Automatic' | 'Manual';
  drive: DriveKind;
  /** drive as worded on the car, when not the plain wheel-drive name (e.g. "Chain Drive"). */
  driveText: string | null;
  /** Combined fuel use, L/100km; null for electric vehicles. */
  l100: number | null;
  torque: number | null;
  series: string | null;
}

export interface PowertrainOptions {
  turbo?: boolean | string;
  series?: string;
  driveText?: string;
}

/**
 * `pt('diesel', 2755, 4, 'A6', '4WD', 8.4, 500)`. Gearbox codes: A<n> automatic, M<n> manual,
 * DCT<n> dual clutch, AMT<n> automated manual, CVT, E1 single-speed reduction gear (EVs).
 */
export function pt(
  fuel: FuelKind,
  cc: number | null,
  cylinders: number | null,
  gearbox: string,
  drive: DriveKind,
  l100: number | null,
  torque: number | null,
  options: PowertrainOptions = {},
): Powertrain {
  const match = /^(A|M|DCT|AMT|CVT|E)(\d*)$/.exec(gearbox);
  if (!match) throw new Error(`unknown gearbox code "${gearbox}"`);
  const [, kind = 'A', digits] = match;
  const gears = kind === 'CVT' ? 1 : Number(digits || 1);
  const words: Record<string, [string, string]> = {
    A: ['Sports Automatic', `${gears} Speed Automatic`],
    M: ['Manual', `${gears} Speed Manual`],
    DCT: ['Sports Automatic Dual Clutch', `${gears} Speed Dual Clutch`],
    AMT: ['Automated Manual', `${gears} Speed Automated Manual`],
    CVT: ['Constantly Variable Transmission', 'Constantly Variable Transmission'],
    E: ['Reduction Gear', '1 Speed Reduction Gear'],
  };
  const [geartype, trans] = words[kind]!;
  const induction =
    fuel === 'electric'
      ? 'Electric'
      : typeof options.turbo === 'string'
        ? options.turbo
        : options.turbo || fuel === 'diesel'
          ? 'Turbo Intercooled'
          : 'Aspirated';
  return {
    fuel,
    cc,
    cylinders,
    induction,
    gears,
    geartype,
    trans,
    simpleTransmission: kind === 'M' ? 'Manual' : 'Automatic',
    drive,
    driveText: options.driveText ?? null,
    l100,
    torque,
    series: options.series ?? null,
  };
}

export interface Dimensions {
  length: number | null;
  width: number | null;
  height: number | null;
  fuelCapacity: number | null;
  towing: number | null;
  gvm: number | null;
  ancap: number | null;
}

/** Length, width, height (mm), fuel tank (L), braked towing and GVM (kg), ANCAP stars. */
export function dims(
  length: number | null,
  width: number | null,
  height: number | null,
  fuelCapacity: number | null,
  towing: number | null,
  gvm: number | null,
  ancap: number | null,
): Dimensions {
  return { length, width, height, fuelCapacity, towing, gvm, ancap };
}

/** A caravan floor plan: body length in feet, berths, tare and aggregate trailer mass in kg. */
export interface CaravanPlan {
  lengthFt: number;
  sleeps: number;
  tare: number;
  atm: number;
  axle: 'Single' | 'Tandem';
}

export interface Grade {
  badge: string;
  /** Typical new drive-away price in AUD. */
  price: number;
  /** Equipment level: 1 entry, 2 mid, 3 upper, 4 flagship. */
  tier: 1 | 2 | 3 | 4;
  /** Key into the model's powertrains; the first one when absent. */
  pt: string | null;
  body: BodyKind | null;
  series: string | null;
  plan: CaravanPlan | null;
  /** Model years this grade was sold in, when narrower than the model's. */
  years: readonly [number, number] | null;
}

export interface GradeExtra {
  body?: BodyKind;
  series?: string;
  plan?: CaravanPlan;
  years?: readonly [number, number];
}

export function g(
  badge: string,
  price: number,
  tier: 1 | 2 | 3 | 4,
  ptKey: string | null = null,
  extra: GradeExtra = {},
): Grade {
  return {
    badge,
    price,
    tier,
    pt: ptKey,
    body: extra.body ?? null,
    series: extra.series ?? null,
    plan: extra.plan ?? null,
    years: extra.years ?? null,
  };
}

export interface ModelSpec {
  make: string;
  model: string;
  item: ItemKind;
  body: BodyKind;
  /** body wording when it differs from the body kind's ("Adventure Touring", "Off-Road Caravan"). */
  bodyText: string | null;
  /** Series code of the current generation; year-based "MY" codes when null. */
  series: string | null;
  /** [first year of the current generation, series code before it]. */
  prev: readonly [number, string] | null;
  since: number;
  /** Last model year sold new; absent while still on sale. */
  until: number | null;
  /** Relative popularity in dealer stock. */
  weight: number;
  seats: number | null;
  dims: Dimensions;
  pts: Record<string, Powertrain>;
  grades: Grade[];
  /** Colour palette key; the make when absent. */
  palette: string | null;
  /** World manufacturer identifier for VINs; the make's when absent. */
  wmi: string | null;
  extras: string[];
  /** Caravans: body width in feet. */
  widthFt: number | null;
}

export type ModelInput = Partial<
  Pick<ModelSpec, 'item' | 'bodyText' | 'prev' | 'until' | 'palette' | 'wmi' | 'extras' | 'widthFt'>
> &
  Pick<ModelSpec, 'make' | 'model' | 'body' | 'since' | 'weight' | 'seats' | 'dims' | 'grades'> & {
    series?: string | null;
    pts?: Record<string, Powertrain>;
  };

export function m(input: ModelInput): ModelSpec {
  return {
    item: 'car',
    bodyText: null,
    prev: null,
    until: null,
    palette: null,
    wmi: null,
    extras: [],
    widthFt: null,
    series: null,
    pts: {},
    ...input,
  };
}
