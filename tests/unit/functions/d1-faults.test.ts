/**
 * What the D1 stores do when D1 fails them (issue 19), on D1 in workerd (Miniflare) with the binding
 * wrapped to fail on demand: a transient error is the port's "unavailable" (503 with Retry-After), a
 * SQL error stays an error, and a lead whose batch was committed but whose answer was lost is sent
 * again and stored once (at-least-once by the lead's id). Also: `migrateD1` creates every table, twice.
 */
import { describe, expect, it } from 'vitest';
import type { D1Database } from '../../../functions/adapters/d1-database.ts';
import { createD1ActivityStore } from '../../../functions/adapters/d1-activity-store.ts';
import { createD1AuthStore } from '../../../functions/adapters/d1-auth-store.ts';
import { createD1LeadStore } from '../../../functions/adapters/d1-lead-store.ts';
import { createD1ReservationStore } from '../../../functions/adapters/d1-reservation-store.ts';
import { migrateD1 } from '../../../functions/adapters/d1-schema.ts';
import { isStoreUnavailable } from '../../../functions/ports/store-unavailable.ts';
import { useMiniflareD1 } from './d1-miniflare.ts';
import { newLead } from './lead-store-fixtures.ts';

const d1 = useMiniflareD1();

const LOST = 'D1_ERROR: Network connection lost.';
const OVERLOADED = 'D1_ERROR: D1 DB is overloaded. Requests queued for too long.';

/** The database, with `batch` committing and then losing its answer the next `lose` times. */
function losingAnswers(db: D1Database, plan: { lose: number }): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'batch') {
        return async (statements: Parameters<D1Database['batch']>[0]) => {
          const results = await target.batch(statements);
          if (plan.lose <= 0) return results;
          plan.lose -= 1;
          throw new Error(LOST);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The database, with every statement refused before it runs, with `message`. */
function refusing(db: D1Database, message: string): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare' || property === 'batch') {
        return () => {
          throw new Error(message);
        };
      }
      return Reflect.get(target, property);
    },
  });
}

describe('D1 stores when D1 fails', () => {
  it('a lead whose committed batch lost its answer is sent again: created once, one outbox entry per sink', async () => {
    await d1.reset();
    const db = await d1.binding();
    await migrateD1(db);
    const store = createD1LeadStore(losingAnswers(db, { lose: 1 }));
    const lead = newLead({ idempotencyKey: null });
    const result = await store.createLead(lead);
    expect(result).toMatchObject({ outcome: 'created', lead: { id: lead.id } });
    expect(await store.listLeads(lead.tenant)).toHaveLength(1);
    expect(await store.deliveries({ leadId: lead.id })).toHaveLength(lead.sinks.length);
  });

  it('a lead D1 keeps losing is "unavailable" (503), stored once; sent again with its key it is replayed', async () => {
    await d1.reset();
    const db = await d1.binding();
    await migrateD1(db);
    const store = createD1LeadStore(losingAnswers(db, { lose: 100 }));
    const lead = newLead({ idempotencyKey: 'form-1' });
    const failure = await store.createLead(lead).catch((error: unknown) => error);
    expect(isStoreUnavailable(failure)).toBe(true);
    const healthy = createD1LeadStore(db);
    expect(await healthy.createLead({ ...lead, id: 'a-new-request' })).toMatchObject({
      outcome: 'replayed',
      lead: { id: lead.id },
    });
    expect(await healthy.listLeads(lead.tenant)).toHaveLength(1);
  });

  it.each([
    ['lead', (db: D1Database) => createD1LeadStore(db).getLead('t', 'x')],
    ['activity', (db: D1Database) => createD1ActivityStore(db).countView('t', 1, new Date())],
    ['auth', (db: D1Database) => createD1AuthStore(db).findSession('t', 'hash', new Date())],
    ['reservation', (db: D1Database) => createD1ReservationStore(db).getReservation('x')],
  ])('the %s store answers an overloaded D1 as unavailable, and a SQL error as an error', async (_name, call) => {
    await d1.reset();
    const db = await d1.binding();
    const overloaded = await call(refusing(db, OVERLOADED)).catch((error: unknown) => error);
    expect(isStoreUnavailable(overloaded)).toBe(true);
    expect((overloaded as Error).message).not.toContain('D1_ERROR');
    // Not migrated: "no such table" is a fault of ours, never a reason to tell the shopper to retry.
    const missing = await call(db).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(Error);
    expect(isStoreUnavailable(missing)).toBe(false);
  });

  it('migrateD1 creates every store table, and running it again changes nothing', async () => {
    await d1.reset();
    const db = await d1.binding();
    await migrateD1(db);
    await createD1LeadStore(db).createLead(newLead());
    await migrateD1(db);
    const { results } = await db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
      )
      .all<{ name: string }>();
    expect(results.map((row) => row.name).sort()).toEqual([
      'activity_miscellaneous',
      'activity_phone_reveals',
      'activity_views',
      'auth_challenges',
      'auth_counters',
      'auth_provider_sessions',
      'auth_sessions',
      'auth_sms_log',
      'auth_users',
      'auth_verifications',
      'auth_watchlist',
      'lead_deliveries',
      'lead_delivery_attempts',
      'leads',
      'reservations',
    ]);
    expect(await createD1LeadStore(db).countLeads('harbour-city-toyota')).toBe(1);
  });
});
