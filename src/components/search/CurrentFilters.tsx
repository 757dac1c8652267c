import { CurrentFiltersView } from './CurrentFiltersView.tsx';
import type { SearchText } from './search-text.ts';
import { useCurrentFilters } from './use-current-filters.ts';

/** The filters in force, each removable, and Clear all (query text is kept). */
export function CurrentFilters({ text }: { text: SearchText }) {
  const { chips, canClear, clearAll } = useCurrentFilters();
  return <CurrentFiltersView text={text} chips={chips} canClear={canClear} onClearAll={clearAll} />;
}
