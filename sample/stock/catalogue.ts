/**
 * The sample-stock catalogue: real makes and models sold in Australia, with their grades, series
 * codes, powertrains, dimensions, typical new prices, paint colours and equipment. The tables live
 * in catalogue-*.ts (one file per group of makes); this module joins them and answers the
 * questions the generator asks ("which models of these makes were sold new in 2026?").
 */
import type { VehicleShape } from '../media/car-svg.ts';
import {
  BODIES,
  type BodyInfo,
  type Grade,
  type ItemKind,
  type ModelSpec,
  type Powertrain,
} from './catalogue-types.ts';
import { HONDA, ISUZU_UTE, MAZDA, MITSUBISHI, NISSAN, SUBARU, SUZUKI } from './catalogue-japan.ts';
import { FORD, HOLDEN, HYUNDAI, KIA } from './catalogue-korea-ford.ts';
import { BMW_CARS, BYD, MERCEDES_BENZ, MG, TESLA, VOLKSWAGEN } from './catalogue-europe-china.ts';
import { CARAVANS, MOTORCYCLES, TRUCKS } from './catalogue-special.ts';
import { TOYOTA } from './catalogue-toyota.ts';
import { PALETTES, type Paint } from './colours.ts';

export * from './catalogue-types.ts';

export const CATALOGUE: readonly ModelSpec[] = [
  ...TOYOTA,
  ...MAZDA,
  ...HYUNDAI,
  ...KIA,
  ...FORD,
  ...MITSUBISHI,
  ...NISSAN,
  ...SUBARU,
  ...VOLKSWAGEN,
  ...ISUZU_UTE,
  ...MG,
  ...BYD,
  ...TESLA,
  ...HONDA,
  ...SUZUKI,
  ...MERCEDES_BENZ,
  ...BMW_CARS,
  ...HOLDEN,
  ...MOTORCYCLES,
  ...TRUCKS,
  ...CARAVANS,
];

/** Every make in the catalogue, in catalogue order. */
export const MAKES: readonly string[] = [...new Set(CATALOGUE.map((model) => model.make))];

/** A grade as built in a given year: its powertrain, body, series code and image shape. */
export interface Build {
  model: ModelSpec;
  grade: Grade;
  year: number;
  pt: Powertrain | null;
  body: BodyInfo;
  bodyText: string;
  series: string | null;
  shape: VehicleShape;
}

export function soldInYear(model: ModelSpec, year: number): boolean {
  return model.since <= year && (model.until ?? Number.POSITIVE_INFINITY) >= year;
}

export function gradesInYear(model: ModelSpec, year: number): Grade[] {
  return model.grades.filter((grade) => !grade.years || (grade.years[0] <= year && grade.years[1] >= year));
}

/** Models of `item` sold in `year`, limited to `makes` (case-insensitive) when given. */
export function modelsFor(item: ItemKind, year: number, makes: readonly string[] | null): ModelSpec[] {
  const wanted = makes ? new Set(makes.map((make) => make.toLowerCase())) : null;
  return CATALOGUE.filter(
    (model) =>
      model.item === item &&
      soldInYear(model, year) &&
      gradesInYear(model, year).length > 0 &&
      (!wanted || wanted.has(model.make.toLowerCase())),
  );
}

export function buildOf(model: ModelSpec, grade: Grade, year: number): Build {
  const keys = Object.keys(model.pts);
  const pt = model.pts[grade.pt ?? keys[0] ?? ''] ?? null;
  const body = BODIES[grade.body ?? model.body];
  const current = grade.series ?? pt?.series ?? model.series;
  const series = model.prev && year < model.prev[0] ? model.prev[1] : (current ?? `MY${String(year).slice(2)}`);
  return { model, grade, year, pt, body, bodyText: model.bodyText ?? body.text, series, shape: body.shape };
}

export function paletteOf(model: ModelSpec): readonly Paint[] {
  const palette = PALETTES[model.palette ?? model.make];
  if (!palette?.length) throw new Error(`no colour palette for ${model.make} ${model.model}`);
  return palette;
}

/** Which kinds of item each make builds (Honda: cars and motorcycles; Kawasaki: motorcycles only). */
export function itemKindsOfMake(make: string): Set<ItemKind> {
  const kinds = new Set<ItemKind>();
  for (const model of CATALOGUE) if (model.make.toLowerCase() === make.toLowerCase()) kinds.add(model.item);
  return kinds;
}

/** Problems in the tables themselves (unknown powertrain keys, bad colours); empty when sound. */
export function catalogueProblems(): string[] {
  const problems: string[] = [];
  for (const model of CATALOGUE) {
    const name = `${model.make} ${model.model}`;
    if (!model.grades.length) problems.push(`${name}: no grades`);
    for (const grade of model.grades) {
      if (grade.pt && !model.pts[grade.pt]) problems.push(`${name} ${grade.badge}: unknown powertrain "${grade.pt}"`);
      if (model.item === 'caravan' && !grade.plan)
        problems.push(`${name} ${grade.badge}: caravan without a floor plan`);
    }
    if (model.item !== 'caravan' && !Object.keys(model.pts).length) problems.push(`${name}: no powertrain`);
    try {
      for (const paint of paletteOf(model))
        if (!/^#[0-9a-f]{6}$/.test(paint.hex)) problems.push(`${name}: bad colour ${paint.hex}`);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}
