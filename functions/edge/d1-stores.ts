/**
 * The stores of a Worker, all on its one D1 database (functions/adapters/d1-*.ts), their tables
 * made once per isolate (`migrateD1`, idempotent: the first isolate of a deployment creates them).
 */
import { createD1ActivityStore } from '../adapters/d1-activity-store.ts';
import { createD1AuthStore } from '../adapters/d1-auth-store.ts';
import type { D1Database } from '../adapters/d1-database.ts';
import { createD1LeadStore } from '../adapters/d1-lead-store.ts';
import { migrateD1 } from '../adapters/d1-schema.ts';

export async function openD1Stores(db: D1Database) {
  await migrateD1(db);
  return { leads: createD1LeadStore(db), activity: createD1ActivityStore(db), auth: createD1AuthStore(db) };
}
