import { SearchBoxView } from './SearchBoxView.tsx';
import type { SearchText } from './search-text.ts';
import { useSearchText } from './use-search-text.ts';

/** The free-text search; the query is sent 300 ms after the last keystroke (spec 01 §5). */
export function SearchBox({ text }: { text: SearchText }) {
  const { value, change, submit } = useSearchText();
  return <SearchBoxView text={text} value={value} onChange={change} onSubmit={submit} />;
}
