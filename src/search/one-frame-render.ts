/**
 * A click paints its results in one frame: the one place the results page reaches past
 * InstantSearch's public API. It is an InstantSearch middleware (public: it is handed the instance
 * and told when to start and stop); what it does to the instance is not public: it wraps the main
 * index's `render`, which InstantSearch calls (through the property, on every render) once a
 * search has started ("loading") and once its results are in ("idle"). The wrapper
 *
 * - renders the results through `flush` (the island passes React's `flushSync`), so React renders
 *   the widgets' new state in the task that received the results, instead of a task of its own
 *   after the browser may have painted a frame without them;
 * - skips the in-between render of a search (the refinement shown while its search runs) when
 *   `skipLoadingRender()` says the results will follow within the same task (the embedded engine
 *   once loaded). Across the network (Meilisearch) that render stays, so a checkbox answers at once.
 *
 * tests/unit/search/one-frame-render.test.ts runs this on a real InstantSearch instance of the
 * installed version and fails if the internals it relies on change (the `mainIndex.render`
 * method, the `status` values, the order of the two renders of a search).
 * Measured with `npm run bench` (filter click to painted results).
 */
import type { Middleware } from 'instantsearch.js';

export interface OneFrameRenderOptions {
  /** Runs a render synchronously (React's `flushSync`). */
  flush: (render: () => void) => void;
  /** True when a search's results will arrive in the same task, so its in-between render can be skipped. */
  skipLoadingRender: () => boolean;
}

export function oneFrameRender({ flush, skipLoadingRender }: OneFrameRenderOptions): Middleware {
  return ({ instantSearchInstance: search }) => {
    let restore: (() => void) | undefined;
    return {
      $$type: 'dealer.one-frame-render',
      subscribe() {
        const index = search.mainIndex;
        const render = index.render;
        const patched: typeof render = (...args) => {
          if (search.status !== 'loading') flush(() => render.apply(index, args));
          else if (!skipLoadingRender()) render.apply(index, args);
        };
        index.render = patched;
        restore = () => {
          if (index.render === patched) index.render = render;
        };
      },
      unsubscribe() {
        restore?.();
        restore = undefined;
      },
    };
  };
}
