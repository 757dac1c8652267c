import { useInstantSearch } from 'react-instantsearch';
import { displayedCount, type SortOption } from '../../domain/search-results.ts';
import { matchingFacetCounts } from '../../search/facet-counts.ts';
import { uiStateToRoute, type IndexUiState } from '../../search/ui-state.ts';
import { bestLanding, type Landing } from '../../search/url-state.ts';
import { useAnimatedNumber } from './use-animated-number.ts';

/** Spec 01 §9: the count shown, from the hits (or above 1999 the car_type or in-stock counts). */
export function useDisplayedCount(): number {
  const { results } = useInstantSearch();
  return displayedCount(results.nbHits, {
    car_type: matchingFacetCounts(results, 'car_type'),
    status: matchingFacetCounts(results, 'status'),
  });
}

/** The count the Show Me button shows: counting to a new figure while the drawer is open (`animate`). */
export function useShowMeCount(animate: boolean): number {
  return useAnimatedNumber(useDisplayedCount(), animate);
}

export interface HeadingContext {
  indexName: string;
  defaultSort: SortOption;
  landings: Landing[];
  fallback: Landing;
}

/** The page's heading follows the search: the title of the landing that stands for the filters chosen ("Ford Ranger"). */
export function useResultHeading({ indexName, defaultSort, landings, fallback }: HeadingContext): string {
  const { indexUiState } = useInstantSearch();
  const route = uiStateToRoute(indexUiState as IndexUiState, { indexName, defaultSort });
  return bestLanding(route, landings, fallback).title;
}
