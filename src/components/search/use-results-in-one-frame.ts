import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { useInstantSearchContext } from 'react-instantsearch';
import type { PageSearchClient } from '../../search/client.ts';
import { oneFrameRender } from '../../search/one-frame-render.ts';

/**
 * A click paints its results in one frame (src/search/one-frame-render.ts): results render in
 * the task that received them, and, once the client answers in the page itself, a search's
 * in-between render is skipped. The middleware is added with the instance's `use`; the instance
 * comes from `useInstantSearchContext`, not `useInstantSearch().addMiddlewares`, which would also
 * subscribe this hook to every render (each subscriber reads the whole UI state per render, in the
 * task of the click).
 */
export function useResultsInOneFrame(client: PageSearchClient): void {
  const search = useInstantSearchContext();
  useLayoutEffect(() => {
    const middleware = oneFrameRender({
      flush: flushSync,
      skipLoadingRender: () => client.answersLocally?.() ?? false,
    });
    search.use(middleware);
    return () => {
      search.unuse(middleware);
    };
  }, [search, client]);
}
