import { useEffect, useState } from 'react';
import { useInstantSearch } from 'react-instantsearch';

/**
 * Where the search stands: loading (or stalled), failed, or showing no results. A failed search
 * is logged and its error caught, so the last results stay shown (spec 01 §4, §8).
 */
export function useSearchStatus(): { status: string; busy: boolean; noResults: boolean } {
  const { results, status, error } = useInstantSearch({ catchError: true });
  useEffect(() => { if (error) console.error('Search failed; the last results stay shown.', error); }, [error]);
  return { status, busy: status === 'loading' || status === 'stalled', noResults: results.nbHits === 0 && status === 'idle' };
}

/** The build's clock until hydration (so the markup matches), then the shopper's. */
export function useShopperClock(builtAt: string): Date {
  const [now, setNow] = useState(() => new Date(builtAt));
  useEffect(() => setNow(new Date()), []);
  return now;
}
