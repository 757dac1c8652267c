import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A function that runs `action` once input has been quiet for `delay` ms (spec 01 §5: range changes
 * apply after 400 ms, search text after 300 ms). The last call wins; unmounting cancels it.
 */
export function useDebounced<T extends unknown[]>(action: (...args: T) => void, delay: number): (...args: T) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(action);
  // The action as of the last render, for a call made after it.
  useLayoutEffect(() => {
    latest.current = action;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return (...args: T) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(...args), delay);
  };
}
