import { useSortBy } from 'react-instantsearch';
import { SORT_OPTIONS, sortIndexName } from '../../domain/search-results.ts';
import type { SearchText } from './search-text.ts';

/** Most relevant, latest, highest price, lowest price (spec 02 §9), as index names both backends read. */
export function SortSelect({ indexName, text }: { indexName: string; text: SearchText }) {
  const { currentRefinement, options, refine } = useSortBy({
    items: SORT_OPTIONS.map((option) => ({ value: sortIndexName(indexName, option.value), label: option.label })),
  });
  return (
    <div className="sort-select">
      <label htmlFor="search-sort">{text['search.sortBy']}</label>
      <select id="search-sort" value={currentRefinement} onChange={(event) => refine(event.target.value)}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  );
}
