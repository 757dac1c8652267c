import type { APIRoute } from 'astro';
import type { Car } from '../../domain/schemas/car.ts';
import { getTenant } from '../../site/tenant.ts';
import { compareCarJson, compareCars } from '../../site/car-json-files.ts';

/**
 * One small JSON file per car with a page (src/domain/compare-car.ts): the compare page, itself static, reads
 * `/compare-cars/<slug>.json` for each car it names. The search index holds only what cards show, not the
 * specifications and equipment, and every search page loads it, so it is not widened for this page.
 *
 * In `astro dev` only: a build writes these files itself (scripts/car-json-files.ts), without a request and a
 * response per file through Astro (issue 20 item 4).
 */
export function getStaticPaths() {
  if (!import.meta.env.DEV) return [];
  return compareCars(getTenant()).map((car) => ({ params: { slug: car.slug } }));
}

let bySlug: Map<string, Car> | undefined;

export const GET: APIRoute = ({ params }) => {
  const tenant = getTenant();
  bySlug ??= new Map(tenant.cars.map((car) => [car.slug, car]));
  const car = bySlug.get(params.slug ?? '');
  if (!car) return new Response('null', { status: 404 });
  return new Response(compareCarJson(car, tenant), { headers: { 'Content-Type': 'application/json' } });
};
