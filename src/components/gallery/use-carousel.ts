/**
 * Small hooks the gallery's views share: the shopper's reduced-motion wish, and "this element has come into view".
 * The fullscreen carousel's own hooks are in carousel-slides.ts, so the spin viewer, which loads with the page's islands,
 * does not carry them (issue 20 item 1).
 */
import { useEffect, useState, type RefObject } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * True when the shopper asked the system for less motion (false on the server). Read at the first
 * render in the browser, so a viewer rendered there never starts a motion it must then stop; no
 * markup depends on it, so a hydrated island renders the same either way.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches);
  useEffect(() => {
    const query = matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * Whether the element is within `margin` of the viewport. With `once`, stays true after the first
 * time (for code that loads once); otherwise follows the element in and out (to pause work).
 */
export function useInView(
  ref: RefObject<Element | null>,
  { margin = '0px', once = false, initial = false } = {},
): boolean {
  const [inView, setInView] = useState(initial);
  // A browser without IntersectionObserver cannot tell: everything counts as in view there.
  const unobservable = typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!element || unobservable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some((entry) => entry.isIntersecting);
        setInView(seen);
        if (seen && once) observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, once, unobservable]);
  return inView || unobservable;
}
