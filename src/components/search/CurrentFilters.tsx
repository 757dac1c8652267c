import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch';
import { formatKm, formatMoney } from '../../domain/format.ts';
import { fillString } from '../../domain/strings.ts';
import { filterByAttribute } from '../../search/attributes.ts';
import { facetValueLabel } from './facet-labels.ts';
import type { SearchText } from './search-text.ts';

function refinementLabel(attribute: string, refinement: { type: string; value: string | number; operator?: string; label: string }): string {
  if (refinement.type !== 'numeric') return facetValueLabel(attribute, String(refinement.value));
  const value = Number(refinement.value);
  const shown = attribute === 'km' ? formatKm(value) : attribute === 'year' ? String(value) : formatMoney(value);
  return `${refinement.operator === '>=' ? 'from' : 'up to'} ${shown}`;
}

/** The filters in force, each removable, and Clear all (query text is kept). */
export function CurrentFilters({ text }: { text: SearchText }) {
  const { items, refine } = useCurrentRefinements();
  const { canRefine: canClear, refine: clearAll } = useClearRefinements();
  // The row is always there (empty without filters), so choosing the first filter does not push
  // the results down: no layout shift, and the cards already drawn need not be drawn again.
  if (items.length === 0) return <div className="current-filters" />;
  return (
    <div className="current-filters" role="group" aria-label={text['search.currentFilters']}>
      <ul>
        {items.flatMap((item) => item.refinements.map((refinement) => {
          const name = `${filterByAttribute(item.attribute)?.label ?? item.label}: ${refinementLabel(item.attribute, refinement)}`;
          return (
            <li key={`${item.attribute}-${refinement.operator ?? ''}-${refinement.value}`}>
              <button type="button" className="chip" onClick={() => refine(refinement)} aria-label={fillString(text['search.removeFilter'], { filter: name })}>
                {name} <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        }))}
      </ul>
      {canClear && <button type="button" className="link-button" onClick={clearAll}>{text['search.clearAll']}</button>}
    </div>
  );
}
