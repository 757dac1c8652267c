/**
 * src/search/one-frame-render.ts wraps an InstantSearch internal (the main index's `render`). These
 * tests run it on a real InstantSearch instance of the installed instantsearch.js: if an upgrade
 * renames or stops calling that method, or changes the statuses and order of a search's renders,
 * they fail, and the results page's one-frame paint needs another look.
 */
import instantsearch from 'instantsearch.js/es/index.js';
import { connectHits, connectSearchBox } from 'instantsearch.js/es/connectors/index.js';
import { describe, expect, it, vi } from 'vitest';
import { oneFrameRender } from '../../../src/search/one-frame-render.ts';

const INDEX = 'Car_production';
const searchClient = {
  search: vi.fn(async (requests: readonly { indexName: string; params?: { query?: string } }[]) => ({
    results: requests.map((request) => ({
      index: request.indexName,
      hits: [{ objectID: request.params?.query || 'all' }],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 21,
      processingTimeMS: 1,
      query: request.params?.query ?? '',
      params: '',
      exhaustiveNbHits: true,
    })),
  })),
};

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function started() {
  const search = instantsearch({ indexName: INDEX, searchClient: searchClient as never });
  /** What the widget was given at each render, and whether it ran inside `flush`. */
  const renders: { status: string; hits: string[]; flushed: boolean }[] = [];
  let flushing = false;
  search.addWidgets([
    connectSearchBox(() => {})({}),
    connectHits((state, isFirstRender) => {
      if (!isFirstRender)
        renders.push({
          status: state.instantSearchInstance.status,
          hits: state.items.map((hit) => hit.objectID),
          flushed: flushing,
        });
    })({}),
  ]);
  search.start();
  await settle();
  renders.length = 0;
  const flush = vi.fn((render: () => void) => {
    flushing = true;
    try {
      render();
    } finally {
      flushing = false;
    }
  });
  return { search, renders, flush };
}

describe('one-frame render: the InstantSearch internals it relies on (installed instantsearch.js)', () => {
  it('the instance has a main index whose render method InstantSearch calls for every render', async () => {
    const { search } = await started();
    expect(typeof search.mainIndex.render).toBe('function');
    const render = vi.spyOn(search.mainIndex, 'render');
    search.setUiState({ [INDEX]: { query: 'ranger' } });
    await settle();
    // Twice per search: once while it runs ("loading"), once with its results ("idle").
    expect(render).toHaveBeenCalledTimes(2);
    search.dispose();
  });

  it('with the results in the same task: the in-between render is skipped, the results render inside flush', async () => {
    const { search, renders, flush } = await started();
    search.use(oneFrameRender({ flush, skipLoadingRender: () => true }));
    search.setUiState({ [INDEX]: { query: 'ranger' } });
    await settle();
    expect(renders).toEqual([{ status: 'idle', hits: ['ranger'], flushed: true }]);
    expect(flush).toHaveBeenCalledTimes(1);
    search.dispose();
  });

  it('across the network: the in-between render stays (not flushed), the results render inside flush', async () => {
    const { search, renders, flush } = await started();
    search.use(oneFrameRender({ flush, skipLoadingRender: () => false }));
    search.setUiState({ [INDEX]: { query: 'hilux' } });
    await settle();
    expect(renders).toEqual([
      { status: 'loading', hits: ['all'], flushed: false },
      { status: 'idle', hits: ['hilux'], flushed: true },
    ]);
    search.dispose();
  });

  it("removing the middleware puts the main index's own render back", async () => {
    const { search, renders, flush } = await started();
    const render = search.mainIndex.render;
    const middleware = oneFrameRender({ flush, skipLoadingRender: () => true });
    search.use(middleware);
    expect(search.mainIndex.render).not.toBe(render);
    search.unuse(middleware);
    expect(search.mainIndex.render).toBe(render);
    search.setUiState({ [INDEX]: { query: 'ranger' } });
    await settle();
    expect(renders.map((entry) => entry.status)).toEqual(['loading', 'idle']);
    expect(flush).not.toHaveBeenCalled();
    search.dispose();
  });
});
