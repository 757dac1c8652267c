import type { SearchText } from './search-text.ts';

/** Pages are 0-based here, shown 1-based. */
export interface PageLinks {
  pages: number[];
  current: number;
  nbPages: number;
  isFirstPage: boolean;
  isLastPage: boolean;
  /** A page's address. */
  href: (page: number) => string;
}

interface Props extends PageLinks {
  text: SearchText;
  onPage: (page: number) => void;
}

/**
 * Page links with real addresses (they work without JavaScript and open in a new tab); a plain
 * click calls `onPage` instead of following the link. Nothing while there is one page.
 */
export function ResultsPaginationView({ text, pages, current, nbPages, isFirstPage, isLastPage, href, onPage }: Props) {
  if (nbPages <= 1) return null;
  const link = (page: number, label: string, extra: { current?: boolean; rel?: string } = {}) => (
    <a
      href={href(page)}
      aria-current={extra.current ? 'page' : undefined}
      rel={extra.rel}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onPage(page);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav className="pagination" aria-label={text['search.pagination']}>
      <ul>
        {!isFirstPage && <li>{link(current - 1, text['search.previousPage'], { rel: 'prev' })}</li>}
        {pages.map((page) => (
          <li key={page}>{link(page, String(page + 1), { current: page === current })}</li>
        ))}
        {!isLastPage && <li>{link(current + 1, text['search.nextPage'], { rel: 'next' })}</li>}
      </ul>
    </nav>
  );
}
