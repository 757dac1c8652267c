/**
 * The PostgreSQL lead store's writes when the line fails around COMMIT (issue 13): a commit that
 * happened is confirmed and answered as done, once; one that did not is run again, once. Faults
 * come from a wrapped pool (postgres-faults.ts) on the shared test PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresLeadStore } from '../../../functions/adapters/postgres-lead-store.ts';
import { faultyPool, type FaultPlan } from './postgres-faults.ts';
import { at, newLead, SINKS } from './lead-store-fixtures.ts';

const url = process.env.PG_TEST_URL ?? process.env.DATABASE_URL;
const LOST = ['lost-after-committing', 'lost-before-sending'] as const satisfies Array<FaultPlan['commit']>;

if (!url) {
  describe.skip('PostgreSQL lead store, commits in doubt: set PG_TEST_URL or DATABASE_URL (DATABASE_URL=$(scripts/test-postgres.sh))', () => {
    it('needs a PostgreSQL server', () => {});
  });
} else {
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  const schema = `lead_faults_test_${randomUUID().replaceAll('-', '')}`;
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const { pool, plan } = faultyPool(new pg.Pool({ connectionString: scoped.toString(), max: 4 }));
  const store = createPostgresLeadStore(scoped.toString(), { pool });
  const ready = admin.query(`CREATE SCHEMA "${schema}"`).then(() => store.migrate());
  afterAll(async () => {
    await store.close();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  describe('PostgreSQL lead store: a COMMIT whose answer is lost', () => {
    it.each(LOST)('createLead, %s: answered as created, the lead and its outbox stored once', async (fault) => {
      await ready;
      const lead = newLead({ idempotencyKey: randomUUID() });
      plan.commit = fault;
      const result = await store.createLead(lead);
      expect([plan.commit, result.outcome, result.lead.id]).toEqual([null, 'created', lead.id]);
      expect((await store.listLeads(lead.tenant)).filter((stored) => stored.id === lead.id)).toHaveLength(1);
      expect((await store.deliveries({ leadId: lead.id })).map((delivery) => delivery.sink)).toEqual([...SINKS]);
      // The shopper's page sending it again gets the same lead back.
      expect(await store.createLead({ ...lead, id: randomUUID() })).toMatchObject({
        outcome: 'replayed',
        lead: { id: lead.id },
      });
    });

    it.each(LOST)('markAttemptStarted, %s: the start is stored, no interrupted attempt invented', async (fault) => {
      await ready;
      const lead = newLead();
      await store.createLead(lead);
      plan.commit = fault;
      await store.markAttemptStarted(lead.id, SINKS[0], at(5));
      const [delivery] = await store.deliveries({ leadId: lead.id });
      expect([plan.commit, delivery?.attemptStartedAt, delivery?.interruptedAttempts]).toEqual([
        null,
        at(5).toISOString(),
        0,
      ]);
      expect(await store.attempts(lead.id)).toEqual([]);
    });

    it.each(LOST)('recordAttempt, %s: the attempt is counted and logged once', async (fault) => {
      await ready;
      const lead = newLead();
      await store.createLead(lead);
      await store.markAttemptStarted(lead.id, SINKS[0], at(5));
      plan.commit = fault;
      await store.recordAttempt(lead.id, SINKS[0], { at: at(6), ok: false, error: 'HTTP 503', nextAttemptAt: at(60) });
      const [delivery] = await store.deliveries({ leadId: lead.id });
      expect([plan.commit, delivery?.status, delivery?.attempts]).toEqual([null, 'pending', 1]);
      expect((await store.attempts(lead.id)).map((attempt) => attempt.error)).toEqual(['HTTP 503']);
    });

    it.each(LOST)('createLead held, %s: stored once, its deliveries held', async (fault) => {
      await ready;
      const lead = newLead({ holdUntil: at(300) });
      plan.commit = fault;
      expect((await store.createLead(lead)).outcome).toBe('created');
      expect((await store.deliveries({ leadId: lead.id })).map((delivery) => delivery.nextAttemptAt)).toEqual(
        SINKS.map(() => at(300).toISOString()),
      );
    });

    it.each(LOST)('cancelHeldLead, %s: the deliveries are parked, the count is the one committed', async (fault) => {
      await ready;
      const lead = newLead({ holdUntil: at(300) });
      await store.createLead(lead);
      plan.statement = { startsWith: "UPDATE lead_deliveries SET status = 'dead'", fate: fault };
      expect(await store.cancelHeldLead(lead.id, 'not sent: refused', at(5))).toBe(SINKS.length);
      expect(plan.statement).toBeNull();
      expect((await store.deliveries({ leadId: lead.id })).map((delivery) => delivery.status)).toEqual(
        SINKS.map(() => 'dead'),
      );
    });

    it.each(LOST)('releaseHeldLead, %s: the deliveries are due now', async (fault) => {
      await ready;
      const lead = newLead({ holdUntil: at(300) });
      await store.createLead(lead);
      plan.statement = { startsWith: "UPDATE lead_deliveries SET status = 'pending'", fate: fault };
      expect(await store.releaseHeldLead(lead.id, at(5))).toBe(SINKS.length);
      expect(plan.statement).toBeNull();
      expect((await store.deliveries({ leadId: lead.id })).map((delivery) => delivery.nextAttemptAt)).toEqual(
        SINKS.map(() => at(5).toISOString()),
      );
    });
  });
}
