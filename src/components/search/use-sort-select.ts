import { useSortBy } from 'react-instantsearch';
import { SORT_OPTIONS, sortIndexName } from '../../domain/search-results.ts';
import type { SortChoice } from './SortSelectView.tsx';

/** Most relevant, latest, highest price, lowest price (spec 02 §9), as index names both backends read. */
export function useSortSelect(indexName: string): {
  value: string;
  options: SortChoice[];
  choose: (value: string) => void;
} {
  const { currentRefinement, options, refine } = useSortBy({
    items: SORT_OPTIONS.map((option) => ({ value: sortIndexName(indexName, option.value), label: option.label })),
  });
  return { value: currentRefinement, options, choose: refine };
}
