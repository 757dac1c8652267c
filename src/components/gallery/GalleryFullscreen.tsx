/**
 * The fullscreen photo view (spec 01 §2 "Fullscreen image view: thumbnails when more than 3 images;
 * a custom slider may sit at the second slide position; arrow keys navigate"). Loaded by the gallery
 * island on first use. A native <dialog> opened with showModal(): the page behind is inert, focus
 * stays inside and Escape closes it; the island returns focus to what opened it and moves the
 * carousel to the slide last seen here.
 */
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { arrowKeyStep, showFullscreenThumbnails, type FullscreenSlide } from '../../domain/gallery.ts';
import { fillString } from '../../domain/fill-string.ts';
import type { GalleryText } from './gallery-props.ts';
import { ChevronIcon, CloseIcon } from './icons.tsx';
import { useSelectedSlide, useThumbnailInView } from './carousel-slides.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';
import { PlayIcon, VideoSlide } from './VideoSlide.tsx';

export interface GalleryFullscreenProps {
  title: string;
  slides: FullscreenSlide[];
  /** The slide shown first. */
  start: number;
  text: GalleryText;
  /** The dialog closed; `carousel` is the carousel slide matching the slide shown last. */
  onClose: (carousel: number) => void;
}

/** Keys on these keep their own meaning (a video's seek bar, a link's page). */
const KEEPS_ARROWS = 'video, iframe, input, select, textarea';

export default function GalleryFullscreen({ title, slides, start, text, onClose }: GalleryFullscreenProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [viewportRef, embla] = useEmblaCarousel({ loop: false, startIndex: start });
  const selected = useSelectedSlide(embla, start);
  const reducedMotion = usePrefersReducedMotion();
  const thumbStrip = useRef<HTMLUListElement>(null);
  useThumbnailInView(thumbStrip, selected);
  const count = slides.length;
  const photoCount = slides.filter((slide) => slide.kind === 'photo').length;
  const position = (index: number) => fillString(text.position, { index: index + 1, count });
  const headingId = 'gallery-fullscreen-heading';

  // Open before Embla measures (it starts in a passive effect, after this one): a closed dialog has no size.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const step = arrowKeyStep(event);
    if (!step || !embla || (event.target as Element).closest(KEEPS_ARROWS)) return;
    event.preventDefault();
    if (step < 0) embla.scrollPrev(reducedMotion);
    else embla.scrollNext(reducedMotion);
  };

  return (
    <dialog
      ref={dialog}
      className="gallery-fullscreen"
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      onClose={() => onClose(slides[selected]?.carousel ?? 0)}
    >
      <div className="gallery-fullscreen__bar">
        <h2 id={headingId} className="gallery-fullscreen__title">
          {fillString(text.fullscreenLabel, { title })}
        </h2>
        <p className="gallery-fullscreen__count" aria-live="polite" aria-atomic="true">
          {position(selected)}
        </p>
        <button type="button" className="gallery-fullscreen__close" onClick={() => dialog.current?.close()}>
          <CloseIcon />
          {text.close}
        </button>
      </div>
      <div className="gallery-fullscreen__stage">
        <div className="gallery-fullscreen__viewport" ref={viewportRef}>
          <div className="gallery-fullscreen__slides">
            {slides.map((slide, index) => (
              <div
                key={index}
                className="gallery-fullscreen__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={position(index)}
                inert={index !== selected}
              >
                {slide.kind === 'photo' && (
                  <img
                    src={slide.photo.large}
                    alt={fillString(text.photoAlt, { title, index: slide.index + 1, count: photoCount })}
                    loading={Math.abs(index - selected) <= 1 ? 'eager' : 'lazy'}
                    draggable={false}
                  />
                )}
                {slide.kind === 'custom' &&
                  (slide.custom.href ? (
                    <a className="gallery-fullscreen__custom" href={slide.custom.href}>
                      <img src={slide.custom.image} alt={slide.custom.alt} draggable={false} />
                    </a>
                  ) : (
                    <img src={slide.custom.image} alt={slide.custom.alt} draggable={false} />
                  ))}
                {slide.kind === 'video' && (
                  <VideoSlide video={slide.video} title={`${text.video}: ${title}`} watchLabel={text.watchVideo} />
                )}
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery-fullscreen__arrow gallery-fullscreen__arrow--previous"
              aria-label={text.previous}
              aria-disabled={selected === 0}
              onClick={() => embla?.scrollPrev(reducedMotion)}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className="gallery-fullscreen__arrow gallery-fullscreen__arrow--next"
              aria-label={text.next}
              aria-disabled={selected === count - 1}
              onClick={() => embla?.scrollNext(reducedMotion)}
            >
              <ChevronIcon direction="right" />
            </button>
          </>
        )}
      </div>
      {showFullscreenThumbnails(photoCount) && (
        <ul ref={thumbStrip} className="gallery-fullscreen__thumbs" aria-label={text.thumbnails}>
          {slides.map((slide, index) => (
            <li key={index}>
              <button
                type="button"
                className="gallery-fullscreen__thumb"
                aria-label={position(index)}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index, reducedMotion)}
              >
                {slide.kind === 'photo' && <img src={slide.photo.thumb} alt="" loading="lazy" draggable={false} />}
                {slide.kind === 'custom' && <img src={slide.custom.image} alt="" loading="lazy" draggable={false} />}
                {slide.kind === 'video' && (
                  <span className="gallery-fullscreen__thumb-video">
                    <PlayIcon />
                    {text.video}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </dialog>
  );
}
