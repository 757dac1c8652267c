import type { FilterAttribute } from '../../search/attributes.ts';
import { RangeFilterView } from './RangeFilterView.tsx';
import type { SearchText } from './search-text.ts';
import { useRangeFilter } from './use-range-filter.ts';

/** A range filter (price, year, km, weekly repayment); hidden while it cannot narrow the results and is not in use. */
export function RangeFilter({ filter, text }: { filter: FilterAttribute; text: SearchText }) {
  const slider = useRangeFilter(filter);
  return slider && <RangeFilterView filter={filter} text={text} slider={slider} />;
}
