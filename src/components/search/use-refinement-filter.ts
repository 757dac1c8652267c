import { useRefinementList } from 'react-instantsearch';
import { MAKE_MODEL_LIMIT } from '../../domain/search-results.ts';
import type { FilterAttribute } from '../../search/attributes.ts';
import { facetValueLabel } from './facet-labels.ts';
import type { RefinementListState } from './RefinementFilterView.tsx';

/** Spec 02 §9: "default facet sort by count then name". */
const FACET_ORDER: ('count:desc' | 'name:asc')[] = ['count:desc', 'name:asc'];
/** Values a list shows before Show all, for lists the spec gives no number. */
const DEFAULT_VISIBLE_VALUES = 10;
const SHOW_ALL_LIMIT = 200;

/** How many values a list shows first, and whether it has Show all (spec 01 §9: 7 makes; model list limit 30). */
export function listLimits(attribute: string, showAllMakesAfter: number): { limit: number; showMore: boolean } {
  if (attribute === 'make') return { limit: showAllMakesAfter, showMore: true };
  if (attribute === 'make_model') return { limit: MAKE_MODEL_LIMIT, showMore: false };
  return { limit: DEFAULT_VISIBLE_VALUES, showMore: true };
}

/** A list filter's values with their labels and counts, the choice of one, and Show all. */
export function useRefinementFilter(filter: FilterAttribute, showAllMakesAfter: number): RefinementListState {
  const { limit, showMore } = listLimits(filter.attribute, showAllMakesAfter);
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: filter.attribute,
    operator: filter.operator ?? 'or',
    limit,
    showMore,
    showMoreLimit: SHOW_ALL_LIMIT,
    sortBy: FACET_ORDER,
  });
  return {
    items: items.map((item) => ({
      value: item.value,
      label: facetValueLabel(filter.attribute, item.value),
      count: item.count,
      isRefined: item.isRefined,
    })),
    toggle: refine,
    canToggleShowMore,
    isShowingMore,
    toggleShowMore,
  };
}
