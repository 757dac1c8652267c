import { formatMoney } from '../../domain/format.ts';
import type { NumericRange } from '../../domain/range-slider.ts';
import type { BudgetText } from './budget-text.ts';

interface Props {
  value: NumericRange;
  bounds: NumericRange & { step: number };
  onMove: (thumb: 'min' | 'max', value: number) => void;
  text: BudgetText;
}

/** Spec 02 "price-range slider page": two thumbs, each with its own visible label, and the min–max label. */
export function PriceRangeSlider({ value, bounds, onMove, text }: Props) {
  const label = `${formatMoney(value.min)} – ${formatMoney(value.max)}`;
  return (
    <fieldset className="price-range">
      <legend className="budget__legend">{text['budget.priceRange']}</legend>
      <output className="price-range__label">{label}</output>
      <div className="price-range__track">
        {(['min', 'max'] as const).map((thumb) => (
          <div key={thumb} className="price-range__thumb">
            <label htmlFor={`price-${thumb}`}>
              {text[thumb === 'min' ? 'budget.priceMinimum' : 'budget.priceMaximum']}
            </label>
            <input
              id={`price-${thumb}`}
              type="range"
              min={bounds.min}
              max={bounds.max}
              step={bounds.step}
              value={value[thumb]}
              aria-valuetext={formatMoney(value[thumb])}
              onChange={(event) => onMove(thumb, Number(event.target.value))}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
