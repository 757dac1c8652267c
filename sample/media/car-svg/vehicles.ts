// The model of every vehicle shape, built once when the module loads.

import type { VehicleShape } from './catalogue.ts';
import { CONVERTIBLE, COUPE } from './cars-sporty.ts';
import { HATCH, SEDAN, WAGON } from './cars-family.ts';
import { PEOPLE, SUV, UTE, VAN } from './cars-tall.ts';
import { caravan } from './caravan.ts';
import type { Vehicle } from './model.ts';
import { motorcycle } from './motorcycle.ts';
import { truck } from './truck.ts';

export const VEHICLES: Readonly<Record<VehicleShape, Vehicle>> = {
  sedan: SEDAN,
  hatch: HATCH,
  suv: SUV,
  ute: UTE,
  wagon: WAGON,
  van: VAN,
  coupe: COUPE,
  convertible: CONVERTIBLE,
  'people-mover': PEOPLE,
  motorcycle: motorcycle(),
  truck: truck(),
  caravan: caravan(),
};
