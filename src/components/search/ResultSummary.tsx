import { useInstantSearch } from 'react-instantsearch';
import { displayedCount, showMeLabel } from '../../domain/search-results.ts';
import { fillString } from '../../domain/strings.ts';
import type { SortOption } from '../../domain/search-results.ts';
import { uiStateToRoute, type IndexUiState } from '../../search/ui-state.ts';
import { bestLanding, type Landing } from '../../search/url-state.ts';
import type { SearchText } from './search-text.ts';
import { useAnimatedNumber } from './use-animated-number.ts';

// Each piece that reads the whole search state is its own small component, so a search re-renders
// these few elements and the widgets that changed, never the whole page.

/** Spec 01 §9: the count shown, from the hits (or above 1999 the car_type or in-stock counts). */
export function useDisplayedCount(): number {
  const { results } = useInstantSearch();
  const raw = (results as unknown as { _rawResults?: { facets?: Record<string, Record<string, number>> }[] })._rawResults?.[0];
  return displayedCount(results.nbHits, raw?.facets ?? {});
}

/** '1,234 vehicles found', announced to screen readers as it changes. */
export function ResultCount({ text }: { text: SearchText }) {
  const count = useDisplayedCount();
  const vehicles = count === 1 ? text['search.vehicleOne'] : text['search.vehicleMany'];
  return <p className="result-count" role="status">{fillString(text['search.resultCount'], { count: count.toLocaleString('en-AU'), vehicles })}</p>;
}

interface HeadingProps { id: string; indexName: string; defaultSort: SortOption; landings: Landing[]; fallback: Landing }

/** The page's heading follows the search: the landing that stands for the filters chosen ("Ford Ranger"). */
export function ResultHeading({ id, indexName, defaultSort, landings, fallback }: HeadingProps) {
  const { indexUiState } = useInstantSearch();
  const route = uiStateToRoute(indexUiState as IndexUiState, { indexName, defaultSort });
  return <h1 id={id}>{bestLanding(route, landings, fallback).title}</h1>;
}

/** 'Show Me {count} {cars}' (spec 01 §2), counting to the new figure while the drawer is open. */
export function ShowMeButton({ text, open, onClick }: { text: SearchText; open: boolean; onClick: () => void }) {
  const shown = useAnimatedNumber(useDisplayedCount(), open);
  return (
    <button type="button" className="btn show-me" onClick={onClick}>
      {showMeLabel(text['search.showMe'], shown, { one: text['search.carOne'], many: text['search.carMany'] })}
    </button>
  );
}
