import type { PromoCard } from '../../domain/schemas/promo.ts';
import type { SortOption } from '../../domain/search-results.ts';
import type { FilterAttribute } from '../../search/attributes.ts';
import type { Landing } from '../../search/url-state.ts';
import type { VehicleCardText } from '../VehicleCard.tsx';
import { useRef, type RefObject } from 'react';
import { CurrentFilters } from './CurrentFilters.tsx';
import { NoResults } from './NoResults.tsx';
import { RangeFilter } from './RangeFilter.tsx';
import { RefinementFilter } from './RefinementFilter.tsx';
import { ResultGrid } from './ResultGrid.tsx';
import { ResultCount, ResultHeading, ShowMeButton } from './ResultSummary.tsx';
import { ResultsPagination } from './ResultsPagination.tsx';
import { SearchBox } from './SearchBox.tsx';
import type { SearchText } from './search-text.ts';
import { SortSelect } from './SortSelect.tsx';
import { useFilterDrawer } from './use-filter-drawer.ts';
import { useSearchStatus, useShopperClock } from './use-search-status.ts';

export interface SearchPageProps {
  indexName: string;
  defaultSort: SortOption;
  /** The filters this tenant shows, in order. */
  filters: FilterAttribute[];
  showAllMakesAfter: number;
  landings: Landing[];
  fallback: Landing;
  text: SearchText;
  cardText: VehicleCardText;
  promoCards: PromoCard[];
  /** The build's clock (ISO); the shopper's clock replaces it after hydration. */
  builtAt: string;
  clearFiltersHref: string;
}

const HEADING_ID = 'search-heading';
const CLOSE_FILTERS_ID = 'search-filters-close';

/** The results page inside its InstantSearch root: heading and count, search box, sort, the filter panel (a drawer on small screens) and the results. */
export function SearchPage(props: SearchPageProps) {
  const { text, indexName } = props;
  const { open, show, close, toggleRef } = useFilterDrawer(CLOSE_FILTERS_ID);
  const resultsTop = useRef<HTMLElement>(null);
  return (
    <div className="search-page">
      <div className="search-page__head">
        <ResultHeading
          id={HEADING_ID}
          indexName={indexName}
          defaultSort={props.defaultSort}
          landings={props.landings}
          fallback={props.fallback}
        />
        <ResultCount text={text} />
      </div>
      <div className="search-toolbar">
        <SearchBox text={text} />
        <button
          ref={toggleRef}
          type="button"
          className="btn btn--outline filters-toggle"
          aria-expanded={open}
          aria-controls="search-filters"
          onClick={show}
        >
          {text['search.filters']}
        </button>
        <SortSelect indexName={indexName} text={text} />
      </div>
      <div className="search-body">
        <div
          id="search-filters"
          className="search-filters"
          data-open={open || undefined}
          role={open ? 'dialog' : undefined}
          aria-modal={open || undefined}
          aria-labelledby="search-filters-title"
        >
          <div className="search-filters__head">
            <h2 id="search-filters-title">{text['search.filters']}</h2>
            <button
              id={CLOSE_FILTERS_ID}
              type="button"
              className="icon-button"
              aria-label={text['search.closeFilters']}
              onClick={close}
            >
              ×
            </button>
          </div>
          <div className="search-filters__body">
            {props.filters.map((filter) =>
              filter.kind === 'range' ? (
                <RangeFilter key={filter.attribute} filter={filter} text={text} />
              ) : (
                <RefinementFilter
                  key={filter.attribute}
                  filter={filter}
                  text={text}
                  showAllMakesAfter={props.showAllMakesAfter}
                />
              ),
            )}
          </div>
          <div className="search-filters__foot">
            <ShowMeButton
              text={text}
              open={open}
              onClick={() => {
                close();
                resultsTop.current?.scrollIntoView();
              }}
            />
          </div>
        </div>
        <ResultsSection {...props} sectionRef={resultsTop} />
      </div>
    </div>
  );
}

/** The results: what the search found, the no-results card, the pages; kept while a search loads or fails. */
function ResultsSection({ sectionRef, ...props }: SearchPageProps & { sectionRef: RefObject<HTMLElement | null> }) {
  const { text } = props;
  const { status, busy, noResults } = useSearchStatus();
  const now = useShopperClock(props.builtAt);
  const toTop = () => sectionRef.current?.scrollIntoView();
  return (
    <section
      ref={sectionRef}
      className="search-results"
      aria-labelledby={HEADING_ID}
      aria-busy={busy}
      data-status={status}
    >
      {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 where the filters' h2 is in the closed drawer (axe heading-order). */}
      <h2 className="visually-hidden">{text['search.results']}</h2>
      <CurrentFilters text={text} />
      {noResults ? (
        <NoResults text={text} clearFiltersHref={props.clearFiltersHref} />
      ) : (
        <ResultGrid cardText={props.cardText} promoCards={props.promoCards} now={now} label={text['search.results']} />
      )}
      <ResultsPagination text={text} onPage={toTop} />
    </section>
  );
}
