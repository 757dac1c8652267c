// The interior views: which scenes a cabin shows (panorama and gallery), its seat colour and the interior defs.

import type { Vehicle } from './model.ts';
import type { Paint } from './paint.ts';
import { GLASS, ROOM, grad } from './styles.ts';
import { caravanBed, caravanDoor, caravanFront, caravanKitchen } from './interior-caravan.ts';
import { dashboard, doorPanel, rearBench } from './interior-car.ts';
import { motoFront, motoRear, motoSide } from './interior-moto.ts';

export interface Cab {
  readonly paint: Paint;
  readonly v: Vehicle;
  readonly seat: string;
}

export function panoramaSegments(c: Cab): string[] {
  switch (c.v.cabin) {
    case 'moto':
      return [motoFront(), motoSide(false), motoRear(c), motoSide(true)];
    case 'caravan':
      return [caravanFront(c), caravanKitchen(), caravanBed(), caravanDoor()];
    default:
      return [dashboard(c, false), doorPanel(c, true), rearBench(c), doorPanel(c, false)];
  }
}

/** The one scene the 'interior' gallery view shows: the first panorama scene, with seats for a car. */
export function interiorGalleryScene(c: Cab): string {
  return c.v.cabin === 'moto' ? motoFront() : c.v.cabin === 'caravan' ? caravanFront(c) : dashboard(c, true);
}

export function interiorDefs(paint: Paint): string[] {
  return [grad('y', ['#b9d3e8', '#eef3f6']), grad('p', [paint.light, paint.base, paint.dark]), GLASS, ROOM];
}

export function cabOf(v: Vehicle, paint: Paint): Cab {
  return { v, paint, seat: v.cabin === 'work' ? '#4a4e55' : '#3a3d43' };
}
