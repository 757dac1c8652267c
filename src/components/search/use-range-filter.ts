import { useState } from 'react';
import { useRange } from 'react-instantsearch';
import {
  moveThumb,
  sliderBounds,
  sliderStep,
  SLIDER_DEBOUNCE_MS,
  type NumericRange,
} from '../../domain/range-slider.ts';
import type { FilterAttribute } from '../../search/attributes.ts';
import type { RangeSliderState } from './RangeFilterView.tsx';
import { useDebounced } from './use-debounced.ts';

/**
 * A two-thumb range filter over the facet's min and max (spec 01 §5: bounds from the facet, else
 * 0 to 100000; step a hundredth of the range; price and km rounded to 1000; thumbs never cross;
 * applied 400 ms after the last move). A thumb moved to its end removes that side of the filter,
 * so rounding never hides the cheapest or dearest car. Null while the filter cannot narrow the
 * results and is not in use.
 */
export function useRangeFilter(filter: FilterAttribute): RangeSliderState | null {
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
  const move = (thumb: 'min' | 'max', raw: number) => {
    const atEnd = thumb === 'min' ? raw <= bounds.min : raw >= bounds.max;
    const next = atEnd ? { ...value, [thumb]: bounds[thumb] } : moveThumb(filter.attribute, value, thumb, raw, bounds);
    setDraft(next);
    apply(next);
  };
  return { bounds, step: sliderStep(bounds), value, active: start.some((side) => Number.isFinite(side)), move };
}
