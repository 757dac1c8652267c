import type { SearchText } from './search-text.ts';

/**
 * Spec 01 §8 "No search results": the text, and the default card titled 'No Results Available'
 * with a Clear Filters button (spec 01 §2; its default target is /special-offers).
 */
export function NoResults({ text, clearFiltersHref }: { text: SearchText; clearFiltersHref: string }) {
  return (
    <div className="no-results">
      <p>{text['search.noResults']}</p>
      <article className="no-results__card" aria-labelledby="no-results-title">
        <h2 id="no-results-title">{text['search.noResultsTitle']}</h2>
        <p>{text['search.noResultsCard']}</p>
        <a className="btn" href={clearFiltersHref}>
          {text['search.clearFilters']}
        </a>
      </article>
    </div>
  );
}
