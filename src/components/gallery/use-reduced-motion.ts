/** The shopper's reduced-motion wish, for the gallery's fullscreen view (its carousel's own hooks: carousel-slides.ts). */
import { useEffect, useState } from 'react';

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
