/**
 * The gallery island's state: the fullscreen view, whose code is fetched on the first use (or when a pointer or
 * focus reaches the Fullscreen button). The carousel itself is <car-gallery> (src/elements/car-gallery.ts), which
 * asks for the view and, once it closes, moves to the slide last seen there; focus returns to what opened it.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { fullscreenIndexOf, type FullscreenSlide } from '../../domain/gallery.ts';
import type { GalleryFullscreenProps } from './GalleryFullscreen.tsx';

import fullscreenUrl from './GalleryFullscreen.tsx?chunk-url';

export type Fullscreen = ComponentType<GalleryFullscreenProps>;

/** What <car-gallery> (src/elements/car-gallery.ts) offers the island. */
interface CarGalleryElement extends HTMLElement {
  show(slide: number, options?: { instant?: boolean }): void;
  /** Called with the carousel slide to open at and the element to refocus on close; a waiting request at once. */
  fullscreenHandler: ((slide: number, opener: HTMLElement | null) => void) | null;
}
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
  /** The fullscreen view once loaded and open, and the slide it opened at. */
  fullscreen: { View: Fullscreen; start: number } | null;
  closeFullscreen: (carousel: number) => void;
}

/** `galleryId`: the id of the page's <car-gallery>; `slides`: the fullscreen view's (fullscreenSlides). */
export function useCarGallery(galleryId: string, slides: FullscreenSlide[]): CarGallery {
  const [fullscreen, setFullscreen] = useState<{ View: Fullscreen; start: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const gallery = useRef<CarGalleryElement | null>(null);

  useEffect(() => {
    let current = true;
    const preload = () => {
      loadFullscreen().catch(() => undefined);
    };
    const button = () => gallery.current?.querySelector('.car-gallery__fullscreen');
    void customElements.whenDefined('car-gallery').then(() => {
      const element = document.getElementById(galleryId) as CarGalleryElement | null;
      if (!current || !element) return;
      gallery.current = element;
      button()?.addEventListener('pointerenter', preload);
      button()?.addEventListener('focus', preload);
      element.fullscreenHandler = (carousel, from) => {
        opener.current = from;
        loadFullscreen().then(
          (View) => setFullscreen({ View, start: fullscreenIndexOf(slides, carousel) }),
          (error: unknown) => console.error('The fullscreen gallery could not be loaded', error),
        );
      };
    });
    return () => {
      current = false;
      button()?.removeEventListener('pointerenter', preload);
      button()?.removeEventListener('focus', preload);
      if (gallery.current) gallery.current.fullscreenHandler = null;
    };
  }, [galleryId, slides]);

  return {
    fullscreen,
    closeFullscreen: (carousel) => {
      setFullscreen(null);
      gallery.current?.show(carousel, { instant: true });
      if (opener.current?.isConnected) opener.current.focus();
    },
  };
}
