/**
 * The fuel calculator's markup (spec 01 §2, §5, §9): three free-text fields and the weekly cost,
 * or the spec's note while a field does not read as a figure. Props only: the state comes from
 * useFuelCalculator. The page renders the same markup with the default cost, so nothing moves
 * when the island hydrates.
 */
import { formatCents } from '../../../domain/car-tools.ts';
import { fillString } from '../../../domain/fill-string.ts';
import type { Strings } from '../../../domain/strings.ts';
import { ToolField } from './ToolField.tsx';
import type { FuelCalculatorState } from './use-fuel-calculator.ts';

export const FUEL_TEXT_KEYS = [
  'fuel.price',
  'fuel.distance',
  'fuel.consumption',
  'fuel.result',
  'fuel.perWeek',
  'fuel.invalid',
] as const;
export type FuelCalculatorText = Pick<Strings, (typeof FUEL_TEXT_KEYS)[number]>;

const FIELDS = [
  { key: 'pricePerLitre', label: 'fuel.price', id: 'fuel-price' },
  { key: 'kmPerWeek', label: 'fuel.distance', id: 'fuel-distance' },
  { key: 'litresPer100km', label: 'fuel.consumption', id: 'fuel-consumption' },
] as const;

export function FuelCalculatorView({
  calculator,
  text,
}: {
  calculator: FuelCalculatorState;
  text: FuelCalculatorText;
}) {
  const { texts, cost } = calculator;
  return (
    <form className="tool-form fuel-calculator" onSubmit={(event) => event.preventDefault()}>
      <div className="tool-form__fields">
        {FIELDS.map((field) => (
          <ToolField
            key={field.key}
            id={field.id}
            label={text[field.label]}
            value={texts[field.key]}
            onChange={(value) => calculator.change(field.key, value)}
          />
        ))}
      </div>
      <p className="tool-result" role="status">
        {cost === null ? (
          <span className="tool-result__note">{text['fuel.invalid']}</span>
        ) : (
          <>
            <span className="tool-result__label">{text['fuel.result']}</span>{' '}
            <strong className="tool-result__value">
              {fillString(text['fuel.perWeek'], { cost: formatCents(cost) })}
            </strong>
          </>
        )}
      </p>
    </form>
  );
}
