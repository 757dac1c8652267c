/**
 * The fullscreen carousel's hooks (src/components/gallery/GalleryFullscreen.tsx, loaded on a click): the selected slide
 * of an Embla carousel, and its thumbnail kept in view.
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
