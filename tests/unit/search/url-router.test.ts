import instantsearch from 'instantsearch.js/es/index.js';
import { connectPagination, connectRefinementList, connectSearchBox } from 'instantsearch.js/es/connectors/index.js';
import { describe, expect, it, vi } from 'vitest';
import { createSearchRouting, createUrlRouter, type RouterWindow } from '../../../src/search/url-router.ts';
import type { Landing, SearchRoute } from '../../../src/search/url-state.ts';

const ORIGIN = 'https://dealer.example';
const fallback: Landing = { path: '/search/new-used-and-demo-cars', title: 'New, Used and Demo Cars', lists: {} };
const landings: Landing[] = [
  fallback,
  { path: '/search/ford', title: 'Ford Cars', lists: { make: ['Ford'] } },
  { path: '/search/used-cars', title: 'Used Cars', lists: { car_type: ['used'] } },
];
const INDEX = 'Car_production';

/**
 * A browser window in memory: an address, a history of pushed entries, popstate listeners, and
 * animation frames and timers that run when the test says.
 */
function fakeWindow(address: string) {
  let location = new URL(address, ORIGIN);
  const pushed: string[] = [];
  const listeners = new Set<() => void>();
  let queue: { id: number; run: () => void }[] = [];
  let next = 1;
  const schedule = (run: () => void) => {
    const id = next++;
    queue.push({ id, run });
    return id;
  };
  const cancel = (id: unknown) => {
    queue = queue.filter((task) => task.id !== id);
  };
  const browser: RouterWindow = {
    get location() {
      return { href: location.href, origin: location.origin };
    },
    history: {
      pushState: (_data, _unused, url) => {
        pushed.push(url);
        location = new URL(url, location);
      },
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    requestAnimationFrame: schedule,
    cancelAnimationFrame: cancel,
    setTimeout: schedule,
    clearTimeout: cancel,
  };
  return {
    browser,
    pushed,
    listeners,
    /** Runs frames and timers until none is left (after the promises pending now have settled). */
    async flush() {
      for (let round = 0; round < 10; round++) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        const tasks = queue;
        queue = [];
        for (const task of tasks) task.run();
      }
    },
    /** Back or forward to an address. */
    pop(to: string) {
      location = new URL(to, ORIGIN);
      for (const listener of listeners) listener();
    },
  };
}

const route = (lists: SearchRoute['lists'] = {}, extra: Partial<SearchRoute> = {}): SearchRoute => ({
  lists,
  ranges: {},
  ...extra,
});

describe('the URL router (InstantSearch Router over url-state.ts)', () => {
  it("on the server reads the build's address; createURL writes root-relative addresses", () => {
    const router = createUrlRouter({ serverUrl: `${ORIGIN}/search/ford`, landings, fallback });
    expect(router.read()).toEqual(route({ make: ['Ford'] }));
    expect(router.createURL(route({ make: ['Ford'] }, { page: 2 }))).toBe('/search/ford?page=2');
    expect(router.createURL(route({ make: ['Ford', 'Kia'] }))).toBe(
      '/search/new-used-and-demo-cars?make=Ford&make=Kia',
    );
  });

  it("reads the landing's own address until it goes live, and writes nothing before", async () => {
    const page = fakeWindow('/search/ford?query=ranger&page=3');
    const router = createUrlRouter({ serverUrl: `${ORIGIN}/search/ford`, landings, fallback, window: page.browser });
    const onRoute = vi.fn();
    router.onUpdate(onRoute);
    expect(router.read()).toEqual(route({ make: ['Ford'] }));
    router.write(route({ make: ['Kia'] }));
    await page.flush();
    expect(page.pushed).toEqual([]);
    router.goLive();
    expect(onRoute).toHaveBeenCalledWith(route({ make: ['Ford'] }, { query: 'ranger', page: 3 }));
    expect(router.read()).toEqual(route({ make: ['Ford'] }, { query: 'ranger', page: 3 }));
  });

  it("going live on the landing's own address asks for no search", () => {
    const page = fakeWindow('/search/ford/');
    const router = createUrlRouter({ serverUrl: `${ORIGIN}/search/ford`, landings, fallback, window: page.browser });
    const onRoute = vi.fn();
    router.onUpdate(onRoute);
    router.goLive();
    expect(onRoute).not.toHaveBeenCalled();
  });

  it('pushes the last of several writes after the next frame, and not an address already shown', async () => {
    const page = fakeWindow('/search/ford');
    const router = createUrlRouter({ serverUrl: `${ORIGIN}/search/ford`, landings, fallback, window: page.browser });
    router.onUpdate(() => {});
    router.goLive();
    router.write(route({ make: ['Ford'] }, { query: 'r' }));
    router.write(route({ make: ['Ford'] }, { query: 'ranger' }));
    expect(page.pushed).toEqual([]);
    await page.flush();
    expect(page.pushed).toEqual(['/search/ford?query=ranger']);
    router.write(route({ make: ['Ford'] }, { query: 'ranger' }));
    await page.flush();
    expect(page.pushed).toHaveLength(1);
  });

  it('tells onSearch the search landed on and each search pushed, once (spec 02 §3 search history)', async () => {
    const page = fakeWindow('/search/ford?query=ranger');
    const searches: string[] = [];
    const router = createUrlRouter({
      serverUrl: `${ORIGIN}/search/ford`,
      landings,
      fallback,
      window: page.browser,
      onSearch: (path) => searches.push(path),
    });
    router.onUpdate(() => {});
    router.write(route({ make: ['Kia'] }));
    await page.flush();
    expect(searches, 'nothing before it goes live').toEqual([]);
    router.goLive();
    router.write(route({ make: ['Ford'] }, { query: 'everest' }));
    await page.flush();
    router.write(route({ make: ['Ford'] }, { query: 'everest' }));
    await page.flush();
    expect(searches).toEqual(['/search/ford?query=ranger', '/search/ford?query=everest']);
  });

  it('dispose stops listening and drops a pending write', async () => {
    const page = fakeWindow('/search/ford');
    const router = createUrlRouter({ serverUrl: `${ORIGIN}/search/ford`, landings, fallback, window: page.browser });
    router.onUpdate(() => {});
    router.goLive();
    router.write(route({ make: ['Kia'] }));
    router.dispose();
    await page.flush();
    expect(page.pushed).toEqual([]);
    expect(page.listeners.size).toBe(0);
  });
});

describe('the URL router in a real InstantSearch (the installed instantsearch.js)', () => {
  const searchClient = {
    search: async (requests: readonly { indexName: string }[]) => ({
      results: requests.map((request) => ({
        index: request.indexName,
        hits: [],
        nbHits: 0,
        page: 0,
        nbPages: 0,
        hitsPerPage: 21,
        processingTimeMS: 1,
        query: '',
        params: '',
        exhaustiveNbHits: true,
        facets: {},
      })),
    }),
  };

  function start(address: string, serverPath = '/search/ford') {
    const page = fakeWindow(address);
    const routing = createSearchRouting({
      serverUrl: `${ORIGIN}${serverPath}`,
      landings,
      fallback,
      indexName: INDEX,
      defaultSort: 'latest',
      window: page.browser,
    });
    const search = instantsearch({
      indexName: INDEX,
      searchClient: searchClient as never,
      routing: routing.routing as never,
    });
    const refinements = { make: undefined as undefined | ((value: string) => void) };
    search.addWidgets([
      connectSearchBox(() => {})({}),
      connectPagination(() => {})({}),
      connectRefinementList((state) => {
        refinements.make = state.refine;
      })({ attribute: 'make' }),
    ]);
    search.start();
    return { page, routing, search, refinements };
  }

  it('starts from the landing, goes live to the whole address, and writes each new state once painted', async () => {
    const { page, routing, search, refinements } = start('/search/ford?query=ranger');
    await page.flush();
    expect(search.getUiState()[INDEX]).toMatchObject({ refinementList: { make: ['Ford'] } });
    expect(search.getUiState()[INDEX]!.query).toBeUndefined();
    routing.goLive();
    await page.flush();
    expect(search.getUiState()[INDEX]).toMatchObject({ query: 'ranger', refinementList: { make: ['Ford'] } });
    expect(page.pushed).toEqual([]); // the address already says so

    refinements.make!('Kia');
    await page.flush();
    expect(page.pushed).toEqual(['/search/new-used-and-demo-cars?query=ranger&make=Ford&make=Kia']);
    search.dispose();
  });

  it('back and forward set the state from the address, without pushing it again', async () => {
    const { page, routing, search, refinements } = start('/search/ford');
    routing.goLive();
    await page.flush();
    refinements.make!('Kia');
    await page.flush();
    expect(page.pushed).toEqual(['/search/new-used-and-demo-cars?make=Ford&make=Kia']);

    // Back to a hand-written address of the same search as the landing: not rewritten, not pushed.
    page.pop('/search/new-used-and-demo-cars?make=Ford&sortBy=latest');
    await page.flush();
    expect(search.getUiState()[INDEX]!.refinementList).toEqual({ make: ['Ford'] });
    expect(page.pushed).toHaveLength(1);

    // The next change of the shopper's is pushed as usual.
    refinements.make!('Kia');
    await page.flush();
    expect(page.pushed).toEqual([
      '/search/new-used-and-demo-cars?make=Ford&make=Kia',
      '/search/new-used-and-demo-cars?make=Ford&make=Kia',
    ]);
    search.dispose();
  });

  it("pagination links get the router's addresses", async () => {
    const { page, routing, search } = start('/search/ford');
    routing.goLive();
    await page.flush();
    expect(search.createURL({ [INDEX]: { page: 2, refinementList: { make: ['Ford'] } } })).toBe('/search/ford?page=2');
    search.dispose();
  });
});
