import { describe, expect, it } from 'vitest';
import { searchLabel } from '../../../src/domain/shopper-lists.ts';
import {
  createSearchHistoryStore,
  decodeSearchHistory,
  SEARCH_HISTORY_STORAGE_KEY,
} from '../../../src/stores/search-history.ts';
import { memoryStorage } from './fake-storage.ts';

describe('$searchHistory: "Search history: last 5 searches, each with a path" (spec 02 §3, §9)', () => {
  it('records newest first, a path once, 5 at most, and keeps them across a reload', () => {
    const storage = memoryStorage();
    const store = createSearchHistoryStore(storage, null);
    for (const n of [1, 2, 3, 4, 5, 6, 3])
      store.recordSearch({ path: `/search/used-cars?query=${n}`, label: 'Used Cars' });
    const paths = store.$searchHistory.get().map((entry) => entry.path);
    expect(paths).toEqual([3, 6, 5, 4, 2].map((n) => `/search/used-cars?query=${n}`));
    expect(JSON.parse(storage.data[SEARCH_HISTORY_STORAGE_KEY]!)).toHaveLength(5);
    expect(
      createSearchHistoryStore(storage, null)
        .$searchHistory.get()
        .map((entry) => entry.path),
    ).toEqual(paths);
  });

  it('keeps only paths on this site', () => {
    expect(
      decodeSearchHistory([{ path: '//evil.example/x' }, { path: 'https://evil.example' }, { path: '/search/a' }, 5]),
    ).toEqual([{ path: '/search/a' }]);
  });
});

describe('searchLabel: the heading and what the address adds', () => {
  it.each([
    ['/search/used-cars', 'Used Cars', 'Used Cars'],
    ['/search/used-cars?query=corolla&transmission=Automatic', 'Used Cars', 'Used Cars: corolla, Automatic'],
    ['/search/used-cars?page=2&sortBy=price_asc', 'Used Cars', 'Used Cars'],
  ])('%s under "%s" reads "%s"', (path, heading, label) => expect(searchLabel(path, heading)).toBe(label));
});
