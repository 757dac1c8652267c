import type { FilterAttribute } from '../../search/attributes.ts';
import { RefinementFilterView } from './RefinementFilterView.tsx';
import type { SearchText } from './search-text.ts';
import { useRefinementFilter } from './use-refinement-filter.ts';

interface Props {
  filter: FilterAttribute;
  text: SearchText;
  showAllMakesAfter: number;
}

/** A list filter (make, model, body, ...); hidden while no car has a value for it. */
export function RefinementFilter({ filter, text, showAllMakesAfter }: Props) {
  return <RefinementFilterView filter={filter} text={text} list={useRefinementFilter(filter, showAllMakesAfter)} />;
}
