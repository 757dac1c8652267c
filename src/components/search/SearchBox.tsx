import { useEffect, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { SEARCH_TEXT_DEBOUNCE_MS } from '../../domain/range-slider.ts';
import type { SearchText } from './search-text.ts';
import { useDebounced } from './use-debounced.ts';

/** The free-text search; the query is sent 300 ms after the last keystroke (spec 01 §5). */
export function SearchBox({ text }: { text: SearchText }) {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  const send = useDebounced(refine, SEARCH_TEXT_DEBOUNCE_MS);
  // Back/forward or Clear all change the query from outside: show it.
  useEffect(() => setValue(query), [query]);
  return (
    <form className="search-box" role="search" action="" onSubmit={(event) => { event.preventDefault(); refine(value); }}>
      <label htmlFor="search-query" className="visually-hidden">{text['search.label']}</label>
      <input id="search-query" type="search" name="query" value={value} placeholder={text['search.placeholder']}
        autoComplete="off" enterKeyHint="search"
        onChange={(event) => { setValue(event.target.value); send(event.target.value); }} />
    </form>
  );
}
