/**
 * Small hooks the gallery's carousels share: the selected slide of an Embla carousel, the shopper's
 * reduced-motion wish, and "this element has come into view".
 */
import { useEffect, useState, type RefObject } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

/** The index of the slide Embla has selected; `initial` until Embla is running (the server render). */
export function useSelectedSlide(embla: EmblaCarouselType | undefined, initial = 0): number {
  const [selected, setSelected] = useState(initial);
  useEffect(() => {
    if (!embla) return;
    const update = () => setSelected(embla.selectedScrollSnap());
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);
  return selected;
}

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

/**
 * Keeps the selected thumbnail inside its sideways-scrolling strip, scrolling the strip only (never
 * the page, as scrollIntoView could).
 */
export function useThumbnailInView(strip: RefObject<HTMLElement | null>, selected: number): void {
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[selected];
    if (!list || !item) return;
    const outer = list.getBoundingClientRect();
    const inner = item.getBoundingClientRect();
    if (inner.left < outer.left) list.scrollBy({ left: inner.left - outer.left - 8 });
    else if (inner.right > outer.right) list.scrollBy({ left: inner.right - outer.right + 8 });
  }, [strip, selected]);
}
