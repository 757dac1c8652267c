/**
 * The search state as a shareable address (spec 01 §2: "The query text, page and sortBy, plus one
 * parameter per filter attribute, are kept in the address query string. Removing a parameter resets
 * that filter"), and the landing paths of spec 02 §2 (/search/used-cars, /search/{make}/{model} …)
 * that pre-filter the page. Pure: the island's router and the build both use it.
 */
import { parseRange } from '../domain/range-slider.ts';
import { SORT_OPTIONS, type SortOption } from '../domain/search-results.ts';
import { FILTER_ATTRIBUTES, type FilterAttributeName } from './attributes.ts';

/** What the shopper asked for; everything else is the default. */
export interface SearchRoute {
  query?: string;
  /** 1-based; absent means the first page. */
  page?: number;
  /** Absent means the site's default sort. */
  sort?: SortOption;
  /** Chosen values of list filters. */
  lists: Partial<Record<FilterAttributeName, string[]>>;
  /** Range filters as stored, `min:max` (spec 01 §5), either side may be empty. */
  ranges: Partial<Record<FilterAttributeName, string>>;
}

/** A landing path and the filters it stands for. */
export interface Landing {
  path: string;
  /** Heading of the page ("Used Cars", "Ford Ranger"). */
  title: string;
  lists: Partial<Record<FilterAttributeName, string[]>>;
}

export const QUERY_PARAM = 'query';
export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sortBy';

const SORT_VALUES = new Set<string>(SORT_OPTIONS.map((option) => option.value));

export function emptyRoute(): SearchRoute {
  return { lists: {}, ranges: {} };
}

function trimPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The landing a path names, if it is one of the site's. */
export function landingForPath(path: string, landings: readonly Landing[]): Landing | undefined {
  const wanted = trimPath(path);
  return landings.find((landing) => landing.path === wanted);
}

/**
 * Reads an address into a route: the landing's filters, then the query string. A parameter that
 * does not parse (a page of "abc", a range of "cheap") is ignored, so a hand-edited link still
 * opens a search instead of failing.
 */
export function routeFromUrl(url: URL, landings: readonly Landing[]): SearchRoute {
  const route = emptyRoute();
  const landing = landingForPath(url.pathname, landings);
  for (const [attribute, values] of Object.entries(landing?.lists ?? {}))
    route.lists[attribute as FilterAttributeName] = [...values];
  const params = url.searchParams;
  const query = params.get(QUERY_PARAM)?.trim();
  if (query) route.query = query;
  const page = Number(params.get(PAGE_PARAM));
  if (Number.isInteger(page) && page > 1) route.page = page;
  const sort = params.get(SORT_PARAM);
  if (sort && SORT_VALUES.has(sort)) route.sort = sort as SortOption;
  for (const filter of FILTER_ATTRIBUTES) {
    if (filter.kind === 'range') {
      const text = params.get(filter.param);
      if (text && parseRange(text)) route.ranges[filter.attribute] = text.trim();
      continue;
    }
    const values = params
      .getAll(filter.param)
      .map((value) => value.trim())
      .filter(Boolean);
    if (values.length)
      route.lists[filter.attribute] = [...new Set([...(route.lists[filter.attribute] ?? []), ...values])];
  }
  return route;
}

function sameValues(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && b.every((value) => a.includes(value));
}

/**
 * The landing that stands for the most of a route's filters exactly (every attribute it names has
 * exactly its values in the route), so /search/ford/ranger?price=… is preferred to
 * /search/ford?make_model=… and to the default path with every filter in the query string.
 */
export function bestLanding(route: SearchRoute, landings: readonly Landing[], fallback: Landing): Landing {
  let best = fallback;
  let bestSize = Object.keys(fallback.lists).length;
  for (const landing of landings) {
    const entries = Object.entries(landing.lists) as [FilterAttributeName, string[]][];
    if (entries.length <= bestSize) continue;
    if (entries.every(([attribute, values]) => sameValues(route.lists[attribute], values))) {
      best = landing;
      bestSize = entries.length;
    }
  }
  return best;
}

/**
 * Writes a route as a path and query string: the best landing path, then query, page, sortBy and one
 * parameter per remaining filter (list values repeat the parameter: `make=Ford&make=Toyota`).
 */
export function urlForRoute(route: SearchRoute, landings: readonly Landing[], fallback: Landing): string {
  const landing = bestLanding(route, landings, fallback);
  const params = new URLSearchParams();
  if (route.query) params.set(QUERY_PARAM, route.query);
  for (const filter of FILTER_ATTRIBUTES) {
    if (filter.kind === 'range') {
      const range = route.ranges[filter.attribute];
      if (range) params.set(filter.param, range);
      continue;
    }
    const values = route.lists[filter.attribute] ?? [];
    if (landing.lists[filter.attribute]) continue;
    for (const value of values) params.append(filter.param, value);
  }
  if (route.sort) params.set(SORT_PARAM, route.sort);
  if (route.page && route.page > 1) params.set(PAGE_PARAM, String(route.page));
  const search = params.toString();
  return search ? `${landing.path}?${search}` : landing.path;
}
