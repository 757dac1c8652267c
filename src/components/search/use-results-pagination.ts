import { usePagination } from 'react-instantsearch';
import type { PageLinks } from './ResultsPaginationView.tsx';

/** The pages around the current one (two each side), with their addresses; `goTo` shows a page in place. */
export function useResultsPagination(): PageLinks & { goTo: (page: number) => void } {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({
    padding: 2,
  });
  return { pages, current: currentRefinement, nbPages, isFirstPage, isLastPage, href: createURL, goTo: refine };
}
