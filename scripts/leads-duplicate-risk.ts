/**
 * The duplicate risk `npm run leads` shows next to a delivery's status, kept apart from the
 * listing's formatting (leads-format.ts): an attempt marked started whose outcome was never recorded
 * (in flight, or its forwarder died mid-send) may have reached the sink; an interrupted attempt
 * before a later one means the sink may have the lead twice (its Idempotency-Key lets it drop the copy).
 */
import type { Delivery } from '../functions/ports/lead-store.ts';

/** " [attempt started 2026-05-01 10:00:00Z, not finished: may have been delivered]", or '' when there is no risk. */
export function duplicateRisk(delivery: Pick<Delivery, 'attemptStartedAt' | 'interruptedAttempts'>): string {
  const notes: string[] = [];
  if (delivery.attemptStartedAt) {
    const when = delivery.attemptStartedAt.replace('T', ' ').replace(/\.\d{3}Z$/, 'Z');
    notes.push(`attempt started ${when}, not finished: may have been delivered`);
  }
  if (delivery.interruptedAttempts > 0) {
    const count = delivery.interruptedAttempts;
    notes.push(`${count} interrupted attempt${count === 1 ? '' : 's'}: may have been delivered more than once`);
  }
  return notes.length === 0 ? '' : ` [${notes.join('; ')}]`;
}
