/** Spec 01 §9: feet to metres x0.3048 (caravan body width and length are given in feet). */
export const METRES_PER_FOOT = 0.3048;

export function feetToMetres(feet: number): number {
  return Math.round(feet * METRES_PER_FOOT * 100) / 100;
}
