import { describe, expect, it } from 'vitest';
import {
  arrowKeyStep,
  carouselSlides,
  carVideo,
  fullscreenIndexOf,
  fullscreenSlides,
  photoLoading,
  PRIORITY_IMAGES,
  showFullscreenThumbnails,
  showThumbnails,
  THUMBNAILS_ABOVE,
  videoSource,
  type GalleryPhoto,
} from '../../../src/domain/gallery.ts';

const photo = (n: number): GalleryPhoto => ({
  src: `/p${n}.jpg`,
  large: `/p${n}-large.jpg`,
  thumb: `/p${n}-thumb.jpg`,
});
const photos = (count: number) => Array.from({ length: count }, (_, n) => photo(n));

describe('gallery constants (spec 01 §9)', () => {
  it.each([
    ['"thumbnails only above 3 images"', THUMBNAILS_ABOVE, 3],
    ['"first 2 images load with priority"', PRIORITY_IMAGES, 2],
  ])('%s', (_name, actual, expected) => expect(actual).toBe(expected));
});

describe('carousel thumbnails "only when in stock and more than 3 images" (spec 01 §2)', () => {
  it.each([
    ['in_stock', 4, true],
    ['in_stock', 3, false],
    ['in_stock', 0, false],
    ['coming_soon', 4, true],
    ['sold', 7, false],
    ['pending', 7, false],
  ])('%s with %s images → %s', (status, count, shown) =>
    expect(showThumbnails({ status, images: photos(count) })).toBe(shown),
  );
});

describe('fullscreen "thumbnails when more than 3 images" (spec 01 §2), whatever the stock status', () => {
  it.each([
    [4, true],
    [3, false],
    [1, false],
    [12, true],
  ])('%s images → %s', (count, shown) => expect(showFullscreenThumbnails(count)).toBe(shown));
});

describe('the video slide (spec 01 §2 "an optional video slide")', () => {
  it.each([
    [
      'a YouTube watch address becomes its no-cookie player',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ],
    [
      'a youtu.be short link',
      'https://youtu.be/dQw4w9WgXcQ',
      { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ],
    [
      'a YouTube Shorts address',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ],
    [
      'a Vimeo address',
      'https://vimeo.com/76979871',
      { kind: 'embed', src: 'https://player.vimeo.com/video/76979871' },
    ],
    [
      'a video file plays in the page',
      'https://cdn.example.com/cars/walkaround.mp4?sig=1',
      { kind: 'file', src: 'https://cdn.example.com/cars/walkaround.mp4?sig=1' },
    ],
    [
      'any other page is linked',
      'https://dealer.example.com/videos/123',
      { kind: 'link', href: 'https://dealer.example.com/videos/123' },
    ],
  ])('%s', (_name, url, expected) => expect(videoSource(url)).toEqual(expected));

  it.each([
    [
      'video_url first',
      { video_url: '/v.mp4', external_video_url: 'https://youtu.be/dQw4w9WgXcQ' },
      { kind: 'file', src: '/v.mp4' },
    ],
    [
      'external_video_url when video_url is empty',
      { video_url: ' ', external_video_url: 'https://youtu.be/dQw4w9WgXcQ' },
      { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ],
    ['no video', { video_url: null, external_video_url: undefined }, null],
  ])('carVideo: %s', (_name, car, expected) => expect(carVideo(car)).toEqual(expected));

  it('the slides are the photos in order, then the video (the first slide stays the main photo)', () => {
    const slides = carouselSlides(photos(2), { kind: 'file', src: '/v.mp4' });
    expect(slides).toEqual([
      { kind: 'photo', photo: photo(0), index: 0 },
      { kind: 'photo', photo: photo(1), index: 1 },
      { kind: 'video', video: { kind: 'file', src: '/v.mp4' } },
    ]);
  });

  it('without a video the slides are the photos only', () => {
    expect(carouselSlides(photos(3), null).map((slide) => slide.kind)).toEqual(['photo', 'photo', 'photo']);
  });
});

describe('fullscreen slides: "a custom slider may sit at the second slide position" (spec 01 §2)', () => {
  const custom = { image: '/offer.svg', alt: 'Finance offer', href: '/finance' };
  const kinds = (slides: ReturnType<typeof fullscreenSlides>) =>
    slides.map((slide) => `${slide.kind}:${slide.carousel}`);

  it.each([
    ['second among several photos', 3, custom, ['photo:0', 'custom:1', 'photo:1', 'photo:2']],
    ['after the only photo', 1, custom, ['photo:0', 'custom:0']],
    ['no photos, no custom slide either', 0, custom, []],
    ['not configured', 3, null, ['photo:0', 'photo:1', 'photo:2']],
  ])('%s', (_name, count, slide, expected) =>
    expect(kinds(fullscreenSlides(carouselSlides(photos(count), null), slide))).toEqual(expected),
  );

  it('the video stays last, after the custom slide', () => {
    expect(kinds(fullscreenSlides(carouselSlides(photos(2), { kind: 'link', href: 'https://x' }), custom))).toEqual([
      'photo:0',
      'custom:1',
      'photo:1',
      'video:2',
    ]);
  });

  it.each([
    ['the first photo opens first', 0, 0],
    ['the second photo opens past the custom slide', 1, 2],
    ['the last photo', 2, 3],
  ])('fullscreenIndexOf: %s', (_name, carousel, expected) => {
    expect(fullscreenIndexOf(fullscreenSlides(carouselSlides(photos(3), null), custom), carousel)).toBe(expected);
  });
});

describe('arrow keys: "arrow key codes 37 and 39" (spec 01 §9)', () => {
  it.each([
    [{ keyCode: 37 }, -1],
    [{ keyCode: 39 }, 1],
    [{ key: 'ArrowLeft' }, -1],
    [{ key: 'ArrowRight' }, 1],
    [{ key: 'ArrowUp', keyCode: 38 }, 0],
    [{ key: 'Enter', keyCode: 13 }, 0],
    [{}, 0],
  ])('%o → %s', (event, step) => expect(arrowKeyStep(event)).toBe(step));
});

describe('"first 2 images load with priority" (spec 01 §9)', () => {
  it.each([
    ['the first photo, high priority', 0, 0, { loading: 'eager', fetchPriority: 'high' }],
    ['the second photo', 1, 0, { loading: 'eager', fetchPriority: 'auto' }],
    ['the third waits', 2, 0, { loading: 'lazy', fetchPriority: 'auto' }],
    ['until the shopper is one slide away', 2, 1, { loading: 'eager', fetchPriority: 'auto' }],
    ['far slides still wait', 6, 3, { loading: 'lazy', fetchPriority: 'auto' }],
  ])('%s', (_name, index, selected, expected) => expect(photoLoading(index, selected)).toEqual(expected));
});
