import { ResultsPaginationView } from './ResultsPaginationView.tsx';
import type { SearchText } from './search-text.ts';
import { useResultsPagination } from './use-results-pagination.ts';

/** The results' pages; choosing one shows it in place and calls `onPage` (the page scrolls to the results). */
export function ResultsPagination({ text, onPage }: { text: SearchText; onPage: () => void }) {
  const { goTo, ...links } = useResultsPagination();
  return (
    <ResultsPaginationView
      text={text}
      {...links}
      onPage={(page) => {
        goTo(page);
        onPage();
      }}
    />
  );
}
