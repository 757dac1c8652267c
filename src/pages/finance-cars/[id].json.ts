import type { APIRoute } from 'astro';
import type { Car } from '../../domain/schemas/car.ts';
import { getTenant } from '../../site/tenant.ts';
import { financeCarJson, financeCars } from '../../site/car-json-files.ts';

/**
 * One small JSON file per visible car (src/domain/finance-car.ts): the finance page's car card and
 * quote read `/finance-cars/<car_id>.json` in the browser, the page itself being static.
 *
 * In `astro dev` only: a build writes these files itself (scripts/car-json-files.ts), without a request and a
 * response per file through Astro (issue 20 item 4).
 */
export function getStaticPaths() {
  if (!import.meta.env.DEV) return [];
  return financeCars(getTenant()).map((car) => ({ params: { id: String(car.id) } }));
}

let byId: Map<string, Car> | undefined;

export const GET: APIRoute = ({ params }) => {
  const tenant = getTenant();
  byId ??= new Map(tenant.index.ordered.map((car) => [String(car.id), car]));
  const car = byId.get(params.id ?? '');
  if (!car) return new Response('null', { status: 404 });
  return new Response(financeCarJson(car, tenant), { headers: { 'Content-Type': 'application/json' } });
};
