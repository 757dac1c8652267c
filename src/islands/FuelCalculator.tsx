/**
 * The fuel calculator (spec 01 §2, §5, §9; issue 6 item 5): three free-text fields starting at the
 * spec's defaults (1.70 per litre, 250 kms a week, the car's consumption or 10 L/100km) and the
 * weekly cost, distance / 100 x consumption x price, worked out as the shopper types. The page
 * renders the same markup with the default cost, so nothing moves when it hydrates.
 */
import { useState } from 'react';
import { formatCents, fuelCostFromTexts, type FuelTexts } from '../domain/car-tools.ts';
import type { FuelInputs } from '../domain/fuel-calculator.ts';
import { fillString, type Strings } from '../domain/strings.ts';
import { ToolField } from '../components/vehicle/tools/ToolField.tsx';

export const FUEL_TEXT_KEYS = ['fuel.price', 'fuel.distance', 'fuel.consumption', 'fuel.result', 'fuel.perWeek', 'fuel.invalid'] as const;
export type FuelCalculatorText = Pick<Strings, (typeof FUEL_TEXT_KEYS)[number]>;

export interface FuelCalculatorProps {
  defaults: FuelInputs;
  text: FuelCalculatorText;
}

const FIELDS = [
  { key: 'pricePerLitre', label: 'fuel.price', id: 'fuel-price' },
  { key: 'kmPerWeek', label: 'fuel.distance', id: 'fuel-distance' },
  { key: 'litresPer100km', label: 'fuel.consumption', id: 'fuel-consumption' },
] as const;

export default function FuelCalculator({ defaults, text }: FuelCalculatorProps) {
  const [texts, setTexts] = useState<FuelTexts>(() => ({
    pricePerLitre: defaults.pricePerLitre.toFixed(2),
    kmPerWeek: String(defaults.kmPerWeek),
    litresPer100km: String(defaults.litresPer100km),
  }));
  const cost = fuelCostFromTexts(texts);
  return (
    <form className="tool-form fuel-calculator" onSubmit={(event) => event.preventDefault()}>
      <div className="tool-form__fields">
        {FIELDS.map((field) => (
          <ToolField
            key={field.key}
            id={field.id}
            label={text[field.label]}
            value={texts[field.key]}
            onChange={(value) => setTexts((current) => ({ ...current, [field.key]: value }))}
          />
        ))}
      </div>
      <p className="tool-result" role="status">
        {cost === null
          ? <span className="tool-result__note">{text['fuel.invalid']}</span>
          : <><span className="tool-result__label">{text['fuel.result']}</span> <strong className="tool-result__value">{fillString(text['fuel.perWeek'], { cost: formatCents(cost) })}</strong></>}
      </p>
    </form>
  );
}
