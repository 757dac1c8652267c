import type { FilterAttribute } from '../../search/attributes.ts';
import { FacetSection } from './FacetSection.tsx';
import type { SearchText } from './search-text.ts';

export interface RefinementItem {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
}

/** A list filter's state: its values, the choice of one, and Show all. */
export interface RefinementListState {
  items: RefinementItem[];
  toggle: (value: string) => void;
  canToggleShowMore: boolean;
  isShowingMore: boolean;
  toggleShowMore: () => void;
}

interface Props {
  filter: Pick<FilterAttribute, 'attribute' | 'label'>;
  text: SearchText;
  list: RefinementListState;
}

/** A list filter: one checkbox per value with its count. Renders nothing while no car has a value for it. */
export function RefinementFilterView({ filter, text, list }: Props) {
  const { items, toggle, canToggleShowMore, isShowingMore, toggleShowMore } = list;
  if (items.length === 0) return null;
  return (
    <FacetSection attribute={filter.attribute} label={filter.label} active={items.some((item) => item.isRefined)}>
      <ul className="facet__list">
        {items.map((item) => (
          <li key={item.value}>
            <label className="facet__option">
              <input type="checkbox" checked={item.isRefined} onChange={() => toggle(item.value)} />
              <span className="facet__label">{item.label}</span>
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
