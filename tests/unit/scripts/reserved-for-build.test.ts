import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openReservationStore } from '../../../functions/adapters/open-reservation-store.ts';
import { reservedCarIdsForBuild } from '../../../scripts/reserved-for-build.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the held cars a build is told of (issue 16 item 5)', () => {
  it('none without a store (a fresh checkout, CI), and no store is created', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reserved-build-'));
    dirs.push(dir);
    const env = { LEADS_DB: join(dir, 'leads.sqlite') };
    expect(await reservedCarIdsForBuild(dir, ['harbour-city-toyota'], env, new Date())).toEqual(new Map());
    const { existsSync } = await import('node:fs');
    expect(existsSync(env.LEADS_DB)).toBe(false);
  });

  it('an empty store: no holds, so no list for any tenant', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reserved-build-'));
    dirs.push(dir);
    const env = { LEADS_DB: join(dir, 'leads.sqlite') };
    await (await openReservationStore(env, dir)).close();
    expect(await reservedCarIdsForBuild(dir, ['harbour-city-toyota'], env, new Date())).toEqual(new Map());
  });

  it("the held cars of each tenant, not another tenant's and not a lapsed hold", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reserved-build-'));
    dirs.push(dir);
    const env = { LEADS_DB: join(dir, 'leads.sqlite') };
    const now = new Date('2026-11-20T00:00:00Z');
    const store = await openReservationStore(env, dir);
    const hold = (id: string, tenant: string, carId: number, hours: number) =>
      store.createReservation({
        id,
        tenant,
        carId,
        carSlug: `car-${carId}`,
        state: 'held',
        provider: 'none',
        amountCents: 20000,
        details: {},
        idempotencyKey: id,
        bodyHash: id,
        holdUntil: new Date(now.getTime() + hours * 3_600_000),
        now,
        sinks: ['local'],
      });
    await hold('r1', 'harbour-city-toyota', 12, 48);
    await hold('r2', 'harbour-city-toyota', 5, 48);
    await hold('r3', 'harbour-city-toyota', 7, -1);
    await hold('r4', 'southside-used-cars', 30, 48);
    await store.close();
    expect(await reservedCarIdsForBuild(dir, ['harbour-city-toyota', 'big-country-motor-group'], env, now)).toEqual(
      new Map([['harbour-city-toyota', '5,12']]),
    );
  });
});
