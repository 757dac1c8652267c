/**
 * The vehicle page gallery's state: the Embla carousel and its selected slide, the shopper's
 * reduced-motion wish, and the fullscreen view, whose code is fetched on the first use (or when a
 * pointer or focus reaches its button). Closing it moves the carousel to the slide last seen there
 * and returns focus to what opened it.
 */
import { useRef, useState, type ComponentType, type RefObject } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import {
  fullscreenIndexOf,
  fullscreenSlides,
  type CustomSlide,
  type FullscreenSlide,
  type GallerySlide,
} from '../../domain/gallery.ts';
import type { GalleryFullscreenProps } from './GalleryFullscreen.tsx';
import { usePrefersReducedMotion, useSelectedSlide, useThumbnailInView } from './use-carousel.ts';

import fullscreenUrl from './GalleryFullscreen.tsx?chunk-url';

export type Fullscreen = ComponentType<GalleryFullscreenProps>;
let fullscreenCode: Promise<Fullscreen> | null = null;

/**
 * The fullscreen view's code, fetched once; a failed fetch is forgotten so the next click retries.
 * Imported by URL (src/site/chunk-url.ts), as the project loads all on-demand code: no preload
 * helper (its dependencies are the island's own, already loaded), and out of the page's budget.
 */
function loadFullscreen(): Promise<Fullscreen> {
  fullscreenCode ??= (import(/* @vite-ignore */ fullscreenUrl) as Promise<{ default: Fullscreen }>).then(
    (module) => module.default,
  );
  fullscreenCode.catch(() => {
    fullscreenCode = null;
  });
  return fullscreenCode;
}

export interface CarGallery {
  /** Embla's viewport (a callback ref). */
  viewportRef: ReturnType<typeof useEmblaCarousel>[0];
  selected: number;
  /** The fullscreen button: focus returns there when what opened the view is gone. */
  fullscreenButtonRef: RefObject<HTMLButtonElement | null>;
  /** The thumbnail strip, scrolled to keep the selected thumbnail in view. */
  thumbStripRef: RefObject<HTMLUListElement | null>;
  /** The slides of the fullscreen view: the carousel's, with the site's custom slide second. */
  wholeView: FullscreenSlide[];
  /** The fullscreen view once loaded and open, and the slide it opened at. */
  fullscreen: { View: Fullscreen; start: number } | null;
  scrollTo: (index: number) => void;
  previous: () => void;
  next: () => void;
  openFullscreen: (carousel: number) => void;
  closeFullscreen: (carousel: number) => void;
  preloadFullscreen: () => void;
}

export function useCarGallery(slides: GallerySlide[], customSlide: CustomSlide | null): CarGallery {
  const [viewportRef, embla] = useEmblaCarousel({ loop: false });
  const selected = useSelectedSlide(embla);
  const reducedMotion = usePrefersReducedMotion();
  const [fullscreen, setFullscreen] = useState<{ View: Fullscreen; start: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const fullscreenButton = useRef<HTMLButtonElement>(null);
  const thumbStrip = useRef<HTMLUListElement>(null);
  useThumbnailInView(thumbStrip, selected);
  const wholeView = fullscreenSlides(slides, customSlide);

  return {
    viewportRef,
    selected,
    fullscreenButtonRef: fullscreenButton,
    thumbStripRef: thumbStrip,
    wholeView,
    fullscreen,
    scrollTo: (index) => embla?.scrollTo(index, reducedMotion),
    previous: () => embla?.scrollPrev(reducedMotion),
    next: () => embla?.scrollNext(reducedMotion),
    openFullscreen: (carousel) => {
      opener.current =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body
          ? document.activeElement
          : fullscreenButton.current;
      loadFullscreen().then(
        (View) => setFullscreen({ View, start: fullscreenIndexOf(wholeView, carousel) }),
        (error: unknown) => console.error('The fullscreen gallery could not be loaded', error),
      );
    },
    closeFullscreen: (carousel) => {
      setFullscreen(null);
      embla?.scrollTo(carousel, true);
      if (opener.current?.isConnected) opener.current.focus();
    },
    preloadFullscreen: () => {
      loadFullscreen().catch(() => undefined);
    },
  };
}
