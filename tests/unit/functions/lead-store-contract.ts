/**
 * The lead-store contract ("One contract test suite runs against both"): every adapter of
 * `functions/ports/lead-store.ts` must pass it. Registered by the SQLite and PostgreSQL test files.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadStore, NewLead } from '../../../functions/ports/lead-store.ts';
import { describeHoldContract } from './lead-store-contract-hold.ts';
import { describeOutboxContract } from './lead-store-contract-outbox.ts';
import { SINKS, T0, at, newLead } from './lead-store-fixtures.ts';

/** Registers the contract for one adapter; `create` gives a fresh, empty store (migrated here). */
export function describeLeadStoreContract(name: string, create: () => Promise<LeadStore>): void {
  describe(`${name} lead store contract`, () => {
    let store: LeadStore;
    beforeEach(async () => {
      store = await create();
      await store.migrate();
    });
    afterEach(async () => store.close());

    const created = async (overrides: Partial<NewLead> = {}) => {
      const result = await store.createLead(newLead(overrides));
      expect(result.outcome).toBe('created');
      return result.lead;
    };

    it('migrate is idempotent and keeps the data', async () => {
      const lead = await created();
      await store.migrate();
      await store.migrate();
      expect(await store.getLead(lead.tenant, lead.id)).toEqual(lead);
    });

    it('creates a lead and reads it back as created', async () => {
      const input = newLead({ idempotencyKey: 'key-1', type: 'test-drive' });
      const result = await store.createLead(input);
      expect(result).toEqual({
        outcome: 'created',
        lead: {
          id: input.id,
          tenant: input.tenant,
          type: 'test-drive',
          payload: input.payload,
          idempotencyKey: 'key-1',
          bodyHash: 'hash-a',
          createdAt: T0.toISOString(),
        },
      });
      expect(await store.getLead(input.tenant, input.id)).toEqual(result.lead);
    });

    it.each<[string, Record<string, unknown>]>([
      ['unicode, quotes and emoji', { message: 'Ça va? "quoted" \'single\' <b>&amp;</b> 🚗 — 日本', name: "O'Brien" }],
      [
        'nested lead_attributes',
        { lead_attributes: { visited_pages: ['/cars/1', '/finance'], linked_query_params: {} } },
      ],
      ['numbers, booleans and nulls', { price: 29990.5, km: 0, opt_in: false, phone: null }],
    ])('a payload with %s reads back unchanged', async (_case, payload) => {
      const lead = await created({ payload });
      expect((await store.getLead(lead.tenant, lead.id))?.payload).toEqual(payload);
    });

    it.each([
      ['another tenant', 'southside-used-cars', undefined],
      ['an unknown id', 'harbour-city-toyota', 'no-such-lead'],
    ])('getLead with %s is null (the tenant comes from the host)', async (_case, tenant, id) => {
      const lead = await created();
      expect(await store.getLead(tenant, id ?? lead.id)).toBeNull();
    });

    it("lists a tenant's leads newest first, ties by creation order, with a limit", async () => {
      const first = await created({ now: at(10) });
      const older = await created({ now: at(0) });
      const sameMs = await created({ now: at(10) });
      await created({ tenant: 'southside-used-cars', now: at(20) });
      const ids = (await store.listLeads('harbour-city-toyota')).map((lead) => lead.id);
      expect(ids).toEqual([sameMs.id, first.id, older.id]);
      expect((await store.listLeads('harbour-city-toyota', { limit: 2 })).map((lead) => lead.id)).toEqual(
        ids.slice(0, 2),
      );
      expect(await store.listLeads('nobody')).toEqual([]);
      expect(await store.countLeads('harbour-city-toyota')).toBe(3);
      expect(await store.countLeads('southside-used-cars')).toBe(1);
      expect(await store.countLeads('nobody')).toBe(0);
    });

    it('an idempotent replay returns the first lead and stores nothing', async () => {
      const first = await created({ idempotencyKey: 'double-click' });
      const again = newLead({ idempotencyKey: 'double-click', now: at(5) });
      expect(await store.createLead(again)).toEqual({ outcome: 'replayed', lead: first });
      expect(await store.getLead(again.tenant, again.id)).toBeNull();
      expect(await store.listLeads(first.tenant)).toHaveLength(1);
      expect(await store.deliveries({ leadId: again.id })).toEqual([]);
    });

    it('the same key with a different body is a conflict and stores nothing', async () => {
      const first = await created({ idempotencyKey: 'key-1' });
      const other = newLead({ idempotencyKey: 'key-1', bodyHash: 'hash-b', payload: { first_name: 'Other' } });
      expect(await store.createLead(other)).toEqual({ outcome: 'conflict', lead: first });
      expect(await store.listLeads(first.tenant)).toHaveLength(1);
      expect(await store.deliveries({ leadId: other.id })).toEqual([]);
    });

    it('keys are per tenant, and leads without a key never collide', async () => {
      await created({ idempotencyKey: 'shared' });
      await created({ idempotencyKey: 'shared', tenant: 'southside-used-cars' });
      await created();
      await created();
      expect(await store.listLeads('harbour-city-toyota')).toHaveLength(3);
      expect(await store.listLeads('southside-used-cars')).toHaveLength(1);
    });

    it('50 concurrent creates with one key give one lead', async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, () => store.createLead(newLead({ idempotencyKey: 'stampede' }))),
      );
      expect(results.filter((result) => result.outcome === 'created')).toHaveLength(1);
      expect(results.filter((result) => result.outcome === 'replayed')).toHaveLength(49);
      expect(new Set(results.map((result) => result.lead.id)).size).toBe(1);
      expect(await store.listLeads('harbour-city-toyota')).toHaveLength(1);
      expect(await store.deliveries({})).toHaveLength(SINKS.length);
    });

    it('property: one lead per tenant and key; a replay iff the first body matches', async () => {
      const operation = fc.record({
        tenant: fc.constantFrom('a', 'b'),
        key: fc.option(fc.constantFrom('k1', 'k2', 'k3'), { nil: null }),
        body: fc.constantFrom('h1', 'h2'),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(operation, { maxLength: 12 }), async (operations) => {
          const run = randomUUID();
          const first = new Map<string, { id: string; body: string }>();
          for (const op of operations) {
            const tenant = `${run}-${op.tenant}`;
            const result = await store.createLead(newLead({ tenant, idempotencyKey: op.key, bodyHash: op.body }));
            const seen = op.key === null ? undefined : first.get(`${tenant}/${op.key}`);
            if (!seen) {
              expect(result.outcome).toBe('created');
              if (op.key !== null) first.set(`${tenant}/${op.key}`, { id: result.lead.id, body: op.body });
            } else {
              expect(result.outcome).toBe(seen.body === op.body ? 'replayed' : 'conflict');
              expect(result.lead.id).toBe(seen.id);
            }
          }
          const keyless = operations.filter((op) => op.key === null).length;
          const stored = (await store.listLeads(`${run}-a`)).length + (await store.listLeads(`${run}-b`)).length;
          expect(stored).toBe(keyless + first.size);
        }),
        { numRuns: 25 },
      );
    });

    describeOutboxContract(() => store);
    describeHoldContract(() => store);
  });
}
