/**
 * Lead delivery on Cloudflare Queues, with the lead store (D1) as the only state, as the Node
 * forwarder has it (functions/forwarder.ts):
 *
 * - committing a lead enqueues one message per delivery (`withDeliveryQueue`), after the commit, so
 *   a message never names a lead that is not stored; a send that fails is only logged, since the
 *   Cron Trigger finds the delivery due anyway;
 * - the consumer (`createDeliveryConsumer`) does not trust the message for what to send: it runs the
 *   forwarder's own pass (functions/delivery-run.ts), which claims the due deliveries with a lease,
 *   sends them, and records each attempt with the same retry, backoff and dead-letter rules. A
 *   message is a wake-up; two consumers, or a message delivered twice, never send one delivery at
 *   once. A retry is scheduled as a delayed message at its next attempt time;
 * - the Cron Trigger (`enqueueDueDeliveries`) re-enqueues every pending delivery that is due: those
 *   whose message was lost, whose consumer died mid-send (their lease runs out), or whose retry is
 *   further away than a queue can delay a message.
 *
 * At least once, idempotent by key: a sink sends the lead id as its Idempotency-Key / webhook-id.
 */
import type { TenantSinks } from '../adapters/sinks/tenant-sinks.ts';
import { createDeliveryRun, type RunSummary } from '../delivery-run.ts';
import type { LeadStore, NewLead } from '../ports/lead-store.ts';

/**
 * A queue message: the delivery it was sent for (for the logs; the consumer claims whatever is
 * due), or none at all when it only wakes the consumer for a backlog.
 */
export interface DeliveryMessage {
  tenant?: string;
  leadId?: string;
  sink?: string;
}

/** The part of a Cloudflare Queue producer binding this uses. */
export interface DeliveryQueue {
  sendBatch(messages: Iterable<{ body: DeliveryMessage; delaySeconds?: number }>): Promise<void>;
}

/** Cloudflare Queues delay a message by at most 12 hours; the cron brings later retries. */
const MAX_DELAY_SECONDS = 12 * 60 * 60;
/** Messages per sendBatch call (the platform's limit). */
const SEND_BATCH_LIMIT = 100;

const delaySeconds = (at: Date, now: Date) =>
  Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000)));

async function send(
  queue: DeliveryQueue,
  messages: { body: DeliveryMessage; delaySeconds?: number }[],
  log: (line: string) => void,
): Promise<void> {
  for (let start = 0; start < messages.length; start += SEND_BATCH_LIMIT) {
    try {
      await queue.sendBatch(messages.slice(start, start + SEND_BATCH_LIMIT));
    } catch (caught) {
      // The deliveries are committed and pending: the next cron run enqueues them.
      log(`[deliveries] not enqueued (${(caught as Error).message}); the cron enqueues them when due`);
    }
  }
}

/**
 * The lead store as the routes use it at the edge: the same store, whose new, released and
 * re-queued deliveries are enqueued once committed. The routes do not know the queue exists.
 */
export function withDeliveryQueue(
  store: LeadStore,
  queue: DeliveryQueue,
  options: { clock: () => Date; log: (line: string) => void },
): LeadStore {
  const enqueueLead = async (tenant: string, leadId: string, sinks: readonly string[], dueAt: Date) => {
    const delay = delaySeconds(dueAt, options.clock());
    // A hold longer than a queue's delay is left to the cron.
    if (delay >= MAX_DELAY_SECONDS) return;
    await send(
      queue,
      sinks.map((sink) => ({ body: { tenant, leadId, sink }, delaySeconds: delay })),
      options.log,
    );
  };
  return {
    ...store,
    async createLead(lead: NewLead) {
      const result = await store.createLead(lead);
      if (result.outcome === 'created') await enqueueLead(lead.tenant, lead.id, lead.sinks, lead.holdUntil ?? lead.now);
      return result;
    },
    async releaseHeldLead(leadId, now) {
      const changed = await store.releaseHeldLead(leadId, now);
      if (changed > 0) {
        const deliveries = await store.deliveries({ leadId, status: 'pending' });
        const tenant = deliveries[0]?.tenant;
        if (tenant)
          await enqueueLead(
            tenant,
            leadId,
            deliveries.map((delivery) => delivery.sink),
            now,
          );
      }
      return changed;
    },
    async requeue(filter) {
      const changed = await store.requeue(filter);
      if (changed > 0) await enqueueDueDeliveries(store, queue, filter.now, options.log);
      return changed;
    },
  };
}

/** The Cron Trigger's work: one message per pending delivery due at `now`. Returns how many. */
export async function enqueueDueDeliveries(
  store: LeadStore,
  queue: DeliveryQueue,
  now: Date,
  log: (line: string) => void,
): Promise<number> {
  const due = (await store.deliveries({ status: 'pending' })).filter(
    (delivery) => Date.parse(delivery.nextAttemptAt) <= now.getTime(),
  );
  await send(
    queue,
    due.map(({ tenant, leadId, sink }) => ({ body: { tenant, leadId, sink } })),
    log,
  );
  return due.length;
}

export interface DeliveryConsumerOptions {
  store: LeadStore;
  sinksFor(tenant: string): TenantSinks | null;
  queue: DeliveryQueue;
  clock: () => Date;
  random: () => number;
  log: (line: string) => void;
  /** Deliveries claimed per pass (default 20, as the forwarder). */
  batchSize?: number;
  /** The lease on a claimed delivery (default 120 s: longer than a sink's 30 s timeout). */
  leaseMs?: number;
  /** Passes per message batch at most, so one invocation stays within the platform's time. */
  maxPasses?: number;
}

/**
 * The queue consumer: for a batch of messages, passes of the forwarder until nothing more is due
 * (or `maxPasses`), then a delayed message for each retry. Throws when the store cannot be read:
 * the platform then retries the batch, and the cron is there besides.
 */
export function createDeliveryConsumer(options: DeliveryConsumerOptions) {
  const batchSize = options.batchSize ?? 20;
  const maxPasses = options.maxPasses ?? 10;
  // Workers have no process to prove gone: a consumer that died leaves its leases to run out.
  const owner = `worker:${crypto.randomUUID().slice(0, 8)}`;
  return async function consume(): Promise<RunSummary> {
    const retries: { body: DeliveryMessage; delaySeconds: number }[] = [];
    const run = createDeliveryRun({
      ...options,
      batchSize,
      leaseMs: options.leaseMs ?? 120_000,
      owner,
      onRetry: ({ tenant, leadId, sink }, at) =>
        retries.push({ body: { tenant, leadId, sink }, delaySeconds: delaySeconds(at, options.clock()) }),
    });
    const total: RunSummary = { claimed: 0, delivered: 0, retrying: 0, dead: 0, unrecorded: 0 };
    let more = false;
    for (let pass = 0; pass < maxPasses; pass += 1) {
      const summary = await run();
      for (const key of Object.keys(total) as (keyof RunSummary)[]) total[key] += summary[key];
      more = summary.claimed >= batchSize;
      if (!more) break;
    }
    // Out of passes with deliveries still due: one message brings the next invocation at once.
    await send(options.queue, more ? [...retries, { body: {} }] : retries, options.log);
    return total;
  };
}
