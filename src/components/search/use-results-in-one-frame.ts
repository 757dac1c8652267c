import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { useInstantSearch } from 'react-instantsearch';
import type { PageSearchClient } from '../../search/client.ts';
import { oneFrameRender } from '../../search/one-frame-render.ts';

/**
 * A click paints its results in one frame (src/search/one-frame-render.ts): results render in
 * the task that received them, and, once the client answers in the page itself, a search's
 * in-between render is skipped.
 */
export function useResultsInOneFrame(client: PageSearchClient): void {
  const { addMiddlewares } = useInstantSearch();
  useLayoutEffect(
    () => addMiddlewares(oneFrameRender({ flush: flushSync, skipLoadingRender: () => client.answersLocally?.() ?? false })),
    [addMiddlewares, client],
  );
}
