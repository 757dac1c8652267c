import type { SearchText } from './search-text.ts';
import { SortSelectView } from './SortSelectView.tsx';
import { useSortSelect } from './use-sort-select.ts';

/** Most relevant, latest, highest price, lowest price (spec 02 §9). */
export function SortSelect({ indexName, text }: { indexName: string; text: SearchText }) {
  const { value, options, choose } = useSortSelect(indexName);
  return <SortSelectView text={text} value={value} options={options} onChange={choose} />;
}
