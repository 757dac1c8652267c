/**
 * The held-lead half of the lead-store contract (a finance application's lead, committed before
 * the lender is asked): a hold delays the deliveries; release makes them due now; cancel parks
 * them with the reason; a hold nobody ends runs out and the lead is delivered. Registered inside
 * `describeLeadStoreContract`, which creates and migrates a fresh store before each test.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { LeadStore, NewLead } from '../../../functions/ports/lead-store.ts';
import { T0, at, newLead } from './lead-store-fixtures.ts';

const REASON = 'not sent: the lender did not create the customer (HTTP 400)';

export function describeHoldContract(current: () => LeadStore): void {
  describe('held leads', () => {
    let store: LeadStore;
    beforeEach(() => {
      store = current();
    });
    const held = async (overrides: Partial<NewLead> = {}) => {
      const result = await store.createLead(newLead({ holdUntil: at(300), ...overrides }));
      expect(result.outcome).toBe('created');
      return result.lead;
    };
    const claimIds = async (now: Date) => (await store.claimDue(now, 10, 60_000)).map((d) => `${d.leadId}/${d.sink}`);

    it('a held lead is not due before its hold ends, and is due after (the fail-safe way round)', async () => {
      const lead = await held();
      expect(await claimIds(at(299))).toEqual([]);
      expect((await store.deliveries({ leadId: lead.id })).map((d) => d.nextAttemptAt)).toEqual([
        at(300).toISOString(),
        at(300).toISOString(),
      ]);
      expect(await claimIds(at(300))).toEqual([`${lead.id}/local`, `${lead.id}/crm-webhook`]);
    });

    it('release makes its deliveries due now', async () => {
      const lead = await held();
      expect(await store.releaseHeldLead(lead.id, at(5))).toBe(2);
      expect(await claimIds(at(5))).toEqual([`${lead.id}/local`, `${lead.id}/crm-webhook`]);
    });

    it('cancel parks them dead with the reason, listed as dead; resend or a later release sends them', async () => {
      const lead = await held();
      expect(await store.cancelHeldLead(lead.id, REASON, at(5))).toBe(2);
      expect(await store.deliveries({ leadId: lead.id })).toMatchObject([
        { status: 'dead', lastError: REASON, attempts: 0 },
        { status: 'dead', lastError: REASON, attempts: 0 },
      ]);
      expect(await claimIds(at(400))).toEqual([]);
      expect(await store.releaseHeldLead(lead.id, at(500))).toBe(2);
      expect(await store.deliveries({ leadId: lead.id })).toMatchObject([
        { status: 'pending', lastError: null, nextAttemptAt: at(500).toISOString() },
        { status: 'pending', lastError: null },
      ]);
    });

    it('cancel does nothing once the hold ran out or the forwarder holds it: the lead goes to the dealer', async () => {
      const lead = await held();
      expect(await store.cancelHeldLead(lead.id, REASON, at(300))).toBe(0);
      const other = await held();
      await store.releaseHeldLead(other.id, at(1));
      await store.claimDue(at(1), 10, 60_000);
      expect(await store.cancelHeldLead(other.id, REASON, at(2))).toBe(0);
      expect((await store.deliveries({ status: 'dead' })).length).toBe(0);
    });

    it('release leaves deliveries already attempted alone (a sink failure stays as the forwarder left it)', async () => {
      const lead = await held();
      await store.releaseHeldLead(lead.id, at(1));
      await store.markAttemptStarted(lead.id, 'local', at(2));
      await store.recordAttempt(lead.id, 'local', { at: at(3), ok: false, error: 'HTTP 500', dead: true });
      expect(await store.releaseHeldLead(lead.id, at(10))).toBe(1);
      expect(await store.deliveries({ leadId: lead.id })).toMatchObject([
        { sink: 'local', status: 'dead', attempts: 1, lastError: 'HTTP 500' },
        { sink: 'crm-webhook', status: 'pending', attempts: 0 },
      ]);
    });

    it('a lead without a hold is due at once, as before', async () => {
      const lead = await held({ holdUntil: undefined });
      expect(await claimIds(T0)).toEqual([`${lead.id}/local`, `${lead.id}/crm-webhook`]);
    });

    it("finds a tenant's lead by its Idempotency-Key, and only that tenant's", async () => {
      const lead = await held({ idempotencyKey: 'apply-1' });
      expect(await store.findLeadByKey(lead.tenant, 'apply-1')).toEqual(lead);
      expect(await store.findLeadByKey('southside-used-cars', 'apply-1')).toBeNull();
      expect(await store.findLeadByKey(lead.tenant, 'apply-2')).toBeNull();
    });
  });
}
