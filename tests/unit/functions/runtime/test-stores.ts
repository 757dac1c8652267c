/**
 * The stores the route suites' harnesses build their app on, per runtime (issue 19: the same
 * `app.request()` suites run on Node and on workerd). This is the Node side: SQLite, in memory for
 * each store, or one file (in a worker thread) for the reservation and lead stores together. The
 * workerd project of vitest.config.ts aliases this module to `test-stores.workerd.ts` (D1).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteActivityStore } from '../../../../functions/adapters/sqlite-activity-store.ts';
import { createSqliteAuthStore } from '../../../../functions/adapters/sqlite-auth-store.ts';
import { createSqliteLeadStore } from '../../../../functions/adapters/sqlite-lead-store.ts';
import {
  createThreadedSqliteLeadStore,
  createThreadedSqliteReservationStore,
} from '../../../../functions/adapters/sqlite-thread.ts';
import type { ActivityStore } from '../../../../functions/ports/activity-store.ts';
import type { AuthStore } from '../../../../functions/ports/auth-store.ts';
import type { LeadStore } from '../../../../functions/ports/lead-store.ts';
import type { ReservationStore } from '../../../../functions/ports/reservation-store.ts';

/** Where the suite runs: cases that need Node (a local HTTP server, a worker thread) run on Node only. */
export const RUNTIME: 'node' | 'workerd' = 'node';

/** Stores on an empty database each (not yet migrated: the harness migrates them). */
export interface TestStores {
  leads(): LeadStore;
  activity(): ActivityStore;
  auth(): AuthStore;
  /** A reservation store and a lead store on one database, as the functions open them. */
  reservationsWithLeads(): { store: ReservationStore; leads: LeadStore; cleanup: () => Promise<void> };
}

export async function freshStores(): Promise<TestStores> {
  return {
    leads: () => createSqliteLeadStore(':memory:'),
    activity: () => createSqliteActivityStore(':memory:'),
    auth: () => createSqliteAuthStore(':memory:'),
    reservationsWithLeads() {
      const dir = mkdtempSync(join(tmpdir(), 'reservations-app-'));
      const file = join(dir, 'leads.sqlite');
      return {
        store: createThreadedSqliteReservationStore(file),
        leads: createThreadedSqliteLeadStore(file),
        cleanup: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  };
}
