/**
 * InstantSearch's UI state for one index ⇄ the shareable route (`url-state.ts`). The sort travels
 * in the address as the option's name (`sortBy=price-asc`) and in InstantSearch as the index name
 * both backends read (`Car_production:price:asc`); the site's default sort is left out of the address.
 */
import { SORT_OPTIONS, sortIndexName, type SortOption } from '../domain/search-results.ts';
import type { FilterAttributeName } from './attributes.ts';
import type { SearchRoute } from './url-state.ts';

export interface IndexUiState {
  query?: string;
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  range?: Record<string, string>;
}

export interface SortContext {
  indexName: string;
  defaultSort: SortOption;
}

/** The sort option an index name stands for, or undefined for an index name of another site. */
export function sortFromIndexName(indexName: string, context: SortContext): SortOption | undefined {
  return SORT_OPTIONS.find((option) => sortIndexName(context.indexName, option.value) === indexName)?.value;
}

export function routeToUiState(route: SearchRoute, context: SortContext): IndexUiState {
  const state: IndexUiState = { sortBy: sortIndexName(context.indexName, route.sort ?? context.defaultSort) };
  if (route.query) state.query = route.query;
  if (route.page && route.page > 1) state.page = route.page;
  const lists = Object.entries(route.lists).filter(([, values]) => values && values.length > 0);
  if (lists.length)
    state.refinementList = Object.fromEntries(lists.map(([attribute, values]) => [attribute, [...values!]]));
  const ranges = Object.entries(route.ranges).filter(([, value]) => value);
  if (ranges.length) state.range = Object.fromEntries(ranges as [string, string][]);
  return state;
}

export function uiStateToRoute(state: IndexUiState | undefined, context: SortContext): SearchRoute {
  const route: SearchRoute = { lists: {}, ranges: {} };
  if (!state) return route;
  if (state.query) route.query = state.query;
  if (state.page && state.page > 1) route.page = state.page;
  const sort = state.sortBy ? sortFromIndexName(state.sortBy, context) : undefined;
  if (sort && sort !== context.defaultSort) route.sort = sort;
  for (const [attribute, values] of Object.entries(state.refinementList ?? {})) {
    if (values.length) route.lists[attribute as FilterAttributeName] = [...values];
  }
  for (const [attribute, value] of Object.entries(state.range ?? {})) {
    if (value) route.ranges[attribute as FilterAttributeName] = value;
  }
  return route;
}
