import { useRefinementList } from 'react-instantsearch';
import type { FilterAttribute } from '../../search/attributes.ts';
import { MAKE_MODEL_LIMIT } from '../../domain/search-results.ts';
import { FacetSection } from './FacetSection.tsx';
import { facetValueLabel } from './facet-labels.ts';
import type { SearchText } from './search-text.ts';

/** Spec 02 §9: "default facet sort by count then name". */
const FACET_ORDER: ('count:desc' | 'name:asc')[] = ['count:desc', 'name:asc'];
/** Values a list shows before Show all, for lists the spec gives no number. */
const DEFAULT_VISIBLE_VALUES = 10;
const SHOW_ALL_LIMIT = 200;

interface Props { filter: FilterAttribute; text: SearchText; showAllMakesAfter: number }

/** How many values a list shows first, and whether it has Show all (spec 01 §9: 7 makes; model list limit 30). */
function listLimits(attribute: string, showAllMakesAfter: number): { limit: number; showMore: boolean } {
  if (attribute === 'make') return { limit: showAllMakesAfter, showMore: true };
  if (attribute === 'make_model') return { limit: MAKE_MODEL_LIMIT, showMore: false };
  return { limit: DEFAULT_VISIBLE_VALUES, showMore: true };
}

/** A list filter: one checkbox per value with its count. Hidden while no car has a value for it. */
export function RefinementFilter({ filter, text, showAllMakesAfter }: Props) {
  const { limit, showMore } = listLimits(filter.attribute, showAllMakesAfter);
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: filter.attribute,
    operator: filter.operator ?? 'or',
    limit,
    showMore,
    showMoreLimit: SHOW_ALL_LIMIT,
    sortBy: FACET_ORDER,
  });
  if (items.length === 0) return null;
  return (
    <FacetSection attribute={filter.attribute} label={filter.label} active={items.some((item) => item.isRefined)}>
      <ul className="facet__list">
        {items.map((item) => (
          <li key={item.value}>
            <label className="facet__option">
              <input type="checkbox" checked={item.isRefined} onChange={() => refine(item.value)} />
              <span className="facet__label">{facetValueLabel(filter.attribute, item.value)}</span>
              <span className="facet__count">{item.count.toLocaleString('en-AU')}</span>
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore && (
        <button type="button" className="link-button" aria-expanded={isShowingMore} onClick={toggleShowMore}>
          {isShowingMore ? text['search.showFewer'] : text['search.showAll']}
        </button>
      )}
    </FacetSection>
  );
}
