import type { APIRoute } from 'astro';
import { toCompareCar } from '../../domain/compare-car.ts';
import type { Car } from '../../domain/schemas/car.ts';
import { getTenant } from '../../site/tenant.ts';
import { carsToRender } from '../../site/cars-to-render.ts';

/**
 * One small JSON file per car with a page (src/domain/compare-car.ts): the compare page, itself static, reads
 * `/compare-cars/<slug>.json` for each car it names. The search index holds only what cards show, not the
 * specifications and equipment, and every search page loads it, so it is not widened for this page.
 */
export function getStaticPaths() {
  return carsToRender(getTenant().cars).map((car) => ({ params: { slug: car.slug } }));
}

let bySlug: Map<string, Car> | undefined;

export const GET: APIRoute = ({ params }) => {
  const { cars, site, strings, now } = getTenant();
  bySlug ??= new Map(cars.map((car) => [car.slug, car]));
  const car = bySlug.get(params.slug ?? '');
  if (!car) return new Response('null', { status: 404 });
  return new Response(JSON.stringify(toCompareCar(car, site, strings, now)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
