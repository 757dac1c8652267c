/**
 * The outbox half of the lead-store contract: deliveries per sink, claims
 * with leases, attempts, the attempts log and requeue of dead entries. Registered inside
 * `describeLeadStoreContract`, which creates and migrates a fresh store before each test.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AttemptOutcome, DeliveryStatus, LeadStore, NewLead } from '../../../functions/ports/lead-store.ts';
import { T0, at, newLead } from './lead-store-fixtures.ts';

/** Registers the outbox tests against the store `current()` gives for the running test. */
export function describeOutboxContract(current: () => LeadStore): void {
  describe('outbox', () => {
    let store: LeadStore;
    beforeEach(() => {
      store = current();
    });

    const created = async (overrides: Partial<NewLead> = {}) => {
      const result = await store.createLead(newLead(overrides));
      expect(result.outcome).toBe('created');
      return result.lead;
    };

    it('creates one pending delivery per sink, due at once', async () => {
      const lead = await created({ sinks: ['local', 'crm-webhook', 'local'] });
      const deliveries = await store.deliveries({ leadId: lead.id });
      expect(deliveries).toEqual(
        ['local', 'crm-webhook'].map((sink) => ({
          leadId: lead.id,
          tenant: lead.tenant,
          sink,
          status: 'pending',
          attempts: 0,
          nextAttemptAt: T0.toISOString(),
          lastError: null,
          deliveredAt: null,
          attemptStartedAt: null,
          interruptedAttempts: 0,
        })),
      );
    });

    it('claimDue returns due entries only, oldest first, up to the limit', async () => {
      const later = await created({ now: at(2), sinks: ['local'] });
      const oldest = await created({ now: at(0), sinks: ['local'] });
      const middle = await created({ now: at(1), sinks: ['local'] });
      await created({ now: at(60), sinks: ['local'] });
      const claimed = await store.claimDue(at(5), 10, 30_000);
      expect(claimed.map((delivery) => delivery.leadId)).toEqual([oldest.id, middle.id, later.id]);
      expect(claimed.every((delivery) => delivery.status === 'pending')).toBe(true);
      await store.recordAttempt(oldest.id, 'local', { at: at(5), ok: false, nextAttemptAt: at(5) });
      expect((await store.claimDue(at(5), 1, 30_000)).map((delivery) => delivery.leadId)).toEqual([oldest.id]);
    });

    it('markAttemptStarted marks the delivery until its attempt is recorded; a mark never finished is logged as interrupted', async () => {
      const lead = await created({ sinks: ['crm'] });
      await store.claimDue(at(0), 10, 30_000, 'host-a:1:aaaa');
      await store.markAttemptStarted(lead.id, 'crm', at(1));
      expect(await store.deliveries({ leadId: lead.id })).toMatchObject([
        { status: 'pending', attemptStartedAt: at(1).toISOString(), interruptedAttempts: 0 },
      ]);
      // Its process died: the next attempt finds the mark and logs the interrupted one first.
      await store.markAttemptStarted(lead.id, 'crm', at(40));
      await store.recordAttempt(lead.id, 'crm', { at: at(41), ok: true });
      expect(await store.deliveries({ leadId: lead.id })).toMatchObject([
        { status: 'delivered', attempts: 1, attemptStartedAt: null, interruptedAttempts: 1 },
      ]);
      const log = await store.attempts(lead.id);
      expect(log.map((a) => [a.at, a.ok])).toEqual([
        [at(1).toISOString(), false],
        [at(41).toISOString(), true],
      ]);
      expect(log[0]!.error).toMatch(/^interrupted: .*may have the lead/);
      await expect(store.markAttemptStarted('no-such-lead', 'crm', at(50))).rejects.toThrow();
    });

    it('leases name their owner: leaseOwners lists them, releaseLeases frees only theirs, at once', async () => {
      const [one, two, three] = [
        await created({ sinks: ['crm'] }),
        await created({ sinks: ['crm'] }),
        await created({ sinks: ['crm'] }),
      ];
      await store.claimDue(at(0), 1, 60_000, 'host-a:1:aaaa');
      await store.claimDue(at(0), 1, 60_000, 'host-b:2:bbbb');
      await store.claimDue(at(0), 1, 60_000, 'host-c:3:cccc');
      await store.recordAttempt(three.id, 'crm', { at: at(1), ok: true });
      expect(await store.leaseOwners()).toEqual(['host-a:1:aaaa', 'host-b:2:bbbb']);
      expect(await store.releaseLeases(['host-a:1:aaaa', 'host-c:3:cccc'])).toBe(1);
      expect(await store.leaseOwners()).toEqual(['host-b:2:bbbb']);
      const again = await store.claimDue(at(2), 10, 60_000, 'host-d:4:dddd');
      expect(again.map((d) => d.leadId)).toEqual([one.id]);
      expect(again.map((d) => d.leadId)).not.toContain(two.id);
      expect(await store.releaseLeases([])).toBe(0);
    });

    it('claimDue respects leases: a claimed entry is not claimed again until the lease ends or an attempt is recorded', async () => {
      const lead = await created({ sinks: ['local'] });
      expect(await store.claimDue(at(0), 10, 30_000)).toHaveLength(1);
      expect(await store.claimDue(at(1), 10, 30_000)).toEqual([]);
      expect(await store.claimDue(at(30), 10, 30_000)).toHaveLength(1);
      await store.recordAttempt(lead.id, 'local', { at: at(31), ok: false, error: 'HTTP 503', nextAttemptAt: at(31) });
      expect(await store.claimDue(at(31), 10, 30_000)).toHaveLength(1);
    });

    it('concurrent claims (several forwarders) never hand out one delivery twice', async () => {
      for (let i = 0; i < 15; i += 1) await created({ now: at(i % 3) });
      const claims = await Promise.all(Array.from({ length: 10 }, () => store.claimDue(at(10), 4, 60_000)));
      const claimed = claims.flat().map((delivery) => `${delivery.leadId}/${delivery.sink}`);
      expect(new Set(claimed).size).toBe(claimed.length);
      expect(claimed).toHaveLength(30);
    });

    const outcomes: [
      string,
      AttemptOutcome,
      { status: DeliveryStatus; nextAttemptAt: string; lastError: string | null; deliveredAt: string | null },
    ][] = [
      [
        'delivered',
        { at: at(3), ok: true },
        { status: 'delivered', nextAttemptAt: T0.toISOString(), lastError: null, deliveredAt: at(3).toISOString() },
      ],
      [
        'retry',
        { at: at(3), ok: false, error: 'HTTP 503', nextAttemptAt: at(33) },
        { status: 'pending', nextAttemptAt: at(33).toISOString(), lastError: 'HTTP 503', deliveredAt: null },
      ],
      [
        'dead',
        { at: at(3), ok: false, error: 'HTTP 410', dead: true },
        { status: 'dead', nextAttemptAt: T0.toISOString(), lastError: 'HTTP 410', deliveredAt: null },
      ],
    ];
    it.each(outcomes)('recordAttempt %s', async (_case, outcome, expected) => {
      const lead = await created({ sinks: ['crm-webhook'] });
      await store.claimDue(at(0), 10, 60_000, 'host-a:1:aaaa');
      await store.markAttemptStarted(lead.id, 'crm-webhook', at(2));
      await store.recordAttempt(lead.id, 'crm-webhook', outcome);
      const [delivery] = await store.deliveries({ leadId: lead.id });
      // The recorded attempt clears the start mark and the lease with its owner.
      expect(delivery).toEqual({
        leadId: lead.id,
        tenant: lead.tenant,
        sink: 'crm-webhook',
        attempts: 1,
        attemptStartedAt: null,
        interruptedAttempts: 0,
        ...expected,
      });
      expect(await store.leaseOwners()).toEqual([]);
      expect(await store.attempts(lead.id)).toEqual([
        { leadId: lead.id, sink: 'crm-webhook', at: at(3).toISOString(), ok: outcome.ok, error: outcome.error ?? null },
      ]);
      // Only a retry comes back to the forwarder, once it is due (the recorded attempt ended the lease).
      expect((await store.claimDue(at(40), 10, 60_000)).length).toBe(expected.status === 'pending' ? 1 : 0);
    });

    it('attempts recorded at once on one delivery are each counted and logged (no update lost)', async () => {
      const lead = await created({ sinks: ['crm'] });
      const failures = Array.from({ length: 8 }, (_, index) => index + 1);
      await Promise.all(
        failures.map((second) =>
          store.recordAttempt(lead.id, 'crm', { at: at(second), ok: false, error: 'HTTP 503', nextAttemptAt: at(60) }),
        ),
      );
      expect(await store.deliveries({ leadId: lead.id })).toMatchObject([{ status: 'pending', attempts: 8 }]);
      expect((await store.attempts(lead.id)).map((attempt) => attempt.at)).toEqual(
        failures.map((second) => at(second).toISOString()),
      );
    });

    it('a late failure never reopens a delivered entry (no second delivery to the dealer)', async () => {
      const lead = await created({ sinks: ['local'] });
      await store.recordAttempt(lead.id, 'local', { at: at(1), ok: true });
      await store.recordAttempt(lead.id, 'local', { at: at(2), ok: false, error: 'timeout', nextAttemptAt: at(3) });
      const [delivery] = await store.deliveries({ leadId: lead.id });
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, deliveredAt: at(1).toISOString() });
      expect((await store.attempts(lead.id)).map((attempt) => attempt.ok)).toEqual([true, false]);
    });

    it('recordAttempt on an unknown delivery rejects and logs nothing', async () => {
      const lead = await created({ sinks: ['local'] });
      await expect(store.recordAttempt(lead.id, 'nowhere', { at: at(1), ok: true })).rejects.toThrow(/No delivery/);
      expect(await store.attempts(lead.id)).toEqual([]);
    });

    it.each<[string, { tenant?: string; status?: DeliveryStatus; leadId?: string }, string[]]>([
      ['no filter', {}, ['h1/local', 'h1/crm', 'h2/local', 's1/local']],
      ['tenant', { tenant: 'southside-used-cars' }, ['s1/local']],
      ['status', { status: 'delivered' }, ['h1/local']],
      ['lead', { leadId: 'h2' }, ['h2/local']],
      ['tenant and status', { tenant: 'harbour-city-toyota', status: 'pending' }, ['h1/crm', 'h2/local']],
      ['nothing matching', { tenant: 'southside-used-cars', status: 'dead' }, []],
    ])('deliveries filtered by %s', async (_case, filter, expected) => {
      const ids = { h1: randomUUID(), h2: randomUUID(), s1: randomUUID() };
      await created({ id: ids.h1, sinks: ['local', 'crm'] });
      await created({ id: ids.h2, sinks: ['local'] });
      await created({ id: ids.s1, sinks: ['local'], tenant: 'southside-used-cars' });
      await store.recordAttempt(ids.h1, 'local', { at: at(1), ok: true });
      const byId = new Map<string, string>(Object.entries(ids).map(([label, id]) => [id, label]));
      const leadId = filter.leadId === undefined ? undefined : ids[filter.leadId as keyof typeof ids];
      const found = await store.deliveries({ ...filter, leadId });
      expect(found.map((delivery) => `${byId.get(delivery.leadId)}/${delivery.sink}`)).toEqual(expected);
    });

    it.each<[string, { tenant?: string; leadId?: 'h1' }, string[]]>([
      ['one lead', { leadId: 'h1' }, ['h1']],
      ['one tenant', { tenant: 'harbour-city-toyota' }, ['h1', 'h2']],
      ['everything', {}, ['h1', 'h2', 's1']],
    ])('requeue of the dead deliveries of %s', async (_case, filter, requeued) => {
      const ids = { h1: randomUUID(), h2: randomUUID(), s1: randomUUID(), ok: randomUUID() };
      await created({ id: ids.ok, sinks: ['local'] });
      await store.recordAttempt(ids.ok, 'local', { at: at(1), ok: true });
      for (const [label, tenant] of [
        ['h1', 'harbour-city-toyota'],
        ['h2', 'harbour-city-toyota'],
        ['s1', 'southside-used-cars'],
      ] as const) {
        await created({ id: ids[label], sinks: ['crm'], tenant });
        await store.recordAttempt(ids[label], 'crm', { at: at(1), ok: false, error: 'HTTP 500', dead: true });
      }
      const count = await store.requeue({ ...filter, leadId: filter.leadId && ids[filter.leadId], now: at(100) });
      expect(count).toBe(requeued.length);
      const pending = await store.deliveries({ status: 'pending' });
      expect(pending.map((delivery) => delivery.leadId).sort()).toEqual(
        requeued.map((label) => ids[label as 'h1']).sort(),
      );
      for (const delivery of pending) {
        expect(delivery).toMatchObject({ attempts: 0, nextAttemptAt: at(100).toISOString(), lastError: 'HTTP 500' });
      }
      expect(await store.claimDue(at(100), 10, 1000)).toHaveLength(requeued.length);
      expect(await store.deliveries({ status: 'delivered' })).toHaveLength(1);
      expect(await store.attempts(ids.h1)).toHaveLength(1);
      expect(await store.requeue({ ...filter, leadId: filter.leadId && ids[filter.leadId], now: at(101) })).toBe(0);
    });

    it('the attempts log keeps every try in order', async () => {
      const lead = await created({ sinks: ['crm'] });
      await store.recordAttempt(lead.id, 'crm', { at: at(1), ok: false, error: 'HTTP 502', nextAttemptAt: at(2) });
      await store.recordAttempt(lead.id, 'crm', { at: at(2), ok: false, error: 'ECONNRESET', nextAttemptAt: at(6) });
      await store.recordAttempt(lead.id, 'crm', { at: at(6), ok: true });
      expect((await store.attempts(lead.id)).map(({ at: time, ok, error }) => [time, ok, error])).toEqual([
        [at(1).toISOString(), false, 'HTTP 502'],
        [at(2).toISOString(), false, 'ECONNRESET'],
        [at(6).toISOString(), true, null],
      ]);
      expect((await store.deliveries({ leadId: lead.id }))[0]).toMatchObject({ status: 'delivered', attempts: 3 });
    });
  });
}
