/**
 * What the edge reservation tests share: a car of the tenant that can be reserved, the shopper, and
 * the reservation POST a browser on the tenant's development host sends to the Worker.
 */
import { join } from 'node:path';
import type { Car } from '../../../src/domain/schemas/car.ts';
import { isInStock } from '../../../src/domain/stock.ts';
import { loadTenant } from '../../../src/tenants/load-tenant.ts';
import type { EdgeWorker } from './edge-miniflare.ts';

export const SHOPPER = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678' };

/** The tenant's first car in stock whose payment processors do not rule out a deposit. */
export function reservableCar(slug: string): Car {
  const car = loadTenant(join(import.meta.dirname, '../../..'), slug).cars.find(
    (candidate) => isInStock(candidate) && candidate.payment_processors?.length !== 0,
  );
  if (!car) throw new Error(`${slug} has no car that can be reserved`);
  return car;
}

/** POST /api/reservations for `car` from the shopper at `ip`, with a fresh Idempotency-Key. */
export function postReservation(edge: EdgeWorker, car: Car, ip: string): Promise<Response> {
  return edge.request('/api/reservations', {
    method: 'POST',
    headers: {
      origin: `http://${edge.host}`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      'cf-connecting-ip': ip,
    },
    body: JSON.stringify({ car_id: car.id, ...SHOPPER }),
  });
}
