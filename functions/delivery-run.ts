/**
 * One delivery pass over the lead store's outbox, with no timers and no process of its own, so it
 * runs wherever the store does: the Node forwarder (functions/forwarder.ts) calls it in its poll
 * loop, the Workers queue consumer (functions/edge/delivery-queue.ts) once per message batch.
 * It claims the due entries with a lease under `owner`, hands each to its tenant's sink, and
 * records every attempt: delivered, pending again after a backoff (functions/retry-delay.ts), or
 * dead after `max_attempts` or a refusal that retrying cannot fix.
 *
 * Crashes: before sending, the attempt is marked started in the store (durably), so a delivery
 * whose process died mid-send shows as "may have been delivered" and its next attempt logs the
 * interrupted one.
 */
import type { Delivery, LeadStore, AttemptOutcome, StoredLead } from './ports/lead-store.ts';
import { SinkError } from './ports/lead-sink.ts';
import type { TenantSinks } from './adapters/sinks/tenant-sinks.ts';
import { retryDelayMs } from './retry-delay.ts';

export interface DeliveryRunOptions {
  store: LeadStore;
  /** The tenant's sinks and retry policy; null for a tenant this deployment no longer serves. */
  sinksFor(tenant: string): TenantSinks | null;
  clock: () => Date;
  /** [0, 1), for the backoff jitter (fixed in tests). */
  random: () => number;
  /** Entries claimed per run, delivered concurrently. */
  batchSize: number;
  /** How long a claimed entry is withheld from other runs. */
  leaseMs: number;
  /** The name on the leases this run takes. */
  owner: string;
  /** Operational log lines: tenant, lead id, sink and error only, never personal data. */
  log: (line: string) => void;
  /** Told of each failed attempt that will be tried again, and when (the queue schedules a wake-up). */
  onRetry?: (delivery: Delivery, nextAttemptAt: Date) => void;
}

export interface RunSummary {
  claimed: number;
  delivered: number;
  retrying: number;
  dead: number;
  /** Attempts whose outcome could not be recorded (store down): the lease brings them back. */
  unrecorded: number;
}

/** One pass: claims the due entries, delivers them, records each attempt. */
export function createDeliveryRun(options: DeliveryRunOptions): () => Promise<RunSummary> {
  const { log } = options;
  async function attemptOne(delivery: Delivery, lead: StoredLead | null): Promise<AttemptOutcome> {
    const attempt = delivery.attempts + 1;
    const tenant = options.sinksFor(delivery.tenant);
    const sink = tenant?.sinks.get(delivery.sink);
    // Configuration changed under a pending entry: park it where `npm run leads -- --dead` shows it.
    if (!tenant || !sink)
      return {
        at: options.clock(),
        ok: false,
        dead: true,
        error: `sink "${delivery.sink}" is not configured for ${delivery.tenant}`,
      };
    if (!lead) return { at: options.clock(), ok: false, dead: true, error: 'lead not found in the store' };
    try {
      await sink.deliver(lead, attempt);
      return { at: options.clock(), ok: true };
    } catch (caught) {
      const error = asSinkError(caught);
      const at = options.clock();
      if (!error.retryable) return { at, ok: false, dead: true, error: `${error.message} (not retryable)` };
      if (attempt >= tenant.retry.maxAttempts)
        return { at, ok: false, dead: true, error: `${error.message} (gave up after ${attempt} attempts)` };
      return {
        at,
        ok: false,
        error: error.message,
        nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempt, tenant.retry, options.random)),
      };
    }
  }

  async function forward(delivery: Delivery, summary: RunSummary): Promise<void> {
    const label = `[forwarder] ${delivery.tenant} lead ${delivery.leadId} → ${delivery.sink}`;
    // The lead is read before anything else: a store that cannot answer now (a database restart)
    // costs the delivery none of its attempts and marks nothing, it only waits for the lease.
    let lead: StoredLead | null;
    try {
      lead = await options.store.getLead(delivery.tenant, delivery.leadId);
    } catch (caught) {
      summary.unrecorded += 1;
      log(`${label}: lead not read (${(caught as Error).message}); not sent, retried when the lease ends`);
      return;
    }
    // Nothing is sent unless the store knows an attempt started: a crash mid-send then shows.
    try {
      await options.store.markAttemptStarted(delivery.leadId, delivery.sink, options.clock());
    } catch (caught) {
      summary.unrecorded += 1;
      log(`${label}: attempt start not recorded (${(caught as Error).message}); not sent, retried when the lease ends`);
      return;
    }
    const outcome = await attemptOne(delivery, lead);
    try {
      await options.store.recordAttempt(delivery.leadId, delivery.sink, outcome);
    } catch (caught) {
      summary.unrecorded += 1;
      log(`${label}: attempt not recorded (${(caught as Error).message}); retried when the lease ends`);
      return;
    }
    if (outcome.ok) summary.delivered += 1;
    else if (outcome.dead) {
      summary.dead += 1;
      log(`${label}: dead: ${outcome.error}`);
    } else {
      summary.retrying += 1;
      log(`${label}: ${outcome.error}; next try ${outcome.nextAttemptAt?.toISOString()}`);
      if (outcome.nextAttemptAt) options.onRetry?.(delivery, outcome.nextAttemptAt);
    }
  }

  async function runOnce(): Promise<RunSummary> {
    const due = await options.store.claimDue(options.clock(), options.batchSize, options.leaseMs, options.owner);
    const summary: RunSummary = { claimed: due.length, delivered: 0, retrying: 0, dead: 0, unrecorded: 0 };
    await Promise.all(due.map((delivery) => forward(delivery, summary)));
    return summary;
  }

  return runOnce;
}

/** Anything a sink throws as a SinkError; unknown failures are worth retrying. */
function asSinkError(caught: unknown): SinkError {
  if (caught instanceof SinkError) return caught;
  const error = caught instanceof Error ? caught : new Error(String(caught));
  return new SinkError(`${error.name}: ${error.message}`.slice(0, 300), true);
}
