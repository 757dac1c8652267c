/**
 * Reserve online on workerd (issue 19): a hold taken through the bundled Worker is stored in D1,
 * and the Cron Trigger (`scheduled`) runs the Node timer's own sweep (sweepReservations) as of its
 * scheduled time: before the hold ends nothing changes; after it, the hold is expired, its lead
 * stored with it, and the car can be reserved again.
 */
import { describe, expect, it } from 'vitest';
import { useEdgeWorker } from './edge-miniflare.ts';
import { postReservation, reservableCar } from './edge-reservation-fixture.ts';

const TENANT = 'harbour-city-toyota';
const HOLD_HOURS = 6;
const edge = useEdgeWorker({
  slug: TENANT,
  site: (site) => ({ ...site, features: { ...site.features, reserve_online: true, reserve_hold_hours: HOLD_HOURS } }),
});
const car = reservableCar(TENANT);
const HOUR = 3_600_000;

// Each reservation from its own address, so the per-address limit never answers first.
let address = 0;
const reserve = () => postReservation(edge, car, `198.51.100.${(address += 1)}`);
const { rows } = edge;
/** Fires the Cron Trigger as Cloudflare would at `at`. */
const cron = async (at: number) =>
  (await edge.miniflare().getWorker()).scheduled({ scheduledTime: new Date(at), cron: '* * * * *' });

describe('reservation holds on workerd', () => {
  it('the cron expires a lapsed hold as the Node sweeper does, and the car can be reserved again', async () => {
    const taken = await reserve();
    expect(taken.status).toBe(200);
    const { reservation_id: id } = (await taken.json()) as { reservation_id: string };
    expect((await reserve()).status).toBe(409);
    const [held] = (await rows('SELECT state, hold_until FROM reservations WHERE id = ?', id)) as {
      state: string;
      hold_until: number;
    }[];
    expect(held?.state).toBe('held');
    expect(held!.hold_until - Date.now()).toBeGreaterThan((HOLD_HOURS - 1) * HOUR);

    await cron(held!.hold_until - 60_000);
    expect(await rows('SELECT state FROM reservations WHERE id = ?', id)).toEqual([{ state: 'held' }]);

    await cron(held!.hold_until + 60_000);
    expect(await rows('SELECT state FROM reservations WHERE id = ?', id)).toEqual([{ state: 'expired' }]);
    const leads = (await rows("SELECT payload FROM leads WHERE type = 'reservation'")) as { payload: string }[];
    expect(leads.map((lead) => JSON.parse(lead.payload).reservation_state).sort()).toEqual(['expired', 'held']);
    expect((await reserve()).status).toBe(200);
  });
});
