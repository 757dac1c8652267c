import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../../functions/ports/reservation-store.ts';
import { reservedCarIds } from '../../../functions/reserved-cars.ts';

const NOW = new Date('2026-03-02T01:00:00Z');
const hold = (carId: number, state: Reservation['state'], holdUntil: string) =>
  ({ carId, state, holdUntil }) as Reservation;

describe('reservedCarIds (for the build)', () => {
  it('keeps held cars until the hold ends and confirmed cars always; a checkout in progress is not Reserved', async () => {
    const store = {
      activeHolds: async () => [
        hold(1, 'held', '2026-03-03T01:00:00.000Z'),
        hold(2, 'held', '2026-03-02T00:59:59.000Z'),
        hold(3, 'confirmed', '2026-03-01T00:00:00.000Z'),
        hold(4, 'requested', '2026-03-02T02:00:00.000Z'),
      ],
    };
    expect([...(await reservedCarIds(store, 'harbour', NOW))].sort()).toEqual([1, 3]);
  });
});
