import { usePagination } from 'react-instantsearch';
import type { SearchText } from './search-text.ts';

/** Page links with real addresses (they work without JavaScript and open in a new tab). */
export function ResultsPagination({ text, onPage }: { text: SearchText; onPage: () => void }) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({ padding: 2 });
  if (nbPages <= 1) return null;
  const link = (page: number, label: string, extra: { current?: boolean; rel?: string } = {}) => (
    <a href={createURL(page)} aria-current={extra.current ? 'page' : undefined} rel={extra.rel}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        refine(page);
        onPage();
      }}>{label}</a>
  );
  return (
    <nav className="pagination" aria-label={text['search.pagination']}>
      <ul>
        {!isFirstPage && <li>{link(currentRefinement - 1, text['search.previousPage'], { rel: 'prev' })}</li>}
        {pages.map((page) => <li key={page}>{link(page, String(page + 1), { current: page === currentRefinement })}</li>)}
        {!isLastPage && <li>{link(currentRefinement + 1, text['search.nextPage'], { rel: 'next' })}</li>}
      </ul>
    </nav>
  );
}
