/**
 * The Worker the D1 contract suites call (tests/unit/functions/d1-miniflare.ts): it runs the D1
 * stores inside workerd, as the functions' Worker does, and answers one store call per request,
 * `{ store, method, args }` → `{ ok, value }` or `{ ok: false, error: { name, message, retryAfterSeconds } }`.
 * Dates cross as `{ $date: ms }`. `POST /reset` drops every table, for a fresh database per test.
 */
import { createD1ActivityStore } from '../../../../functions/adapters/d1-activity-store.ts';
import { createD1AuthStore } from '../../../../functions/adapters/d1-auth-store.ts';
import type { D1Database } from '../../../../functions/adapters/d1-database.ts';
import { createD1LeadStore } from '../../../../functions/adapters/d1-lead-store.ts';
import { createD1ReservationStore } from '../../../../functions/adapters/d1-reservation-store.ts';
import { dropEveryTable } from './drop-every-table.ts';

const FACTORIES = {
  lead: createD1LeadStore,
  activity: createD1ActivityStore,
  auth: createD1AuthStore,
  reservation: createD1ReservationStore,
};

export type StoreKind = keyof typeof FACTORIES;

export interface StoreCall {
  store: StoreKind;
  method: string;
  args: unknown[];
}

function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value === null || typeof value !== 'object') return value;
  if ('$date' in value) return new Date(Number(value.$date));
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, revive(inner)]));
}

export default {
  async fetch(request: Request, env: { DB: D1Database }): Promise<Response> {
    if (new URL(request.url).pathname === '/reset') {
      await dropEveryTable(env.DB);
      return Response.json({ ok: true });
    }
    const call = (await request.json()) as StoreCall;
    const store = FACTORIES[call.store](env.DB) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    try {
      const value = await store[call.method]!(...(revive(call.args) as unknown[]));
      return Response.json({ ok: true, value });
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      const retryAfterSeconds =
        error instanceof Error && 'retryAfterSeconds' in error ? Number(error.retryAfterSeconds) : undefined;
      return Response.json({ ok: false, error: { name, message, retryAfterSeconds } });
    }
  },
};
