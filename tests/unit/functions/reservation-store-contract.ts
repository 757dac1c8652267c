/**
 * The reservation-store contract: every adapter of functions/ports/reservation-store.ts passes it
 * (registered by the SQLite and PostgreSQL test files). `create` gives a fresh, empty store and a
 * lead store on the same database, to see the leads each state change committed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadStore } from '../../../functions/ports/lead-store.ts';
import type { NewReservation, ReservationStore } from '../../../functions/ports/reservation-store.ts';

export const T0 = new Date('2026-03-02T01:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
let sequence = 0;

export function newReservation(overrides: Partial<NewReservation> = {}): NewReservation {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    tenant: 'harbour',
    carId: 101,
    carSlug: 'car-101',
    state: 'held',
    provider: 'none',
    amountCents: 20_000,
    details: { name: 'Jane', email: 'jane@example.com', phone: '0412345678' },
    idempotencyKey: `key-${sequence}`,
    bodyHash: 'hash-a',
    holdUntil: later(48 * 3_600_000),
    now: T0,
    sinks: ['local', 'crm'],
    ...overrides,
  };
}

export function describeReservationStoreContract(
  name: string,
  create: () => Promise<{ store: ReservationStore; leads: LeadStore }>,
): void {
  describe(`${name} reservation store contract`, () => {
    let store: ReservationStore;
    let leads: LeadStore;
    beforeEach(async () => {
      ({ store, leads } = await create());
      await store.migrate();
      await leads.migrate();
    });
    afterEach(async () => {
      await store.close();
      await leads.close();
    });

    const reservationLeads = async (tenant = 'harbour') =>
      (await leads.listLeads(tenant)).filter((lead) => lead.type === 'reservation');

    it('creates a reservation with its first lead and one outbox entry per sink, in one go', async () => {
      const input = newReservation();
      const result = await store.createReservation(input);
      expect(result.outcome).toBe('created');
      if (result.outcome !== 'created') return;
      expect(result.reservation).toMatchObject({ id: input.id, state: 'held', carId: 101, amountCents: 20_000 });
      expect(await store.getReservation(input.id)).toEqual(result.reservation);
      const [lead] = await reservationLeads();
      expect(lead?.id).toBe(`${input.id}-held`);
      expect(lead?.payload).toMatchObject({
        reservation_id: input.id,
        reservation_state: 'held',
        deposit: 200,
        car_id: 101,
      });
      expect((await leads.deliveries({ leadId: lead?.id })).map((d) => [d.sink, d.status])).toEqual([
        ['local', 'pending'],
        ['crm', 'pending'],
      ]);
    });

    it('replays the same key and body, refuses another body, and stores nothing more', async () => {
      const input = newReservation();
      await store.createReservation(input);
      const replay = await store.createReservation({ ...input, id: 'another-id' });
      expect(replay).toMatchObject({ outcome: 'replayed', reservation: { id: input.id } });
      const conflict = await store.createReservation({ ...input, id: 'third-id', bodyHash: 'hash-b' });
      expect(conflict).toMatchObject({ outcome: 'conflict', reservation: { id: input.id } });
      expect(await reservationLeads()).toHaveLength(1);
    });

    it('holds one car once: a second active reservation of it is refused, another car or tenant is not', async () => {
      await store.createReservation(newReservation());
      expect(await store.createReservation(newReservation({ state: 'requested' }))).toEqual({ outcome: 'car-held' });
      expect((await store.createReservation(newReservation({ carId: 102 }))).outcome).toBe('created');
      expect((await store.createReservation(newReservation({ tenant: 'southside' }))).outcome).toBe('created');
      expect(await reservationLeads()).toHaveLength(2);
    });

    it('decides concurrent reservations of one car by the database: exactly one created', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () => store.createReservation(newReservation({ carId: 555 }))),
      );
      expect(results.filter((result) => result.outcome === 'created')).toHaveLength(1);
      expect(results.filter((result) => result.outcome === 'car-held')).toHaveLength(19);
    });

    it('applies one of many simultaneous events to a reservation: one change, one lead for the state entered', async () => {
      const input = newReservation();
      await store.createReservation(input);
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          store.transition(input.id, { event: 'confirm', now: later(1), sinks: ['local'] }),
        ),
      );
      expect(results.filter((result) => result.outcome === 'changed')).toHaveLength(1);
      expect(results.filter((result) => result.outcome === 'unchanged')).toHaveLength(7);
      expect((await reservationLeads()).map((lead) => lead.payload.reservation_state).sort()).toEqual([
        'confirmed',
        'held',
      ]);
    });

    it('moves through the states, one lead per state entered, and ignores an event that does not apply', async () => {
      const input = newReservation({ state: 'requested' });
      await store.createReservation(input);
      const paid = await store.transition(input.id, {
        event: 'paid',
        now: later(60_000),
        sinks: ['local'],
        holdUntil: later(49 * 3_600_000),
        paymentRef: 'pi_1',
      });
      expect(paid).toMatchObject({
        outcome: 'changed',
        from: 'requested',
        reservation: { state: 'held', paymentRef: 'pi_1' },
      });
      expect(paid.outcome === 'changed' && paid.reservation.holdUntil).toBe(later(49 * 3_600_000).toISOString());
      const replay = await store.transition(input.id, { event: 'paid', now: later(120_000), sinks: ['local'] });
      expect(replay).toMatchObject({ outcome: 'unchanged', reservation: { state: 'held' } });
      expect(
        await store.transition(input.id, { event: 'confirm', now: later(180_000), sinks: ['local'] }),
      ).toMatchObject({
        outcome: 'changed',
        reservation: { state: 'confirmed' },
      });
      expect(await store.transition('missing', { event: 'paid', now: T0, sinks: [] })).toEqual({
        outcome: 'not-found',
      });
      expect((await reservationLeads()).map((lead) => lead.payload.reservation_state).sort()).toEqual([
        'confirmed',
        'held',
        'requested',
      ]);
    });

    it('frees the car once a hold has ended', async () => {
      const first = newReservation();
      await store.createReservation(first);
      await store.transition(first.id, { event: 'expire', now: later(1), sinks: ['local'] });
      expect(await store.activeHold('harbour', 101)).toBeNull();
      expect((await store.createReservation(newReservation())).outcome).toBe('created');
      expect((await store.activeHold('harbour', 101))?.state).toBe('held');
    });

    it('records the checkout and the refund, and lists what the sweeper must do', async () => {
      const lapsed = newReservation({ holdUntil: later(1_000) });
      const current = newReservation({ carId: 102, holdUntil: later(10_000_000) });
      await store.createReservation(lapsed);
      await store.createReservation(current);
      await store.recordCheckout(lapsed.id, { checkoutId: 'cs_1', checkoutUrl: 'https://pay.example/cs_1', now: T0 });
      expect(await store.getReservation(lapsed.id)).toMatchObject({
        checkoutId: 'cs_1',
        checkoutUrl: 'https://pay.example/cs_1',
      });
      expect((await store.sweepable(later(2_000), 10)).map((r) => r.id)).toEqual([lapsed.id]);
      await store.transition(lapsed.id, { event: 'expire', now: later(2_000), sinks: [], paymentRef: 'pi_9' });
      // Expired with a payment and no refund yet: still the sweeper's.
      expect((await store.sweepable(later(2_000), 10)).map((r) => r.id)).toEqual([lapsed.id]);
      await store.recordRefund(lapsed.id, 're_1', later(3_000));
      expect(await store.sweepable(later(3_000), 10)).toEqual([]);
      expect((await store.activeHolds('harbour')).map((r) => r.id)).toEqual([current.id]);
    });
  });
}
