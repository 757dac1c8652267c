/**
 * The island props of the budget page and the price-range page (spec 02 "Budget search"). The
 * body tiles, the price cap and the first count come from the build's embedded engine over the
 * same documents the browser searches, so the HTML shows a real count that hydration keeps.
 */
import { BODY_SELECTOR_LIMIT, BUDGET_SEARCH_PRICE_ABOVE } from '../domain/budget.ts';
import { sortFacetItems } from '../domain/search-results.ts';
import type { Strings } from '../domain/strings.ts';
import { budgetText } from '../components/budget/budget-text.ts';
import {
  budgetCountRequest,
  initialBudgetState,
  readBudgetCount,
  stateEstimate,
  BODY_ATTRIBUTE,
  PRICE_ATTRIBUTE,
} from '../components/budget/budget-state.ts';
import type { BudgetSearchProps } from '../islands/BudgetSearch.tsx';
import type { PriceRangeSearchProps } from '../islands/PriceRangeSearch.tsx';
import type { MultiQueryRequest, PageSearchClient, SearchBackend } from '../search/client.ts';
import type { Landing } from '../search/url-state.ts';
import type { TenantLandings } from '../site/search-landings.ts';

type Facets = Record<string, Record<string, number>>;

/**
 * Spec 02 §9 "body selector limit 4": the body types with the most cars a budget search can find
 * (priced above 1000, spec 02 §7), most first, then by name (the spec's facet order).
 */
export function topBodies(facets: Facets | undefined, limit: number = BODY_SELECTOR_LIMIT): string[] {
  const items = Object.entries(facets?.[BODY_ATTRIBUTE] ?? {}).map(([label, count]) => ({ label, count }));
  return sortFacetItems(items)
    .slice(0, limit)
    .map((item) => item.label);
}

/** The stock a budget search sees: priced above 1000, all body types; its body counts and price range. */
export function budgetStockRequest(indexName: string): MultiQueryRequest {
  return {
    indexName,
    params: {
      hitsPerPage: 0,
      facets: [BODY_ATTRIBUTE, PRICE_ATTRIBUTE],
      numericFilters: [`${PRICE_ATTRIBUTE}>${BUDGET_SEARCH_PRICE_ABOVE}`],
    },
  };
}

/** What the budget page is built from: the tenant's strings, index and landings, and its search backends. */
export interface BudgetPageSources {
  strings: Strings;
  indexName: string;
  /** What the browser searches (browserSearchBackend). */
  backend: SearchBackend;
  /** The build's embedded engine over the tenant's documents (buildTimeSearchClient). */
  buildClient: PageSearchClient;
  landings: TenantLandings;
}

export async function budgetSearchProps({
  strings,
  indexName,
  backend,
  buildClient,
  landings: { all, fallback },
}: BudgetPageSources): Promise<BudgetSearchProps> {
  const [stock] = (await buildClient.search([budgetStockRequest(indexName)])).results;
  const bodies = topBodies(stock?.facets as Facets | undefined);
  const maxPrice = (stock?.facets_stats as Record<string, { max: number }> | undefined)?.[PRICE_ATTRIBUTE]?.max ?? null;
  const estimate = stateEstimate(initialBudgetState(), maxPrice);
  const [first] = (await buildClient.search([budgetCountRequest(indexName, estimate, null)])).results;
  // Only landings that stand for one body type can name a budget's results (bestLanding); the
  // others would only make the page heavier.
  const landings = all.filter((landing) => {
    const keys = Object.keys(landing.lists);
    return keys.length === 1 && keys[0] === BODY_ATTRIBUTE && bodies.includes(landing.lists.body?.[0] ?? '');
  });
  return {
    backend,
    indexName,
    bodies,
    maxPrice,
    initialCount: readBudgetCount(first),
    landings,
    fallback,
    text: budgetText(strings),
  };
}

/** `fallback`: the default results landing, the address the price range is written on. */
export function priceRangeSearchProps(fallback: Landing, strings: Strings): PriceRangeSearchProps {
  return { fallback, text: budgetText(strings) };
}
