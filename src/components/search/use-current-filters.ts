import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch';
import { filterByAttribute } from '../../search/attributes.ts';
import type { FilterChip } from './CurrentFiltersView.tsx';
import { refinementLabel } from './facet-labels.ts';

export interface CurrentFiltersState {
  chips: FilterChip[];
  /** Whether Clear all has anything to clear (query text is kept). */
  canClear: boolean;
  clearAll: () => void;
}

/** The filters in force, each with its removal, and Clear all. */
export function useCurrentFilters(): CurrentFiltersState {
  const { items, refine } = useCurrentRefinements();
  const { canRefine, refine: clearAll } = useClearRefinements();
  const chips = items.flatMap((item) =>
    item.refinements.map((refinement) => ({
      key: `${item.attribute}-${refinement.operator ?? ''}-${refinement.value}`,
      name: `${filterByAttribute(item.attribute)?.label ?? item.label}: ${refinementLabel(item.attribute, refinement)}`,
      remove: () => refine(refinement),
    })),
  );
  return { chips, canClear: canRefine, clearAll };
}
