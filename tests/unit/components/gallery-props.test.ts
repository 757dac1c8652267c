import { describe, expect, it } from 'vitest';
import { carGalleryProps } from '../../../src/components/gallery/gallery-props.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import { car, site } from '../../fixtures/cars.ts';

const images = (count: number) =>
  Array.from({ length: count }, (_, n) => ({
    image: { url: `/media/p${n}.jpg`, thumb: { url: `/media/p${n}-t.jpg` } },
  }));
const spin = {
  spin_images: Array.from({ length: 24 }, (_, n) => `/media/spin/${n}.svg`),
  spin_interior_image: '/media/interior/0.svg',
};
const props = (carFields = {}, siteFields = {}) =>
  carGalleryProps(car(carFields), site(siteFields), DEFAULT_STRINGS, '2021 Toyota Corolla', null);

describe("the gallery island's props (spec 01 §2, §9)", () => {
  it('photos at 600x400, 1200x800 and 150x100 through the image CDN at quality 75, then the video slide', () => {
    const { slides } = props(
      { images: images(2), external_video_url: 'https://youtu.be/dQw4w9WgXcQ' },
      { image_cdn: { base_url: 'https://img.example.com/t' } },
    );
    expect(slides).toEqual([
      {
        kind: 'photo',
        index: 0,
        photo: {
          src: 'https://img.example.com/t?url=%2Fmedia%2Fp0.jpg&w=600&q=75&h=400',
          large: 'https://img.example.com/t?url=%2Fmedia%2Fp0.jpg&w=1200&q=75&h=800',
          thumb: 'https://img.example.com/t?url=%2Fmedia%2Fp0-t.jpg&w=150&q=75&h=100',
        },
      },
      {
        kind: 'photo',
        index: 1,
        photo: expect.objectContaining({ src: 'https://img.example.com/t?url=%2Fmedia%2Fp1.jpg&w=600&q=75&h=400' }),
      },
      { kind: 'video', video: { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' } },
    ]);
  });

  it.each([
    ['in stock with 4 images', { images: images(4) }, true],
    ['in stock with 3 images', { images: images(3) }, false],
    ['sold with 7 images', { images: images(7), status: 'sold' }, false],
  ])('thumbnails: %s → %s', (_name, fields, shown) => expect(props(fields).thumbnails).toBe(shown));

  it("the site's custom slide is passed to the fullscreen view; none by default", () => {
    const custom = { image: '/gallery/offer.svg', alt: 'Finance offer', href: '/finance' };
    expect(props({}, { gallery: { custom_slide: custom } }).customSlide).toEqual(custom);
    expect(props().customSlide).toBeNull();
  });

  it('no spin viewer without spin frames', () => expect(props({ images: images(3) }).spin).toBeNull());

  it('the spin viewer: its frames, interior, photos and views, Spin first by default', () => {
    const viewer = props({ images: images(3), ...spin })!.spin!;
    expect(viewer.frames).toHaveLength(24);
    expect(viewer.interior).toBe('/media/interior/0.svg');
    expect(viewer.photos).toEqual(['/media/p0.jpg', '/media/p1.jpg', '/media/p2.jpg']);
    expect(viewer.views).toEqual(['spin', 'images', 'interior']);
    expect(viewer.initialView).toBe('spin');
    expect(viewer.text.hint).toBe('Swipe to spin');
  });

  it('"gallery on one variant": features.spin_default_view images opens on Images', () => {
    expect(props({ images: images(3), ...spin }, { features: { spin_default_view: 'images' } }).spin!.initialView).toBe(
      'images',
    );
  });
});
