import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../src/stores/session.ts';
import {
  createWatchlistStore,
  decodeWatchlist,
  WATCHLIST_FAILED_MESSAGE,
  WATCHLIST_PATH,
} from '../../../src/stores/watchlist.ts';

const SIGNED_IN: SessionState = {
  loading: false,
  signedIn: true,
  user: { id: 'u1', phone: '0412345678' },
  failed: false,
};
const SIGNED_OUT: SessionState = { loading: false, signedIn: false, user: null, failed: false };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake server: GET /api/watchlist answers `saved`; the posts answer what `post` says (default success). */
function server(saved: number[], post: () => Response | Promise<Response> = () => answer(200, { success: true })) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
    if (String(url) === WATCHLIST_PATH)
      return answer(200, { success: true, cars: saved.map((car_id) => ({ car_id })) });
    return post();
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

const session = (state: SessionState) => ({ loadSession: () => Promise.resolve(state) });

describe('decodeWatchlist: the GET /api/watchlist answer', () => {
  it.each([
    [{ success: true, cars: [{ car_id: 3 }, { car_id: 7, state: 'gone' }] }, [3, 7]],
    [{ cars: [{ car_id: 3 }, { car_id: 3 }, { car_id: '4' }, null] }, [3]],
    [{ success: false }, []],
    [null, []],
  ])('%j → %j', (body, ids) => expect(decodeWatchlist(body)).toEqual(ids));
});

describe('the watchlist: "save and remove are optimistic (list updated first, then the call)" (spec 01 §4)', () => {
  it('reads the saved cars once signed in', async () => {
    const { fetchImpl } = server([11, 12]);
    const store = createWatchlistStore(session(SIGNED_IN), fetchImpl);
    await store.loadWatchlist();
    expect(store.$watchlistIds.get()).toEqual([11, 12]);
  });

  it('signed out, asks nothing of the server', async () => {
    const { fetchImpl } = server([11]);
    const store = createWatchlistStore(session(SIGNED_OUT), fetchImpl);
    await store.loadWatchlist();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(store.$watchlistIds.get()).toEqual([]);
  });

  it('saving: the heart is pressed before the call answers, then save-car is sent with the phone and car id', async () => {
    let release!: (response: Response) => void;
    const { fetchImpl, calls } = server([], () => new Promise<Response>((resolve) => (release = resolve)));
    const store = createWatchlistStore(session(SIGNED_IN), fetchImpl);
    await store.loadWatchlist();
    const outcome = store.toggleWatchlist(5);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(store.$watchlistIds.get()).toEqual([5]);
    expect(calls[1]).toEqual({
      url: `${WATCHLIST_PATH}/save-car`,
      body: { phone_number: '0412345678', car_id: 5 },
    });
    release(answer(200, { success: true }));
    expect(await outcome).toEqual({ kind: 'saved' });
    expect(store.$watchlistIds.get()).toEqual([5]);
  });

  it('removing a saved car sends remove-car', async () => {
    const { fetchImpl, calls } = server([5, 6]);
    const store = createWatchlistStore(session(SIGNED_IN), fetchImpl);
    expect(await store.toggleWatchlist(5)).toEqual({ kind: 'removed' });
    expect(store.$watchlistIds.get()).toEqual([6]);
    expect(calls.at(-1)).toEqual({
      url: `${WATCHLIST_PATH}/remove-car`,
      body: { phone_number: '0412345678', car_id: 5 },
    });
  });

  it('"Watchlist call failure: alert with the error message; success false" (§8): the save is undone, the message kept', async () => {
    const { fetchImpl } = server([], () =>
      answer(404, { success: false, error: 'Sorry, we could not find that car.' }),
    );
    const store = createWatchlistStore(session(SIGNED_IN), fetchImpl);
    expect(await store.toggleWatchlist(5)).toEqual({ kind: 'failed', message: 'Sorry, we could not find that car.' });
    expect(store.$watchlistIds.get()).toEqual([]);
    expect(store.$watchlistError.get()).toBe('Sorry, we could not find that car.');
  });

  it('a failed remove puts the car back; a failure without a message of the server says ours', async () => {
    const { fetchImpl } = server([5], () => new Response('<h1>Bad gateway</h1>', { status: 503 }));
    const store = createWatchlistStore(session(SIGNED_IN), fetchImpl);
    expect(await store.toggleWatchlist(5)).toEqual({ kind: 'failed', message: WATCHLIST_FAILED_MESSAGE });
    expect(store.$watchlistIds.get()).toEqual([5]);
  });

  it('an answer of 200 with success false failed as well (spec 01 §7 "answer: success flag and an error message")', async () => {
    const { fetchImpl } = server([], () => answer(200, { success: false, error: 'Not today.' }));
    const store = createWatchlistStore(session(SIGNED_IN), fetchImpl);
    expect(await store.toggleWatchlist(5)).toEqual({ kind: 'failed', message: 'Not today.' });
    expect(store.$watchlistIds.get()).toEqual([]);
  });

  it('a network failure reverts too, and the next success clears the alert', async () => {
    let fail = true;
    const { fetchImpl } = server([], () => {
      if (fail) throw new TypeError('Failed to fetch');
      return answer(200, { success: true });
    });
    const store = createWatchlistStore(session(SIGNED_IN), fetchImpl);
    expect((await store.toggleWatchlist(5)).kind).toBe('failed');
    expect(store.$watchlistError.get()).toBe(WATCHLIST_FAILED_MESSAGE);
    fail = false;
    expect(await store.toggleWatchlist(5)).toEqual({ kind: 'saved' });
    expect(store.$watchlistError.get()).toBe('');
  });

  it('"Saving is blocked and the visitor redirected to sign-in when the user has no phone on record": no call, no change', async () => {
    const { fetchImpl, calls } = server([]);
    for (const state of [SIGNED_OUT, { ...SIGNED_IN, user: { id: 'u1', phone: ' ' } }]) {
      const store = createWatchlistStore(session(state), fetchImpl);
      expect(await store.toggleWatchlist(5)).toEqual({ kind: 'sign-in' });
      expect(store.$watchlistIds.get()).toEqual([]);
    }
    expect(calls.filter((call) => call.url.startsWith(`${WATCHLIST_PATH}/`))).toEqual([]);
  });

  it('a click while the session loads waits for it, then saves', async () => {
    let resolveSession!: (state: SessionState) => void;
    const loading = new Promise<SessionState>((resolve) => (resolveSession = resolve));
    const { fetchImpl, calls } = server([]);
    const store = createWatchlistStore({ loadSession: () => loading }, fetchImpl);
    const outcome = store.toggleWatchlist(9);
    await Promise.resolve();
    expect(calls).toEqual([]);
    resolveSession(SIGNED_IN);
    expect(await outcome).toEqual({ kind: 'saved' });
    expect(store.$watchlistIds.get()).toEqual([9]);
  });

  it('saving on return from sign-in (`want: save`) leaves a car already on the list alone', async () => {
    const { fetchImpl, calls } = server([9]);
    const store = createWatchlistStore(session(SIGNED_IN), fetchImpl);
    expect(await store.toggleWatchlist(9, 'save')).toEqual({ kind: 'saved' });
    expect(store.$watchlistIds.get()).toEqual([9]);
    expect(calls.map((call) => call.url)).toEqual([WATCHLIST_PATH]);
    expect(await store.toggleWatchlist(10, 'save')).toEqual({ kind: 'saved' });
    expect(store.$watchlistIds.get()).toEqual([9, 10]);
  });
});
