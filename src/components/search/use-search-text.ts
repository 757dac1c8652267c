import { useState } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { SEARCH_TEXT_DEBOUNCE_MS } from '../../domain/range-slider.ts';
import { useDebounced } from './use-debounced.ts';

/**
 * The free-text search: the text as typed, sent 300 ms after the last keystroke (spec 01 §5) or at
 * once on submit. Back/forward or Clear all change the query from outside: the box shows it.
 */
export function useSearchText(): { value: string; change: (value: string) => void; submit: () => void } {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  // The query the box last followed: when InstantSearch's changes, the box shows the new one.
  const [followed, setFollowed] = useState(query);
  if (query !== followed) {
    setFollowed(query);
    setValue(query);
  }
  const send = useDebounced(refine, SEARCH_TEXT_DEBOUNCE_MS);
  return {
    value,
    change: (next) => {
      setValue(next);
      send(next);
    },
    submit: () => refine(value),
  };
}
