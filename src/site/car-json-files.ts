/**
 * The small JSON files per car that pages read in the browser: `compare-cars/<slug>.json` (the compare page,
 * src/domain/compare-car.ts) and `finance-cars/<car id>.json` (the finance page, src/domain/finance-car.ts).
 *
 * A build writes them from scripts/car-json-files.ts, not through Astro's endpoints (issue 20 item 4: each file
 * through Astro's page pipeline cost a request, a response and a directory check, for 7,900 files of the group's
 * build). The endpoints (src/pages/compare-cars/, src/pages/finance-cars/) answer the same bodies in `astro dev`.
 */
import { compareCarPath, toCompareCar } from '../domain/compare-car.ts';
import { financeCarPath, toFinanceCar } from '../domain/finance-car.ts';
import type { Car } from '../domain/schemas/car.ts';
import type { Tenant } from '../tenants/load-tenant.ts';
import type { CarIndex } from './car-index.ts';
import { carsToRender } from './cars-to-render.ts';

type JsonTenant = Pick<Tenant, 'cars' | 'site' | 'strings' | 'now'> & { index: Pick<CarIndex, 'ordered'> };

/** One car's compare file: what the compare page shows of it. */
export function compareCarJson(car: Car, tenant: JsonTenant): string {
  return JSON.stringify(toCompareCar(car, tenant.site, tenant.strings, tenant.now));
}

/** One visible car's finance file: the finance page's car card and quote. */
export function financeCarJson(car: Car, tenant: JsonTenant): string {
  return JSON.stringify(toFinanceCar(car, tenant.site, tenant.strings['price.perWeek']));
}

/** The cars with a compare file: every car with a page this build renders. */
export const compareCars = (tenant: JsonTenant): Car[] => carsToRender(tenant.cars);

/** The cars with a finance file: the visible cars this build renders. */
export const financeCars = (tenant: JsonTenant): Car[] => carsToRender(tenant.index.ordered);

/** Every file of this build: its path under the output folder and its body. */
export function carJsonFiles(tenant: JsonTenant): { path: string; body: string }[] {
  return [
    ...compareCars(tenant).map((car) => ({
      path: compareCarPath(car.slug).slice(1),
      body: compareCarJson(car, tenant),
    })),
    ...financeCars(tenant).map((car) => ({ path: financeCarPath(car.id).slice(1), body: financeCarJson(car, tenant) })),
  ];
}
