/**
 * The vehicle page's photos (spec 01 §2, issue 6 item 1): an Embla carousel of the car's photos and
 * its video, thumbnails where the rule allows, the card tag over the image, a Fullscreen view loaded
 * on the first use, and the 360 spin section below, whose viewer loads when it comes into view.
 * The server render is the first slide at its final size (the page's largest paint), so hydrating
 * moves nothing; every slide but the selected one is inert, so Tab reaches only what is shown.
 */
import { useRef, useState, type ComponentType } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { fullscreenIndexOf, fullscreenSlides, photoLoading } from '../domain/gallery.ts';
import { fillString } from '../domain/strings.ts';
import { MAIN_IMAGE } from '../domain/vehicle-page.ts';
import type { CarGalleryProps } from '../components/gallery/gallery-props.ts';
import type { GalleryFullscreenProps } from '../components/gallery/GalleryFullscreen.tsx';
import { ChevronIcon, FullscreenIcon } from '../components/gallery/icons.tsx';
import { SpinSection } from '../components/gallery/SpinSection.tsx';
import { usePrefersReducedMotion, useSelectedSlide, useThumbnailInView } from '../components/gallery/use-carousel.ts';
import { PlayIcon, VideoSlide } from '../components/gallery/VideoSlide.tsx';

import fullscreenUrl from '../components/gallery/GalleryFullscreen.tsx?chunk-url';

type Fullscreen = ComponentType<GalleryFullscreenProps>;
let fullscreenCode: Promise<Fullscreen> | null = null;

/**
 * The fullscreen view's code, fetched once; a failed fetch is forgotten so the next click retries.
 * Imported by URL (src/site/chunk-url.ts), as the project loads all on-demand code: no preload
 * helper (its dependencies are the island's own, already loaded), and out of the page's budget.
 */
function loadFullscreen(): Promise<Fullscreen> {
  fullscreenCode ??= (import(/* @vite-ignore */ fullscreenUrl) as Promise<{ default: Fullscreen }>).then((module) => module.default);
  fullscreenCode.catch(() => { fullscreenCode = null; });
  return fullscreenCode;
}

export default function CarGallery({ title, slides, thumbnails, customSlide, tag, text, spin }: CarGalleryProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: false });
  const selected = useSelectedSlide(embla);
  const reducedMotion = usePrefersReducedMotion();
  const [fullscreen, setFullscreen] = useState<{ View: Fullscreen; start: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const fullscreenButton = useRef<HTMLButtonElement>(null);
  const thumbStrip = useRef<HTMLUListElement>(null);
  useThumbnailInView(thumbStrip, selected);

  const count = slides.length;
  const photoCount = slides.filter((slide) => slide.kind === 'photo').length;
  const position = (index: number) => fillString(text.position, { index: index + 1, count });
  const wholeView = fullscreenSlides(slides, customSlide);

  const openFullscreen = (carousel: number) => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : fullscreenButton.current;
    loadFullscreen().then(
      (View) => setFullscreen({ View, start: fullscreenIndexOf(wholeView, carousel) }),
      (error: unknown) => console.error('The fullscreen gallery could not be loaded', error),
    );
  };
  const closeFullscreen = (carousel: number) => {
    setFullscreen(null);
    embla?.scrollTo(carousel, true);
    if (opener.current?.isConnected) opener.current.focus();
  };
  const preloadFullscreen = () => { loadFullscreen().catch(() => undefined); };

  return (
    <>
      <section className="car-gallery__carousel" aria-roledescription="carousel" aria-label={text.label}>
        <div className="car-gallery__main">
          {count ? (
            <div className="car-gallery__viewport" ref={viewportRef}>
              <div className="car-gallery__slides">
                {slides.map((slide, index) => (
                  <div key={index} className="car-gallery__slide" role="group" aria-roledescription="slide" aria-label={position(index)} inert={index !== selected}>
                    {slide.kind === 'photo' ? (
                      <img
                        src={slide.photo.src} alt={fillString(text.photoAlt, { title, index: slide.index + 1, count: photoCount })}
                        width={MAIN_IMAGE.width} height={MAIN_IMAGE.height} draggable={false}
                        {...photoLoading(index, selected)}
                        // The printable page (/print) takes the first photo.
                        data-print={index === 0 ? 'image' : undefined}
                        // A click (not a drag: Embla swallows the click that ends one) opens the photo fullscreen.
                        onClick={() => openFullscreen(index)}
                      />
                    ) : (
                      <VideoSlide video={slide.video} title={`${text.video}: ${title}`} watchLabel={text.watchVideo} />
                    )}
                  </div>
                ))}
              </div>
            </div>
          ) : <p className="car-gallery__empty">{text.noPhotos}</p>}
          {tag && <span className={`tag tag--${tag.tone}`}>{tag.label}</span>}
          {count > 1 && (
            <>
              {/* aria-disabled, not disabled: a button pressed to the end keeps its focus. */}
              <button type="button" className="car-gallery__arrow car-gallery__arrow--previous" aria-label={text.previous} aria-disabled={selected === 0}
                onClick={() => embla?.scrollPrev(reducedMotion)}><ChevronIcon direction="left" /></button>
              <button type="button" className="car-gallery__arrow car-gallery__arrow--next" aria-label={text.next} aria-disabled={selected === count - 1}
                onClick={() => embla?.scrollNext(reducedMotion)}><ChevronIcon direction="right" /></button>
              <p className="car-gallery__count" aria-live="polite" aria-atomic="true">{position(selected)}</p>
            </>
          )}
          {count > 0 && (
            <button type="button" ref={fullscreenButton} className="car-gallery__fullscreen" aria-haspopup="dialog"
              onClick={() => openFullscreen(selected)} onPointerEnter={preloadFullscreen} onFocus={preloadFullscreen}>
              <FullscreenIcon />{text.fullscreen}
            </button>
          )}
        </div>
        {thumbnails && (
          <ul ref={thumbStrip} className="car-gallery__thumbs" aria-label={text.thumbnails}>
            {slides.map((slide, index) => (
              <li key={index}>
                <button type="button" className="car-gallery__thumb" aria-label={position(index)} aria-current={index === selected ? 'true' : undefined}
                  onClick={() => embla?.scrollTo(index, reducedMotion)}>
                  {slide.kind === 'photo'
                    ? <img src={slide.photo.thumb} alt="" width={150} height={100} loading="lazy" draggable={false} />
                    : <span className="car-gallery__thumb-video"><PlayIcon />{text.video}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {fullscreen && (
        <fullscreen.View title={title} slides={wholeView} start={fullscreen.start} text={text} onClose={closeFullscreen} />
      )}
      {spin && <SpinSection {...spin} />}
    </>
  );
}
