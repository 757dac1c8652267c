/**
 * Deterministic sample stock for a tenant: realistic Australian dealer rows (spec 01 §3, spec 02 §3)
 * that load through parseStock as a real feed would. The same options always give byte-identical
 * JSON: every draw comes from one seeded PRNG, and every time is relative to `asOf` at 00:00 in
 * Brisbane.
 */
import type { CarInput } from '../../src/domain/schemas/car.ts';
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';
import { stockPrefix } from './identifiers.ts';
import { newMakes, outletsOf, planSlots, type Profile } from './plan.ts';
import { createRng } from './random.ts';
import { buildVehicle, createContext } from './vehicle.ts';

export type { Profile } from './plan.ts';

export interface GenerateOptions {
  /** franchise: new, demo and trade-ins at one location; independent: used only; group: every sales location, cars plus bikes, trucks and caravans. */
  profile: Profile;
  seed: number;
  count: number;
  /** New and demo stock only of these makes (a franchise); empty: any make (a group: the makes its locations sell). */
  makes: string[];
  /** YYYY-MM-DD: the day the stock is a snapshot of. */
  asOf: string;
  site: SiteConfig;
}

export function generateStock(options: GenerateOptions): CarInput[] {
  const { profile, seed, count, site } = options;
  if (!Number.isInteger(count) || count < 0) throw new Error(`count: expected a whole number, got ${count}`);
  const rng = createRng(seed);
  const outlets = outletsOf(site, profile);
  const ctx = createContext(
    site,
    profile,
    options.asOf,
    outlets,
    newMakes(options.makes, outlets, profile),
    rng.fork('context'),
    stockPrefix(site.slug),
  );
  const slots = planSlots(rng.fork('plan'), profile, count);
  // Each car draws from its own stream, so a change to how one field is drawn does not reshuffle every later car.
  const cars = rng.fork('cars');
  return slots.map((slot, i) => buildVehicle(cars.fork(`car ${i}`), ctx, slot));
}
