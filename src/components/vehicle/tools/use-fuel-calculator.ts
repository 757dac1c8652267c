/**
 * The fuel calculator's state (spec 01 §2, §5, §9): the three fields as typed, starting at the
 * spec's defaults (1.70 per litre, 250 kms a week, the car's consumption or 10 L/100km), and the
 * weekly cost they give (distance / 100 x consumption x price), or null while a field does not
 * read as a figure.
 */
import { useState } from 'react';
import { fuelCostFromTexts, type FuelTexts } from '../../../domain/car-tools.ts';
import type { FuelInputs } from '../../../domain/fuel-calculator.ts';

export interface FuelCalculatorState {
  texts: FuelTexts;
  cost: number | null;
  change: (field: keyof FuelTexts, text: string) => void;
}

/** How the defaults read in their fields. */
export function initialFuelTexts(defaults: FuelInputs): FuelTexts {
  return {
    pricePerLitre: defaults.pricePerLitre.toFixed(2),
    kmPerWeek: String(defaults.kmPerWeek),
    litresPer100km: String(defaults.litresPer100km),
  };
}

export function useFuelCalculator(defaults: FuelInputs): FuelCalculatorState {
  const [texts, setTexts] = useState(() => initialFuelTexts(defaults));
  return {
    texts,
    cost: fuelCostFromTexts(texts),
    change: (field, text) => setTexts((current) => ({ ...current, [field]: text })),
  };
}
