/**
 * The vehicle page gallery's fullscreen view (spec 01 §2), an island hydrated on the first pointer, key or focus in
 * the gallery (`client:interaction="car-gallery"`): the carousel before it is <car-gallery> and needs no React. It
 * renders nothing until <car-gallery> asks for the view, whose code is a chunk of its own, fetched on demand.
 */
import type { FullscreenSlide } from '../domain/gallery.ts';
import type { GalleryText } from '../components/gallery/gallery-props.ts';
import { useCarGallery } from '../components/gallery/use-car-gallery.ts';

export interface CarGalleryProps {
  /** The id of the page's <car-gallery>. */
  galleryId: string;
  title: string;
  slides: FullscreenSlide[];
  text: GalleryText;
}

export default function CarGallery({ galleryId, title, slides, text }: CarGalleryProps) {
  const { fullscreen, closeFullscreen } = useCarGallery(galleryId, slides);
  if (!fullscreen) return null;
  return (
    <fullscreen.View title={title} slides={slides} start={fullscreen.start} text={text} onClose={closeFullscreen} />
  );
}
