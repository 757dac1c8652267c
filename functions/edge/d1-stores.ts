/**
 * The stores of a Worker, all on its one D1 database (functions/adapters/d1-*.ts), migrated once
 * per isolate (idempotent: the first isolate of a deployment creates the tables).
 */
import type { D1Database } from '../adapters/d1-database.ts';
import { createD1LeadStore } from '../adapters/d1-lead-store.ts';
import type { ActivityStore } from '../ports/activity-store.ts';
import type { AuthStore } from '../ports/auth-store.ts';
import type { LeadStore } from '../ports/lead-store.ts';

export interface EdgeStores {
  leads: LeadStore;
  activity?: ActivityStore;
  auth?: AuthStore;
}

export async function openD1Stores(db: D1Database): Promise<EdgeStores> {
  const stores: EdgeStores = { leads: createD1LeadStore(db) };
  await Promise.all([stores.leads.migrate(), stores.activity?.migrate(), stores.auth?.migrate()]);
  return stores;
}
