/**
 * The gallery island's props from the tenant at build time: the car's slides at the sizes the page
 * draws them (through the one image URL builder), the site's custom slide, the spin viewer's frames,
 * hotspots and first view, and the strings both need. Only what the island shows is passed, so the
 * page's serialised props stay small.
 */
import { carouselSlides, carVideo, showThumbnails, type CustomSlide, type GallerySlide } from '../../domain/gallery.ts';
import { imageUrl, type ImageCdn } from '../../domain/image-url.ts';
import type { Car } from '../../domain/schemas/car.ts';
import type { SiteConfig } from '../../domain/schemas/site-config.ts';
import { initialSpinView, spinViews, type SpinHotspot, type SpinView } from '../../domain/spin.ts';
import type { Strings } from '../../domain/strings.ts';
import { MAIN_IMAGE } from '../../domain/vehicle-page.ts';

/** The fullscreen photo and the spin frames: twice the main image, for large and dense screens. */
export const LARGE_IMAGE = { width: 1200, height: 800 } as const;
/** Thumbnails: a quarter of the main image. */
export const THUMB_IMAGE = { width: 150, height: 100 } as const;

export interface GalleryText {
  label: string;
  previous: string;
  next: string;
  position: string;
  photoAlt: string;
  thumbnails: string;
  video: string;
  watchVideo: string;
  fullscreen: string;
  fullscreenLabel: string;
  close: string;
  noPhotos: string;
}

export interface SpinText {
  heading: string;
  views: string;
  viewSpin: string;
  viewImages: string;
  viewInterior: string;
  hint: string;
  turn: string;
  angle: string;
  alt: string;
  interiorAlt: string;
  hotspots: string;
  fullscreen: string;
  exitFullscreen: string;
  previous: string;
  next: string;
  position: string;
  photoAlt: string;
}

export interface SpinViewerProps {
  /** Prefix of the viewer's element ids (unique on the page). */
  id: string;
  title: string;
  frames: string[];
  interior: string | null;
  /** The Images view's photos (main size). */
  photos: string[];
  hotspots: { exterior: SpinHotspot[]; interior: SpinHotspot[] };
  views: SpinView[];
  initialView: SpinView;
  text: SpinText;
}

export interface CarGalleryProps {
  title: string;
  slides: GallerySlide[];
  /** Spec 01 §2: thumbnails under the carousel (in stock and more than 3 images). */
  thumbnails: boolean;
  customSlide: CustomSlide | null;
  tag: { label: string; tone: string; image?: string } | null;
  text: GalleryText;
  spin: SpinViewerProps | null;
}

export function galleryText(strings: Strings): GalleryText {
  return {
    label: strings['gallery.label'],
    previous: strings['gallery.previous'],
    next: strings['gallery.next'],
    position: strings['gallery.position'],
    photoAlt: strings['gallery.photoAlt'],
    thumbnails: strings['gallery.thumbnails'],
    video: strings['gallery.video'],
    watchVideo: strings['gallery.watchVideo'],
    fullscreen: strings['gallery.fullscreen'],
    fullscreenLabel: strings['gallery.fullscreenLabel'],
    close: strings['gallery.close'],
    noPhotos: strings['gallery.noPhotos'],
  };
}

function spinText(strings: Strings): SpinText {
  return {
    heading: strings['spin.heading'],
    views: strings['spin.views'],
    viewSpin: strings['spin.viewSpin'],
    viewImages: strings['spin.viewImages'],
    viewInterior: strings['spin.viewInterior'],
    hint: strings['spin.hint'],
    turn: strings['spin.turn'],
    angle: strings['spin.angle'],
    alt: strings['spin.alt'],
    interiorAlt: strings['spin.interiorAlt'],
    hotspots: strings['spin.hotspots'],
    fullscreen: strings['spin.fullscreen'],
    exitFullscreen: strings['spin.exitFullscreen'],
    previous: strings['gallery.previous'],
    next: strings['gallery.next'],
    position: strings['gallery.position'],
    photoAlt: strings['gallery.photoAlt'],
  };
}

/** The 360 viewer's props, or null for a car without spin frames (spec 01 §2 "an optional 360 spin view"). */
export function spinViewerProps(car: Car, site: SiteConfig, strings: Strings, title: string): SpinViewerProps | null {
  const cdn: ImageCdn = site.image_cdn;
  const frames = (car.spin_images ?? []).map((frame) => imageUrl(frame, LARGE_IMAGE, cdn));
  const interior = car.spin_interior_image ? imageUrl(car.spin_interior_image, LARGE_IMAGE, cdn) : null;
  const views = spinViews({ frames: frames.length, photos: car.images.length, interior: interior !== null });
  if (!views.length) return null;
  return {
    id: `spin-${car.id}`,
    title,
    frames,
    interior,
    photos: car.images.map(({ image }) => imageUrl(image.url, MAIN_IMAGE, cdn)),
    hotspots: { exterior: car.hotspots?.exterior ?? [], interior: car.hotspots?.interior ?? [] },
    views,
    initialView: initialSpinView(site.features.spin_default_view, views),
    text: spinText(strings),
  };
}

/** Everything the gallery island shows for this car on this site. */
export function carGalleryProps(
  car: Car,
  site: SiteConfig,
  strings: Strings,
  title: string,
  tag: { label: string; tone: string; image?: string } | null,
): CarGalleryProps {
  const cdn: ImageCdn = site.image_cdn;
  const photos = car.images.map(({ image }) => ({
    src: imageUrl(image.url, MAIN_IMAGE, cdn),
    large: imageUrl(image.url, LARGE_IMAGE, cdn),
    thumb: imageUrl(image.thumb?.url ?? image.url, THUMB_IMAGE, cdn),
  }));
  return {
    title,
    slides: carouselSlides(photos, carVideo(car)),
    thumbnails: showThumbnails(car),
    customSlide: site.gallery.custom_slide ?? null,
    tag: tag && { label: tag.label, tone: tag.tone, ...(tag.image ? { image: tag.image } : {}) },
    text: galleryText(strings),
    spin: spinViewerProps(car, site, strings, title),
  };
}
