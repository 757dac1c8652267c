/**
 * The vehicle page's photos (spec 01 §2): the carousel of the car's photos and its video,
 * thumbnails where the rule allows, the card tag over the image, the fullscreen view when open, and
 * the 360 spin section below. The server render is the first slide at its final size (the page's
 * largest paint), so hydrating moves nothing; every slide but the selected one is inert, so Tab
 * reaches only what is shown. Props only: the state comes from useCarGallery.
 */
import { actionEvent } from '../../domain/car-action-events.ts';
import { photoLoading } from '../../domain/gallery.ts';
import { fillString } from '../../domain/fill-string.ts';
import { MAIN_IMAGE } from '../../domain/vehicle-page.ts';
import type { CarGalleryProps } from './gallery-props.ts';
import { ChevronIcon, FullscreenIcon } from './icons.tsx';
import { SpinSection } from './SpinSection.tsx';
import type { CarGallery } from './use-car-gallery.ts';

type GalleryRefs = 'viewportRef' | 'fullscreenButtonRef' | 'thumbStripRef';
import { PlayIcon, VideoSlide } from './VideoSlide.tsx';

/** `gallery`: the state; the three refs go to the elements they name (kept apart from the state, as React reads no ref while rendering). */
export function CarGalleryView({
  title,
  slides,
  thumbnails,
  tag,
  text,
  spin,
  gallery,
  viewportRef,
  fullscreenButtonRef,
  thumbStripRef,
}: Omit<CarGalleryProps, 'customSlide'> & Pick<CarGallery, GalleryRefs> & { gallery: Omit<CarGallery, GalleryRefs> }) {
  const { selected, fullscreen } = gallery;
  const count = slides.length;
  const photoCount = slides.filter((slide) => slide.kind === 'photo').length;
  const position = (index: number) => fillString(text.position, { index: index + 1, count });

  return (
    <>
      <section className="car-gallery__carousel" aria-roledescription="carousel" aria-label={text.label}>
        <div className="car-gallery__main">
          {count ? (
            <div className="car-gallery__viewport" ref={viewportRef}>
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
                      // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- a pointer shortcut: the Fullscreen button is the keyboard's way to the same view
                      <img
                        src={slide.photo.src}
                        alt={fillString(text.photoAlt, { title, index: slide.index + 1, count: photoCount })}
                        width={MAIN_IMAGE.width}
                        height={MAIN_IMAGE.height}
                        draggable={false}
                        {...photoLoading(index, selected)}
                        // The printable page (/print) takes the first photo.
                        data-print={index === 0 ? 'image' : undefined}
                        // A click (not a drag: Embla swallows the click that ends one) opens the photo fullscreen.
                        onClick={() => gallery.openFullscreen(index)}
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
                onClick={gallery.previous}
              >
                <ChevronIcon direction="left" />
              </button>
              <button
                type="button"
                className="car-gallery__arrow car-gallery__arrow--next"
                aria-label={text.next}
                aria-disabled={selected === count - 1}
                onClick={gallery.next}
              >
                <ChevronIcon direction="right" />
              </button>
              <p className="car-gallery__count" aria-live="polite" aria-atomic="true">
                {position(selected)}
              </p>
            </>
          )}
          {count > 0 && (
            <button
              type="button"
              ref={fullscreenButtonRef}
              className="car-gallery__fullscreen"
              aria-haspopup="dialog"
              onClick={() => gallery.openFullscreen(selected)}
              {...actionEvent('galleryFullscreen')}
              onPointerEnter={gallery.preloadFullscreen}
              onFocus={gallery.preloadFullscreen}
            >
              <FullscreenIcon />
              {text.fullscreen}
            </button>
          )}
        </div>
        {thumbnails && (
          <ul ref={thumbStripRef} className="car-gallery__thumbs" aria-label={text.thumbnails}>
            {slides.map((slide, index) => (
              <li key={index}>
                <button
                  type="button"
                  className="car-gallery__thumb"
                  aria-label={position(index)}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => gallery.scrollTo(index)}
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
      {fullscreen && (
        <fullscreen.View
          title={title}
          slides={gallery.wholeView}
          start={fullscreen.start}
          text={text}
          onClose={gallery.closeFullscreen}
        />
      )}
      {spin && <SpinSection {...spin} />}
    </>
  );
}
