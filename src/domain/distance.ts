/** Spec 02 §9 distances, with no shopper texts, so browser code (src/elements/nearest-location.ts) stays small. */

/** Spec 02 §9: "Distance calculation uses earth radius 6371 km". */
export const EARTH_RADIUS_KM = 6371;

export interface LatLong {
  lat: number;
  long: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Spec 02 §9 "Distance calculation uses earth radius 6371 km": great-circle (haversine) distance in km. */
export function distanceKm(a: LatLong, b: LatLong): number {
  const dLat = radians(b.lat - a.lat);
  const dLong = radians(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
