import type { Car, CarType } from '../domain/schemas/car.ts';
import { isInStock } from '../domain/stock.ts';
import type { Tenant } from '../tenants/load-tenant.ts';

/** Lookups the pages share, computed once per build so no page scans the whole stock. */
export interface CarIndex {
  /** Visible cars in the default results order: in stock first, newest first, then by id. */
  ordered: Car[];
  countsByType: Record<CarType, number>;
  inStockCount: number;
}

function createdTime(car: Car): number {
  return car.created_at ? Date.parse(car.created_at) : 0;
}

export function buildCarIndex(tenant: Pick<Tenant, 'cars'>): CarIndex {
  const ordered = [...tenant.cars].sort(
    (a, b) => Number(isInStock(b)) - Number(isInStock(a)) || createdTime(b) - createdTime(a) || a.id - b.id,
  );
  const countsByType: Record<CarType, number> = { new: 0, demo: 0, used: 0 };
  let inStockCount = 0;
  for (const car of ordered) {
    countsByType[car.car_type] += 1;
    if (isInStock(car)) inStockCount += 1;
  }
  return { ordered, countsByType, inStockCount };
}
