/**
 * How one recorded attempt moves a delivery, shared by the SQLite and PostgreSQL lead stores so
 * both adapters agree on the rules the contract suite checks.
 */
import type { AttemptOutcome, DeliveryStatus } from '../ports/lead-store.ts';

export interface DeliveryState {
  status: DeliveryStatus;
  attempts: number;
  /** Epoch milliseconds. */
  nextAttemptAt: number;
  lastError: string | null;
  /** Epoch milliseconds. */
  deliveredAt: number | null;
}

/**
 * The delivery after an attempt. A success always wins (delivered, keeping the first delivery
 * time). A failure only moves a pending delivery: a forwarder whose lease ran out may report late,
 * and its failure must not reopen a delivery another forwarder delivered or parked, or the dealer
 * would get the lead twice. A retry without `nextAttemptAt` is due at once rather than lost.
 */
export function afterAttempt(current: DeliveryState, outcome: AttemptOutcome): DeliveryState {
  const at = outcome.at.getTime();
  const attempts = current.attempts + 1;
  if (outcome.ok) {
    return { ...current, status: 'delivered', attempts, lastError: null, deliveredAt: current.deliveredAt ?? at };
  }
  if (current.status !== 'pending') return { ...current, attempts };
  const lastError = outcome.error ?? 'failed';
  if (outcome.dead) return { ...current, status: 'dead', attempts, lastError };
  return { ...current, attempts, lastError, nextAttemptAt: outcome.nextAttemptAt?.getTime() ?? at };
}

/** The error for an attempt on a delivery that does not exist: a forwarder bug, never shopper data. */
export function unknownDelivery(leadId: string, sink: string): Error {
  return new Error(`No delivery of lead ${leadId} to sink ${sink}`);
}

/** The attempts-log error of an attempt that started and never finished (its process died mid-send). */
export const INTERRUPTED_ATTEMPT =
  'interrupted: the attempt started and never finished (the forwarder stopped); the sink may have the lead';
