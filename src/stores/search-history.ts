/**
 * The shopper's search history (spec 02 §3 "Search history: last 5 searches, each with a path"; §9 "Search history
 * 5"): the results page records each search it lands on or makes (src/search/url-router.ts `onSearch`), newest
 * first, a path once (rememberSearch). Kept in localStorage (storage.ts, persistent-atom.ts), so per site. Shown as
 * 'Recent searches' on the results page (src/elements/recent-searches.ts).
 */
import { rememberSearch, SEARCH_HISTORY_LIMIT, searchLabel, type SearchHistoryEntry } from '../domain/shopper-lists.ts';
import { persistentAtom, type StorageEvents } from './persistent-atom.ts';
import { browserStorage, storedJson, type KeyValueStorage } from './storage.ts';

export const SEARCH_HISTORY_STORAGE_KEY = 'search-history';

function isEntry(value: unknown): value is SearchHistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  // Only a path on this site: a stored value is never a way off the site.
  return (
    typeof entry.path === 'string' &&
    entry.path.startsWith('/') &&
    !entry.path.startsWith('//') &&
    (entry.label === undefined || typeof entry.label === 'string')
  );
}

/** The history from what storage held: bad entries dropped, each path once, at most SEARCH_HISTORY_LIMIT. */
export function decodeSearchHistory(stored: unknown): SearchHistoryEntry[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(isEntry).reduceRight<SearchHistoryEntry[]>(rememberSearch, []).slice(0, SEARCH_HISTORY_LIMIT);
}

export function createSearchHistoryStore(storage: KeyValueStorage | null, events?: StorageEvents | null) {
  const $searchHistory = persistentAtom(storedJson(storage, SEARCH_HISTORY_STORAGE_KEY, decodeSearchHistory), events);

  /** A search made: its path (and query) with a label from the page's heading (searchLabel). */
  function recordSearch({ path, label }: { path: string; label: string }): void {
    $searchHistory.set(rememberSearch($searchHistory.get(), { path, label: searchLabel(path, label) }));
  }

  return { $searchHistory, recordSearch };
}

export const { $searchHistory, recordSearch } = createSearchHistoryStore(browserStorage('localStorage'));
