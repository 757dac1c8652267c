/**
 * The vehicle page's photo carousel (spec 01 §2): the car's photos and its video in a scroll-snapping viewport,
 * thumbnails where the rule allows, the card tag over the image, arrows, the counter and the Fullscreen button.
 * Rendered once, on the server (no island): the first slide is at its final size (the page's largest paint), and
 * <car-gallery> (src/elements/car-gallery.ts) moves it and keeps the counter, the arrows, the thumbnails and the
 * inert slides in step, so no framework has to load, and nothing changes when the gallery island hydrates.
 * Every slide but the first starts inert, so Tab reaches only what is shown.
 */
import { actionEvent } from '../../domain/car-action-events.ts';
import { photoLoading } from '../../domain/gallery.ts';
import { fillString } from '../../domain/fill-string.ts';
import { MAIN_IMAGE } from '../../domain/vehicle-page.ts';
import type { CarGalleryProps } from './gallery-props.ts';
import { ChevronIcon, FullscreenIcon } from './icons.tsx';
import { PlayIcon, VideoSlide } from './VideoSlide.tsx';

/** The first slide is shown; <car-gallery> takes over from there. */
const SELECTED = 0;

export function CarGalleryView({
  title,
  slides,
  thumbnails,
  tag,
  text,
}: Pick<CarGalleryProps, 'title' | 'slides' | 'thumbnails' | 'tag' | 'text'>) {
  const selected = SELECTED;
  const count = slides.length;
  const photoCount = slides.filter((slide) => slide.kind === 'photo').length;
  const position = (index: number) => fillString(text.position, { index: index + 1, count });

  return (
    <section className="car-gallery__carousel" aria-roledescription="carousel" aria-label={text.label}>
      <div className="car-gallery__main">
        {count ? (
          // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scroller must be reachable by keyboard (axe: scrollable-region-focusable); its arrow keys move it one slide (<car-gallery>)
          <div className="car-gallery__viewport" tabIndex={0}>
            <div className="car-gallery__slides">
              {slides.map((slide, index) => (
                <div
                  key={index}
                  className="car-gallery__slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={position(index)}
                  inert={index !== selected}
                >
                  {slide.kind === 'photo' ? (
                    // A click opens the photo fullscreen (<car-gallery>): a pointer shortcut, the Fullscreen
                    // button is the keyboard's way to the same view.
                    <img
                      src={slide.photo.src}
                      alt={fillString(text.photoAlt, { title, index: slide.index + 1, count: photoCount })}
                      width={MAIN_IMAGE.width}
                      height={MAIN_IMAGE.height}
                      draggable={false}
                      {...photoLoading(index, selected)}
                      // The printable page (/print) takes the first photo.
                      data-print={index === 0 ? 'image' : undefined}
                      {...actionEvent('galleryFullscreen')}
                    />
                  ) : (
                    <VideoSlide video={slide.video} title={`${text.video}: ${title}`} watchLabel={text.watchVideo} />
                  )}
                </div>
              ))}
            </div>
          </div>
        ) : (
          <p className="car-gallery__empty">{text.noPhotos}</p>
        )}
        {/* As on the card (VehicleCard.tsx), kept apart so the gallery does not load the card's module. */}
        {tag?.image ? (
          <img className="tag tag--image" src={tag.image} alt={tag.label} height={28} />
        ) : (
          tag && <span className={`tag tag--${tag.tone}`}>{tag.label}</span>
        )}
        {count > 1 && (
          <>
            {/* aria-disabled, not disabled: a button pressed to the end keeps its focus. */}
            <button
              type="button"
              className="car-gallery__arrow car-gallery__arrow--previous"
              aria-label={text.previous}
              aria-disabled={selected === 0}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className="car-gallery__arrow car-gallery__arrow--next"
              aria-label={text.next}
              aria-disabled={selected === count - 1}
            >
              <ChevronIcon direction="right" />
            </button>
            <p className="car-gallery__count" aria-live="polite" aria-atomic="true" data-template={text.position}>
              {position(selected)}
            </p>
          </>
        )}
        {count > 0 && (
          <button
            type="button"
            className="car-gallery__fullscreen"
            aria-haspopup="dialog"
            {...actionEvent('galleryFullscreen')}
          >
            <FullscreenIcon />
            {text.fullscreen}
          </button>
        )}
      </div>
      {thumbnails && (
        <ul className="car-gallery__thumbs" aria-label={text.thumbnails}>
          {slides.map((slide, index) => (
            <li key={index}>
              <button
                type="button"
                className="car-gallery__thumb"
                aria-label={position(index)}
                aria-current={index === selected ? 'true' : undefined}
              >
                {slide.kind === 'photo' ? (
                  <img src={slide.photo.thumb} alt="" width={150} height={100} loading="lazy" draggable={false} />
                ) : (
                  <span className="car-gallery__thumb-video">
                    <PlayIcon />
                    {text.video}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
