/**
 * The tenant's cars a reservation holds now (issue 16 "a held car shows 'Reserved' on its cards without waiting
 * for the nightly build"): GET /api/reservations/reserved, asked once the results are drawn. No answer (a failed
 * call, a site without reservations) leaves every card as built.
 */
import { useEffect, useState } from 'react';

export const RESERVED_CARS_PATH = '/api/reservations/reserved';
const NONE: ReadonlySet<number> = new Set();
// One function for every render: the effect runs again whenever its fetch changes, and a new one per render made
// each answer's new set render, fetch and answer again, without end, once any car was held.
const browserFetch: typeof fetch = (...args) => fetch(...args);

export function useLiveReserved(fetchImpl: typeof fetch = browserFetch): ReadonlySet<number> {
  const [reserved, setReserved] = useState(NONE);
  useEffect(() => {
    let current = true;
    fetchImpl(RESERVED_CARS_PATH, { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const ids = (body as { car_ids?: unknown } | null)?.car_ids;
        if (current && Array.isArray(ids) && ids.length > 0)
          setReserved(new Set(ids.filter((id): id is number => Number.isSafeInteger(id))));
      })
      .catch((error: unknown) => console.warn('Could not read the reserved cars:', error));
    return () => {
      current = false;
    };
  }, [fetchImpl]);
  return reserved;
}
