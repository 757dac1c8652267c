import { parseAmountInput } from './format.ts';
import { fuelKind } from './fuel-kind.ts';

/** Spec 01 §9 fuel calculator defaults: 1.70 per litre, 250 km a week, 10 L/100km when the car has none. */
export const DEFAULT_FUEL_PRICE_PER_LITRE = 1.7;
export const DEFAULT_KM_PER_WEEK = 250;
export const DEFAULT_LITRES_PER_100KM = 10;

export interface FuelInputs {
  pricePerLitre: number;
  kmPerWeek: number;
  litresPer100km: number;
}

type FuelCar = {
  simple_fuel?: string | null;
  fuel?: string | null;
  variant?: { fuelconsumptioncombined?: number | null } | null;
};

/**
 * Spec 01 §5: the calculator is hidden for electric fuel. A hybrid burns fuel, so it keeps the
 * calculator; only a car whose fuel is electric and not hybrid hides it.
 */
export function fuelCalculatorShown(car: FuelCar): boolean {
  return fuelKind(car) !== 'electric';
}

/** Spec 01 §9: the starting inputs; consumption is the car's combined figure, else 10 L/100km. */
export function fuelCalculatorDefaults(car: FuelCar): FuelInputs {
  const combined = car.variant?.fuelconsumptioncombined;
  return {
    pricePerLitre: DEFAULT_FUEL_PRICE_PER_LITRE,
    kmPerWeek: DEFAULT_KM_PER_WEEK,
    litresPer100km: combined != null && combined > 0 ? combined : DEFAULT_LITRES_PER_100KM,
  };
}

/**
 * Spec 01 §5: inputs are free text; a dollar sign, commas and the suffix "kms" are stripped and the
 * rest read as a number (the same reading as every money and mileage input). Anything else
 * (empty, letters) gives null, which the calculator shows as no result rather than a wrong one.
 */
export const parseFuelInput = parseAmountInput;

/** Spec 01 §9: cost = distance / 100 x consumption x price, in dollars per week, to the cent. */
export function weeklyFuelCost(inputs: FuelInputs): number {
  return Math.round((inputs.kmPerWeek / 100) * inputs.litresPer100km * inputs.pricePerLitre * 100) / 100;
}
