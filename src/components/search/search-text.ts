import type { Strings, StringKey } from '../../domain/strings.ts';

type SearchKey = Extract<StringKey, `search.${string}`>;
/** The search page's strings (spec texts with the tenant's overrides), passed to the island as a prop. */
export type SearchText = Record<SearchKey, string>;

export function searchText(strings: Strings): SearchText {
  return Object.fromEntries(Object.entries(strings).filter(([key]) => key.startsWith('search.'))) as SearchText;
}
