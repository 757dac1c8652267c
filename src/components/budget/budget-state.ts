/**
 * The budget tool's state and the searches it makes (spec 02 "Find cars for your budget", §7, §9),
 * as plain functions the island, the build and the tests share. The rules themselves (estimate,
 * input clamping, result button) live in src/domain/budget.ts; this file only turns them into a
 * search request and a results address.
 */
import {
  budgetDefaults,
  budgetEstimate,
  budgetInput,
  BUDGET_SEARCH_PRICE_ABOVE,
  DEFAULT_REPAYMENT,
  type RepaymentPeriod,
} from '../../domain/budget.ts';
import { formatAmountInput } from '../../domain/format.ts';
import { formatRange, moveThumb, PRICE_SLIDER_PAGE, type NumericRange } from '../../domain/range-slider.ts';
import { displayedCount } from '../../domain/search-results.ts';
import { ALWAYS_COUNTED_FACETS } from '../../search/attributes.ts';
import type { MultiQueryRequest } from '../../search/client.ts';
import type { SearchRoute } from '../../search/url-state.ts';

/** Where the two pages live (linked from the default footer's Buyer Tools group). */
export const BUDGET_SEARCH_PATH = '/find-cars-for-your-budget';
export const PRICE_SEARCH_PATH = '/search-by-price';

/** The attributes the budget tool filters on (search documents' names: simple_body is `body`). */
export const BODY_ATTRIBUTE = 'body';
export const PRICE_ATTRIBUTE = 'price';

/** What the shopper has entered. Amounts stay as typed ("$1,200") until read with budgetInput. */
export interface BudgetState {
  repayment: string;
  deposit: string;
  period: RepaymentPeriod;
  /** A simple_body value ("SUV"), or null for any body type. */
  body: string | null;
}

/** The count a budget search gave, and the cheapest price among its cars (null when none matched). */
export interface BudgetCount {
  count: number;
  cheapest: number | null;
}

/** Spec 02 §9: weekly first, 200 a week and a 2000 deposit, any body type. */
export function initialBudgetState(period: RepaymentPeriod = 'weekly'): BudgetState {
  const defaults = budgetDefaults(period);
  return {
    repayment: formatAmountInput(defaults.repayment),
    deposit: formatAmountInput(defaults.deposit),
    period,
    body: null,
  };
}

/**
 * Changing the period: a repayment still at the old period's default becomes the new period's
 * default (spec 02 §9: 200 weekly or 600 monthly), so "Monthly" does not read "$200 a month"; a
 * figure the shopper typed is kept.
 */
export function switchPeriod(state: BudgetState, period: RepaymentPeriod): BudgetState {
  if (period === state.period) return state;
  const untouched = budgetInput(state.repayment) === DEFAULT_REPAYMENT[state.period];
  return { ...state, period, repayment: untouched ? formatAmountInput(DEFAULT_REPAYMENT[period]) : state.repayment };
}

/** The estimate for the state, capped at the dearest car the tenant lists (spec 02 §9). */
export function stateEstimate(state: BudgetState, knownMaximum: number | null): number {
  return budgetEstimate(
    { repayment: budgetInput(state.repayment), deposit: budgetInput(state.deposit), period: state.period },
    knownMaximum,
  );
}

/**
 * The one query behind the result button (spec 02 §7: "price>1000 for budget … facet on
 * simple_body, price range"): no hits, only the count, with the bounds of budgetPriceFilter
 * (above 1000, up to the estimate). car_type and status are counted because spec 01 §9's
 * displayed-count rule reads them above 1999 hits; price is faceted for its minimum, the cheapest
 * car in these results (spec 02 §4). The tenant's base filter is the client's business.
 */
export function budgetCountRequest(indexName: string, estimate: number, body: string | null): MultiQueryRequest {
  const params: Record<string, unknown> = {
    hitsPerPage: 0,
    facets: [BODY_ATTRIBUTE, ...ALWAYS_COUNTED_FACETS, PRICE_ATTRIBUTE],
    numericFilters: [`${PRICE_ATTRIBUTE}>${BUDGET_SEARCH_PRICE_ABOVE}`, `${PRICE_ATTRIBUTE}<=${estimate}`],
  };
  if (body) params.facetFilters = [[`${BODY_ATTRIBUTE}:${body}`]];
  return { indexName, params };
}

interface CountResult {
  nbHits?: unknown;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min?: unknown } | undefined>;
}

/** Reads a budget count from one search result (either backend's shape; missing parts count as none). */
export function readBudgetCount(response: Readonly<Record<string, unknown>> | undefined): BudgetCount {
  const result = response as CountResult | undefined;
  const hits = typeof result?.nbHits === 'number' ? result.nbHits : 0;
  const count = displayedCount(hits, result?.facets ?? {});
  const min = result?.facets_stats?.[PRICE_ATTRIBUTE]?.min;
  return { count, cheapest: count > 0 && typeof min === 'number' && Number.isFinite(min) ? min : null };
}

/**
 * The results page for a budget: the body type as a list filter and the price as a range. The
 * range is stored inclusive (`min:max`), so "price above 1000" becomes a minimum of 1001: the
 * same cars, prices being whole dollars.
 */
export function budgetResultsRoute(estimate: number, body: string | null): SearchRoute {
  return {
    lists: body ? { body: [body] } : {},
    ranges: { price: formatRange({ min: BUDGET_SEARCH_PRICE_ABOVE + 1, max: estimate }) },
  };
}

/** Spec 02 "Budget search": the price slider page "opens results sorted by price descending". */
export function priceResultsRoute(range: NumericRange): SearchRoute {
  return { lists: {}, ranges: { price: formatRange(range) }, sort: 'price-desc' };
}

/** Spec 02 §9: the price slider page starts at min 5000, max 250000. */
export function initialPriceRange(): NumericRange {
  return { min: PRICE_SLIDER_PAGE.min, max: PRICE_SLIDER_PAGE.max };
}

/**
 * Spec 02 §5 "Price slider: step 500; thumbs cannot cross". moveThumb keeps the thumbs apart and
 * in bounds; the value is snapped to the page's 500 step here rather than by the results sliders'
 * 1000 rounding (spec 01 §5), which would make half the steps unreachable.
 */
export function movePriceThumb(current: NumericRange, thumb: 'min' | 'max', value: number): NumericRange {
  const { min, max, step } = PRICE_SLIDER_PAGE;
  const snapped = min + Math.round((value - min) / step) * step;
  // 'price_page' is not one of the rounded attributes: the step above is this slider's only rounding.
  return moveThumb('price_page', current, thumb, snapped, { min, max });
}
