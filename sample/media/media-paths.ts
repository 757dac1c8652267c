/**
 * Paths of the images the project draws for sample stock. Stock rows carry these paths as image
 * URLs; the build renders exactly the paths its stock uses (see media-integration.ts), so no image
 * file is committed and a tenant's output holds only its own pictures.
 */
import type { GalleryView, VehicleShape } from './car-svg.ts';

export const SPIN_FRAMES = 24;
export const MEDIA_PREFIX = '/media/';

export type MediaRequest =
  | { kind: 'gallery'; shape: VehicleShape; colour: string; view: GalleryView }
  | { kind: 'spin'; shape: VehicleShape; colour: string; frame: number }
  | { kind: 'interior'; shape: VehicleShape; colour: string; frame: number };

const hex = (colour: string) => colour.replace(/^#/, '').toLowerCase();

export function galleryImagePath(shape: VehicleShape, colour: string, view: GalleryView): string {
  return `${MEDIA_PREFIX}gallery/${shape}/${hex(colour)}/${view}.svg`;
}

export function spinFramePath(shape: VehicleShape, colour: string, frame: number): string {
  return `${MEDIA_PREFIX}spin/${shape}/${hex(colour)}/${String(frame).padStart(2, '0')}.svg`;
}

export function interiorFramePath(shape: VehicleShape, colour: string, frame: number): string {
  return `${MEDIA_PREFIX}interior/${shape}/${hex(colour)}/${String(frame).padStart(2, '0')}.svg`;
}

const MEDIA_PATH = /^\/media\/(gallery|spin|interior)\/([a-z-]+)\/([0-9a-f]{6})\/([a-z-]+|\d{2})\.svg$/;

/** The drawing a media path asks for, or null when the path is not one of ours. */
export function parseMediaPath(path: string): MediaRequest | null {
  const match = MEDIA_PATH.exec(path);
  if (!match) return null;
  const [, kind, shape, colour, last] = match as unknown as [string, string, VehicleShape, string, string];
  if (kind === 'gallery') return { kind, shape, colour: `#${colour}`, view: last as GalleryView };
  const frame = Number(last);
  if (!Number.isInteger(frame)) return null;
  return { kind: kind as 'spin' | 'interior', shape, colour: `#${colour}`, frame };
}
