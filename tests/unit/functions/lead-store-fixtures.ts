/** Shared inputs of the lead-store contract (tests/unit/functions/lead-store-contract.ts). */
import { randomUUID } from 'node:crypto';
import type { NewLead } from '../../../functions/ports/lead-store.ts';

export const T0 = new Date('2026-05-01T00:00:00.000Z');
export const at = (seconds: number): Date => new Date(T0.getTime() + seconds * 1000);
export const SINKS = ['local', 'crm-webhook'] as const;

/** A lead as POST /api/leads would hand it to the store; no real person's data. */
export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    tenant: 'harbour-city-toyota',
    type: 'enquiry',
    payload: { first_name: 'Test', email: 'test@example.com', car_id: 42, source: 'Website', opt_in: true },
    idempotencyKey: null,
    bodyHash: 'hash-a',
    sinks: SINKS,
    now: T0,
    ...overrides,
  };
}
