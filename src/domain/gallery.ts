import { isInStock } from './stock.ts';
import { ARROW_KEY_CODES } from './vehicle-page.ts';

/** Spec 01 §9: thumbnails only above 3 images. */
export const THUMBNAILS_ABOVE = 3;
/** Spec 01 §9: the first 2 images load with priority. */
export const PRIORITY_IMAGES = 2;

/** Spec 01 §2: the carousel shows thumbnails only when the car is in stock and has more than 3 images. */
export function showThumbnails(car: { status: string; images: readonly unknown[] }): boolean {
  return isInStock(car) && car.images.length > THUMBNAILS_ABOVE;
}

/**
 * Spec 01 §2 "Fullscreen image view: thumbnails when more than 3 images": unlike the carousel, the
 * fullscreen view does not ask whether the car is in stock (a sold car's photos can still be browsed).
 */
export function showFullscreenThumbnails(photoCount: number): boolean {
  return photoCount > THUMBNAILS_ABOVE;
}

/** One photo at the sizes the page uses: the 600x400 main image, the fullscreen image and the thumbnail. */
export interface GalleryPhoto {
  src: string;
  large: string;
  thumb: string;
}

/** How a car's video plays: a video file in a <video>, a YouTube or Vimeo player in an <iframe>, or a link out. */
export type VideoSource =
  { kind: 'file'; src: string } | { kind: 'embed'; src: string } | { kind: 'link'; href: string };

const VIDEO_FILE = /\.(mp4|webm|m4v|mov|ogv)(\?|#|$)/i;
const YOUTUBE =
  /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{11})/i;
const VIMEO = /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/i;

/**
 * How a video address plays on the page. A file plays in the page; YouTube and Vimeo addresses
 * become their players' embed addresses (YouTube's no-cookie host, so a shopper who never presses
 * play is not tracked); any other page (a dealer's own video page) is linked, since it may refuse
 * to be framed.
 */
export function videoSource(url: string): VideoSource {
  const address = url.trim();
  const youtube = YOUTUBE.exec(address);
  if (youtube) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube[1]}` };
  const vimeo = VIMEO.exec(address);
  if (vimeo) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo[1]}` };
  if (VIDEO_FILE.test(address)) return { kind: 'file', src: address };
  return { kind: 'link', href: address };
}

/**
 * Spec 01 §2 "an optional video slide": the car's `video_url`, else its `external_video_url`; none
 * when both are empty.
 */
export function carVideo(car: { video_url?: string | null; external_video_url?: string | null }): VideoSource | null {
  const url = [car.video_url, car.external_video_url].find((value) => value?.trim());
  return url ? videoSource(url) : null;
}

/** A slide of the carousel: a photo (its 0-based place among the photos) or the video. */
export type GallerySlide =
  { kind: 'photo'; photo: GalleryPhoto; index: number } | { kind: 'video'; video: VideoSource };

/**
 * The carousel's slides: the photos in the stock's order, then the video. The video goes last so
 * the first slide is always the main photo, the page's largest paint, which the static HTML shows.
 */
export function carouselSlides(photos: readonly GalleryPhoto[], video: VideoSource | null): GallerySlide[] {
  const slides: GallerySlide[] = photos.map((photo, index) => ({ kind: 'photo', photo, index }));
  if (video) slides.push({ kind: 'video', video });
  return slides;
}

/** A dealer's own slide in the fullscreen view (site.json `gallery.custom_slide`). */
export interface CustomSlide {
  image: string;
  alt: string;
  href?: string | null;
}

/** A fullscreen slide and the carousel slide it stands for (where the carousel goes when fullscreen closes). */
export type FullscreenSlide = (GallerySlide | { kind: 'custom'; custom: CustomSlide }) & { carousel: number };

/**
 * Spec 01 §2 "a custom slider may sit at the second slide position": the carousel's slides with the
 * site's custom slide inserted second (after the only slide when there is one). Closing fullscreen
 * on the custom slide returns the carousel to the slide after it.
 */
export function fullscreenSlides(
  slides: readonly GallerySlide[],
  custom: CustomSlide | null | undefined,
): FullscreenSlide[] {
  const mapped: FullscreenSlide[] = slides.map((slide, carousel) => ({ ...slide, carousel }));
  if (custom && slides.length > 0)
    mapped.splice(1, 0, { kind: 'custom', custom, carousel: Math.min(1, slides.length - 1) });
  return mapped;
}

/** Where the fullscreen view opens for a carousel slide: the same slide, one further on past a custom slide. */
export function fullscreenIndexOf(slides: readonly FullscreenSlide[], carousel: number): number {
  const index = slides.findIndex((slide) => slide.kind !== 'custom' && slide.carousel === carousel);
  return Math.max(0, index);
}

/**
 * Spec 01 §9 "arrow key codes 37 and 39": -1 for the previous slide (ArrowLeft, 37), +1 for the
 * next (ArrowRight, 39), 0 for any other key. Reads `key`, with the legacy `keyCode` for browsers
 * and assistive tools that send only codes.
 */
export function arrowKeyStep(event: { key?: string; keyCode?: number }): -1 | 0 | 1 {
  if (event.key === 'ArrowLeft' || event.keyCode === ARROW_KEY_CODES.previous) return -1;
  if (event.key === 'ArrowRight' || event.keyCode === ARROW_KEY_CODES.next) return 1;
  return 0;
}

/**
 * Spec 01 §9 "first 2 images load with priority": those load eagerly (the first with high fetch
 * priority: it is the page's largest paint); the others wait until the shopper is one slide away,
 * so the next photo is ready before it slides in.
 */
export function photoLoading(
  index: number,
  selected: number,
): { loading: 'eager' | 'lazy'; fetchPriority: 'high' | 'auto' } {
  const eager = index < PRIORITY_IMAGES || Math.abs(index - selected) <= 1;
  return { loading: eager ? 'eager' : 'lazy', fetchPriority: index === 0 ? 'high' : 'auto' };
}
