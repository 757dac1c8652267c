import { useState } from 'react';
import { useRange } from 'react-instantsearch';
import { formatKm, formatMoney } from '../../domain/format.ts';
import { moveThumb, sliderBounds, sliderStep, SLIDER_DEBOUNCE_MS, type NumericRange } from '../../domain/range-slider.ts';
import { fillString } from '../../domain/strings.ts';
import type { FilterAttribute } from '../../search/attributes.ts';
import type { SearchText } from './search-text.ts';
import { FacetSection } from './FacetSection.tsx';
import { useDebounced } from './use-debounced.ts';

function formatValue(attribute: string, value: number): string {
  if (attribute === 'km') return formatKm(value);
  if (attribute === 'year') return String(value);
  if (attribute === 'weekly_price') return `${formatMoney(value)}/wk`;
  return formatMoney(value);
}

interface Props { filter: FilterAttribute; text: SearchText }

/**
 * A two-thumb range filter over the facet's min and max (spec 01 §5: bounds from the facet, else
 * 0 to 100000; step a hundredth of the range; price and km rounded to 1000; thumbs never cross;
 * applied 400 ms after the last move). A thumb moved to its end removes that side of the filter,
 * so rounding never hides the cheapest or dearest car.
 */
export function RangeFilter({ filter, text }: Props) {
  const { start, range, refine, canRefine } = useRange({ attribute: filter.attribute });
  const bounds = sliderBounds(range);
  const chosen: NumericRange = {
    min: Number.isFinite(start[0]) ? Math.max(bounds.min, start[0] as number) : bounds.min,
    max: Number.isFinite(start[1]) ? Math.min(bounds.max, start[1] as number) : bounds.max,
  };
  // While the shopper drags, the thumbs show the draft; once it is applied, the refinement again.
  const [draft, setDraft] = useState<NumericRange | null>(null);
  const value = draft ?? chosen;
  const apply = useDebounced((next: NumericRange) => {
    refine([next.min <= bounds.min ? undefined : next.min, next.max >= bounds.max ? undefined : next.max]);
    setDraft(null);
  }, SLIDER_DEBOUNCE_MS);
  if (!canRefine && start.every((side) => !Number.isFinite(side))) return null;
  const step = sliderStep(bounds);
  const move = (thumb: 'min' | 'max', raw: number) => {
    const atEnd = thumb === 'min' ? raw <= bounds.min : raw >= bounds.max;
    const next = atEnd ? { ...value, [thumb]: bounds[thumb] } : moveThumb(filter.attribute, value, thumb, raw, bounds);
    setDraft(next);
    apply(next);
  };
  const minLabel = fillString(text['search.minimum'], { label: filter.label.toLowerCase() });
  const maxLabel = fillString(text['search.maximum'], { label: filter.label.toLowerCase() });
  const active = start.some((side) => Number.isFinite(side));
  return (
    <FacetSection attribute={filter.attribute} label={filter.label} active={active} className="facet facet--range">
      <p className="range__values" aria-hidden="true">
        <span>{formatValue(filter.attribute, value.min)}</span> – <span>{formatValue(filter.attribute, value.max)}</span>
      </p>
      <div className="range__track">
        <input type="range" aria-label={minLabel} min={bounds.min} max={bounds.max} step={step} value={value.min}
          aria-valuetext={formatValue(filter.attribute, value.min)} disabled={bounds.min === bounds.max}
          onChange={(event) => move('min', Number(event.target.value))} />
        <input type="range" aria-label={maxLabel} min={bounds.min} max={bounds.max} step={step} value={value.max}
          aria-valuetext={formatValue(filter.attribute, value.max)} disabled={bounds.min === bounds.max}
          onChange={(event) => move('max', Number(event.target.value))} />
      </div>
    </FacetSection>
  );
}
