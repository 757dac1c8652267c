/** Image fields of a sample car, all pointing at the project's drawn images (sample/media/media-paths.ts). */
import type { CarInput } from '../../src/domain/schemas/car.ts';
import { galleryImagePath, interiorFramePath, SPIN_FRAMES, spinFramePath } from '../media/media-paths.ts';
import type { Build } from './catalogue.ts';
import { EXTERIOR_HOTSPOTS, INTERIOR_HOTSPOTS } from './copy.ts';
import type { Rng } from './random.ts';

type MediaFields = Pick<
  CarInput,
  'images' | 'primary_image_url' | 'photos_count' | 'spin_images' | 'spin_interior_image' | 'hotspots' | 'video_url'
>;

/** 1 to `max` photos: a few cars have exactly 1 or 3, most one of every view the drawings offer. */
function photoCount(rng: Rng, comingSoon: boolean, max: number): number {
  const roll = rng.next();
  if (roll < (comingSoon ? 0.35 : 0.04)) return 1;
  if (roll < 0.06) return 2;
  if (roll < 0.13) return 3;
  if (roll < 0.2) return Math.min(rng.int(4, 5), max);
  return Math.min(rng.int(6, 12), max);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Where a hotspot sits on each spin frame from which it faces the camera (within ±5 frames of its own). */
function positions(rng: Rng, home: number): Record<string, { x: number; y: number }> {
  const y = round1(rng.range(35, 70));
  const out: Record<string, { x: number; y: number }> = {};
  for (let frame = 0; frame < SPIN_FRAMES; frame += 3) {
    const offset = ((frame - home + SPIN_FRAMES + SPIN_FRAMES / 2) % SPIN_FRAMES) - SPIN_FRAMES / 2;
    if (Math.abs(offset) > 5) continue;
    out[String(frame)] = { x: round1(50 + 38 * Math.sin((offset / SPIN_FRAMES) * 2 * Math.PI)), y };
  }
  return out;
}

export function mediaFor(
  rng: Rng,
  build: Build,
  colourHex: string,
  options: { comingSoon: boolean; spin: boolean },
): MediaFields {
  const views = build.body.views;
  const count = photoCount(rng, options.comingSoon, views.length);
  const images = Array.from({ length: count }, (_, i) => {
    const url = galleryImagePath(build.shape, colourHex, views[i]!);
    return { image: { url, thumb: { url } } };
  });
  const fields: MediaFields = {
    images,
    primary_image_url: images[0]!.image.url,
    photos_count: images.length,
    spin_images: null,
    spin_interior_image: null,
    hotspots: null,
    // No sample video: a made-up link would be a dead one. Real stock carries the dealer's own.
    video_url: null,
  };
  if (options.spin) {
    fields.spin_images = Array.from({ length: SPIN_FRAMES }, (_, frame) =>
      spinFramePath(build.shape, colourHex, frame),
    );
    fields.spin_interior_image = interiorFramePath(build.shape, colourHex, 0);
    fields.hotspots = {
      exterior: rng
        .shuffle(EXTERIOR_HOTSPOTS)
        .slice(0, rng.int(2, 4))
        .map((spot) => ({
          title: spot.title,
          description: spot.description,
          positions: positions(rng, spot.frame),
        })),
      interior: rng
        .shuffle(INTERIOR_HOTSPOTS)
        .slice(0, rng.int(1, 3))
        .map((spot) => ({
          title: spot.title,
          description: spot.description,
          positions: { '0': { x: round1(rng.range(20, 80)), y: round1(rng.range(30, 75)) } },
        })),
    };
  }
  return fields;
}
