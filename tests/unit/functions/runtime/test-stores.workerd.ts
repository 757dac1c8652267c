/**
 * The workerd side of test-stores.ts (aliased in by the workerd project of vitest.config.ts): every
 * store on the D1 database `DB` the pool binds, as the tenant Worker opens them (functions/edge/).
 * There is one database for all the files (they run one after another in one isolate), so a fresh
 * one is the same database with every table dropped: a harness takes all its stores from one
 * `freshStores()`, before it migrates any.
 */
import { env } from 'cloudflare:workers';
import { createD1ActivityStore } from '../../../../functions/adapters/d1-activity-store.ts';
import { createD1AuthStore } from '../../../../functions/adapters/d1-auth-store.ts';
import type { D1Database } from '../../../../functions/adapters/d1-database.ts';
import { createD1LeadStore } from '../../../../functions/adapters/d1-lead-store.ts';
import { createD1ReservationStore } from '../../../../functions/adapters/d1-reservation-store.ts';
import { dropEveryTable } from '../d1-worker/drop-every-table.ts';
import type { TestStores } from './test-stores.ts';

export const RUNTIME: 'node' | 'workerd' = 'workerd';

const db = (env as { DB: D1Database }).DB;

export async function freshStores(): Promise<TestStores> {
  await dropEveryTable(db);
  return {
    leads: () => createD1LeadStore(db),
    activity: () => createD1ActivityStore(db),
    auth: () => createD1AuthStore(db),
    reservationsWithLeads: () => ({
      store: createD1ReservationStore(db),
      leads: createD1LeadStore(db),
      cleanup: async () => {},
    }),
  };
}
