// Checks of the public inputs: vehicle shape, gallery view and spin frame (colours are checked by parseColour in paint.ts).

import { GALLERY_VIEWS, VEHICLE_SHAPES, type GalleryView, type VehicleShape } from './catalogue.ts';
import type { Vehicle } from './model.ts';
import { VEHICLES } from './vehicles.ts';

export function vehicleOf(shape: unknown): Vehicle {
  if (typeof shape === 'string' && Object.hasOwn(VEHICLES, shape)) return VEHICLES[shape as VehicleShape];
  throw new Error(`Unknown vehicle shape ${JSON.stringify(shape)}; expected one of: ${VEHICLE_SHAPES.join(', ')}`);
}

export function checkView(view: unknown): GalleryView {
  if (typeof view === 'string' && (GALLERY_VIEWS as readonly string[]).includes(view)) return view as GalleryView;
  throw new Error(`Unknown gallery view ${JSON.stringify(view)}; expected one of: ${GALLERY_VIEWS.join(', ')}`);
}

/** Throws unless `frames` is a positive integer and `frame` an integer in 0..frames-1. */
export function checkSpinFrame(frame: number, frames: number): void {
  if (!Number.isInteger(frames) || frames < 1) {
    throw new Error(`Invalid spin frame count ${String(frames)}: expected a positive integer`);
  }
  if (!Number.isInteger(frame) || frame < 0 || frame >= frames) {
    throw new Error(`Spin frame ${String(frame)} out of range: expected an integer from 0 to ${frames - 1}`);
  }
}
