/**
 * `npm run reservations`: the dealer lists the holds, confirms one by phone (held → confirmed, its lead forwarded)
 * or cancels one (→ cancelled, the car free again); an event the state does not allow changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteLeadStore } from '../../../functions/adapters/sqlite-lead-store.ts';
import { createSqliteReservationStore } from '../../../functions/adapters/sqlite-reservation-store.ts';
import { reservationLeadId } from '../../../functions/ports/reservation-store.ts';
import { reservationsCommand } from '../../../scripts/reservations.ts';
import { newReservation, T0 } from '../functions/reservation-store-contract.ts';

const TENANT = 'harbour-city-toyota';
const dir = mkdtempSync(join(tmpdir(), 'reservations-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let file = '';
let n = 0;

const run = (...argv: string[]) =>
  reservationsCommand(['--site', TENANT, ...argv], {
    root: process.cwd(),
    env: {},
    now: () => new Date(T0.getTime() + 3_600_000),
    open: async () => createSqliteReservationStore(file),
  });

beforeEach(async () => {
  file = join(dir, `store-${(n += 1)}.sqlite`);
  const leads = createSqliteLeadStore(file);
  await leads.migrate();
  await leads.close();
  const store = createSqliteReservationStore(file);
  await store.migrate();
  await store.createReservation(newReservation({ id: 'res-1', tenant: TENANT, carId: 7, carSlug: 'car-7' }));
  await store.close();
});

describe('npm run reservations', () => {
  it('lists the holds: id, state, car, deposit, until when, the shopper', async () => {
    const out = await run();
    expect(out).toContain('res-1  held  car 7 (car-7)  $200');
    expect(out).toContain('Jane, 0412345678, jane@example.com');
  });

  it('--confirm: held → confirmed, and the confirmed lead is committed for the sinks', async () => {
    expect(await run('--confirm', 'res-1')).toContain(`${TENANT}: held → confirmed`);
    const leads = createSqliteLeadStore(file);
    const lead = await leads.getLead(TENANT, reservationLeadId('res-1', 'confirmed'));
    await leads.close();
    expect(lead).not.toBeNull();
    // Confirmed cannot be confirmed again, nor cancelled (only refunded).
    expect(await run('--confirm', 'res-1')).toBe(
      `${TENANT}: reservation res-1 is confirmed: it cannot be confirmed now\n`,
    );
    expect(await run('--cancel', 'res-1')).toBe(
      `${TENANT}: reservation res-1 is confirmed: it cannot be cancelled now\n`,
    );
  });

  it('--cancel: held → cancelled, and the car is no longer held', async () => {
    expect(await run('--cancel', 'res-1')).toContain(`${TENANT}: held → cancelled`);
    expect(await run()).toBe(`${TENANT}: no reservation holds a car now\n`);
  });

  it("another tenant's or an unknown id is not found; two actions at once are refused", async () => {
    expect(await run('--confirm', 'nope')).toBe(`${TENANT}: no reservation nope\n`);
    await expect(run('--confirm', 'res-1', '--cancel', 'res-1')).rejects.toThrow('one action at a time');
  });
});
