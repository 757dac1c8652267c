import type { APIRoute } from 'astro';
import { toFinanceCar } from '../../domain/finance-car.ts';
import type { Car } from '../../domain/schemas/car.ts';
import { getTenant } from '../../site/tenant.ts';
import { carsToRender } from '../../site/cars-to-render.ts';

/**
 * One small JSON file per visible car (src/domain/finance-car.ts): the finance page's car card and
 * quote read `/finance-cars/<car_id>.json` in the browser, the page itself being static.
 */
export function getStaticPaths() {
  const { index } = getTenant();
  return carsToRender(index.ordered).map((car) => ({ params: { id: String(car.id) } }));
}

let byId: Map<string, Car> | undefined;

export const GET: APIRoute = ({ params }) => {
  const { index, site, strings } = getTenant();
  byId ??= new Map(index.ordered.map((car) => [String(car.id), car]));
  const car = byId.get(params.id ?? '');
  if (!car) return new Response('null', { status: 404 });
  return new Response(JSON.stringify(toFinanceCar(car, site, strings['price.perWeek'])), {
    headers: { 'Content-Type': 'application/json' },
  });
};
