/**
 * Whether a car runs on electricity alone, is a hybrid, or neither, from its simple and full fuel
 * names ("Petrol - Electric Hybrid" is a hybrid). Decides the electric/hybrid card tag (spec 01 §4)
 * and hides the fuel calculator for electric cars (spec 01 §5).
 */
export function fuelKind(car: { simple_fuel?: string | null; fuel?: string | null }): 'electric' | 'hybrid' | null {
  const fuel = `${car.simple_fuel ?? ''} ${car.fuel ?? ''}`.toLowerCase();
  if (fuel.includes('hybrid')) return 'hybrid';
  if (fuel.includes('electric')) return 'electric';
  return null;
}
