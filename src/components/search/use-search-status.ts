import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useInstantSearch } from 'react-instantsearch';

/**
 * Where the search stands: loading (or stalled), failed, or showing no results. A failed search
 * is logged and its error caught, so the last results stay shown (spec 01 §4, §8).
 */
export function useSearchStatus(): { status: string; busy: boolean; noResults: boolean } {
  const { results, status, error } = useInstantSearch({ catchError: true });
  useEffect(() => {
    if (error) console.error('Search failed; the last results stay shown.', error);
  }, [error]);
  return {
    status,
    busy: status === 'loading' || status === 'stalled',
    noResults: results.nbHits === 0 && status === 'idle',
  };
}

const subscribeToNothing = () => () => {};

/**
 * The build's clock while hydrating (so the markup matches the pre-rendered page), then the
 * shopper's (React renders again with the client's value once hydrated).
 */
export function useShopperClock(builtAt: string): Date {
  const built = useMemo(() => new Date(builtAt), [builtAt]);
  const [shoppers] = useState(() => new Date());
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return hydrated ? shoppers : built;
}
