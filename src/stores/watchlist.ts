/**
 * The signed-in shopper's watchlist (spec 01 §4 "Watchlist: save and remove are optimistic (list updated first, then
 * the call). Saving is blocked and the visitor redirected to sign-in when the user has no phone on record"; §7 POST
 * /api/watchlist/save-car and remove-car, body phone_number, car_id; §8 "Watchlist call failure: alert with the error
 * message; success false"). The list lives on the server (functions/routes/watchlist.ts); this store holds the saved
 * car ids for the page's hearts, read from GET /api/watchlist once the session says the shopper is signed in.
 */
import { atom } from 'nanostores';
import { revertSaved, saveAction, toggleSaved } from '../domain/watchlist.ts';
import { loadSession, type SessionState } from './session.ts';

export const WATCHLIST_PATH = '/api/watchlist';
/** Said when the server sent no message of its own (network down, a 5xx page). */
export const WATCHLIST_FAILED_MESSAGE = 'Sorry, your watchlist could not be updated. Please try again.';

type Fetch = typeof fetch;

export interface WatchlistSession {
  loadSession(): Promise<SessionState>;
}

/** What a heart's click led to: saved or removed (the call succeeded), sign-in needed, or failed (reverted). */
export type ToggleOutcome = { kind: 'saved' | 'removed' } | { kind: 'sign-in' } | { kind: 'failed'; message: string };

/** The car ids of a GET /api/watchlist answer (`{ cars: [{ car_id }] }`); anything else reads as none. */
export function decodeWatchlist(body: unknown): number[] {
  const cars = (body as { cars?: unknown } | null)?.cars;
  if (!Array.isArray(cars)) return [];
  const ids = cars.map((row) => (row as { car_id?: unknown } | null)?.car_id).filter(Number.isInteger) as number[];
  return [...new Set(ids)];
}

/** The server's own error text when it sent one, else the fallback. */
async function failureMessage(response: Response): Promise<string> {
  try {
    const error = ((await response.json()) as { error?: unknown } | null)?.error;
    return typeof error === 'string' && error.trim() !== '' ? error : WATCHLIST_FAILED_MESSAGE;
  } catch {
    return WATCHLIST_FAILED_MESSAGE;
  }
}

export function createWatchlistStore(session: WatchlistSession, fetchImpl: Fetch = (...args) => fetch(...args)) {
  const $watchlistIds = atom<number[]>([]);
  /** The last failure's message for the page's alert; '' when there is none to show. */
  const $watchlistError = atom('');
  let loaded: Promise<SessionState> | null = null;

  /** The session, and the saved ids when signed in; asked once per page. A list that cannot be read stays empty. */
  function loadWatchlist(): Promise<SessionState> {
    loaded ??= session.loadSession().then(async (state) => {
      if (!state.signedIn) return state;
      try {
        const response = await fetchImpl(WATCHLIST_PATH, { credentials: 'same-origin', cache: 'no-store' });
        if (!response.ok) throw new Error(`watchlist answered ${response.status}`);
        const ids = decodeWatchlist(await response.json());
        // A toggle made while the list loaded wins over the server's older answer.
        $watchlistIds.set([...new Set([...ids, ...$watchlistIds.get()])]);
      } catch (error) {
        console.warn('Could not read the watchlist:', error);
      }
      return state;
    });
    return loaded;
  }

  async function call(action: 'save-car' | 'remove-car', body: { phone_number: string; car_id: number }) {
    try {
      const response = await fetchImpl(`${WATCHLIST_PATH}/${action}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) return await failureMessage(response);
      // Spec 01 §7 "answer: success flag and an error message": a 200 that says success false failed too.
      const reply = (await response.json().catch(() => null)) as { success?: unknown; error?: unknown } | null;
      if (reply?.success !== false) return null;
      return typeof reply.error === 'string' && reply.error.trim() !== '' ? reply.error : WATCHLIST_FAILED_MESSAGE;
    } catch {
      return WATCHLIST_FAILED_MESSAGE;
    }
  }

  /**
   * Saves the car when it is not on the list, removes it when it is. Waits for the session (a click while it loads
   * is answered once it is known); signed out, or without a phone, the answer is 'sign-in' and nothing changes.
   * Otherwise the list changes first, then the call; a failed call puts the car back as it was and sets the error.
   * `want` saves or removes whatever the list says (the save on return from sign-in).
   */
  async function toggleWatchlist(carId: number, want?: 'save' | 'remove'): Promise<ToggleOutcome> {
    const state = await loadWatchlist();
    const action = saveAction({ id: carId }, state.user, '');
    if (action.kind === 'sign-in') return { kind: 'sign-in' };
    const wasSaved = $watchlistIds.get().includes(carId);
    if (want === (wasSaved ? 'save' : 'remove')) return { kind: wasSaved ? 'saved' : 'removed' };
    $watchlistIds.set(toggleSaved($watchlistIds.get(), carId));
    $watchlistError.set('');
    const message = await call(wasSaved ? 'remove-car' : 'save-car', {
      phone_number: action.phone_number,
      car_id: carId,
    });
    if (message === null) return { kind: wasSaved ? 'removed' : 'saved' };
    $watchlistIds.set(revertSaved($watchlistIds.get(), carId, wasSaved));
    $watchlistError.set(message);
    return { kind: 'failed', message };
  }

  return { $watchlistIds, $watchlistError, loadWatchlist, toggleWatchlist };
}

export const { $watchlistIds, $watchlistError, loadWatchlist, toggleWatchlist } = createWatchlistStore({ loadSession });
