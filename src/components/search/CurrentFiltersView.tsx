import { fillString } from '../../domain/fill-string.ts';
import type { SearchText } from './search-text.ts';

/** One chosen filter value: "Make: Toyota", "Price: up to $30,000". */
export interface FilterChip {
  key: string;
  name: string;
  remove: () => void;
}

interface Props {
  text: SearchText;
  chips: FilterChip[];
  canClear: boolean;
  onClearAll: () => void;
}

/** The filters in force, each removable, and Clear all. */
export function CurrentFiltersView({ text, chips, canClear, onClearAll }: Props) {
  // The row is always there (empty without filters), so choosing the first filter does not push
  // the results down: no layout shift, and the cards already drawn need not be drawn again.
  if (chips.length === 0) return <div className="current-filters" />;
  return (
    <div className="current-filters" role="group" aria-label={text['search.currentFilters']}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip"
              onClick={chip.remove}
              aria-label={fillString(text['search.removeFilter'], { filter: chip.name })}
            >
              {chip.name} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {canClear && (
        <button type="button" className="link-button" onClick={onClearAll}>
          {text['search.clearAll']}
        </button>
      )}
    </div>
  );
}
