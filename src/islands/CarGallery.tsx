/**
 * The vehicle page's photos (spec 01 §2), hydrated on idle: the carousel, its fullscreen view and
 * the 360 spin section (useCarGallery) laid out by CarGalleryView. The fullscreen view and the spin
 * viewer are chunks of their own, fetched on demand.
 */
import type { CarGalleryProps } from '../components/gallery/gallery-props.ts';
import { CarGalleryView } from '../components/gallery/CarGalleryView.tsx';
import { useCarGallery } from '../components/gallery/use-car-gallery.ts';

export default function CarGallery({ customSlide, ...props }: CarGalleryProps) {
  const { viewportRef, fullscreenButtonRef, thumbStripRef, ...gallery } = useCarGallery(props.slides, customSlide);
  return (
    <CarGalleryView
      {...props}
      gallery={gallery}
      viewportRef={viewportRef}
      fullscreenButtonRef={fullscreenButtonRef}
      thumbStripRef={thumbStripRef}
    />
  );
}
