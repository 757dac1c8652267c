import type { NumericRange } from '../../domain/range-slider.ts';
import { fillString } from '../../domain/fill-string.ts';
import type { FilterAttribute } from '../../search/attributes.ts';
import { FacetSection } from './FacetSection.tsx';
import { rangeValueLabel } from './facet-labels.ts';
import type { SearchText } from './search-text.ts';

/** A range slider's state: its bounds and step, the thumbs' values, whether it filters now. */
export interface RangeSliderState {
  bounds: NumericRange;
  step: number;
  value: NumericRange;
  active: boolean;
  move: (thumb: 'min' | 'max', raw: number) => void;
}

interface Props {
  filter: Pick<FilterAttribute, 'attribute' | 'label'>;
  text: SearchText;
  slider: RangeSliderState;
}

/** A two-thumb range filter: the values chosen, and one range input per thumb. */
export function RangeFilterView({ filter, text, slider }: Props) {
  const { bounds, step, value, active, move } = slider;
  const minLabel = fillString(text['search.minimum'], { label: filter.label.toLowerCase() });
  const maxLabel = fillString(text['search.maximum'], { label: filter.label.toLowerCase() });
  return (
    <FacetSection attribute={filter.attribute} label={filter.label} active={active} className="facet facet--range">
      <p className="range__values" aria-hidden="true">
        <span>{rangeValueLabel(filter.attribute, value.min)}</span> –{' '}
        <span>{rangeValueLabel(filter.attribute, value.max)}</span>
      </p>
      <div className="range__track">
        <input
          type="range"
          aria-label={minLabel}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={value.min}
          aria-valuetext={rangeValueLabel(filter.attribute, value.min)}
          disabled={bounds.min === bounds.max}
          onChange={(event) => move('min', Number(event.target.value))}
        />
        <input
          type="range"
          aria-label={maxLabel}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={value.max}
          aria-valuetext={rangeValueLabel(filter.attribute, value.max)}
          disabled={bounds.min === bounds.max}
          onChange={(event) => move('max', Number(event.target.value))}
        />
      </div>
    </FacetSection>
  );
}
