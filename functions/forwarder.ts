/**
 * The forwarder: takes due outbox entries from the lead store, hands each to
 * its tenant's sink, and records every attempt: delivered, pending again after a backoff
 * (functions/retry-delay.ts), or dead after `max_attempts` or a refusal that retrying cannot fix.
 *
 * The store is the only state. Entries are claimed with a lease, so several forwarders (one per
 * instance, or an old one still finishing after a restart) never deliver the same entry at the
 * same time, and an entry whose forwarder died mid-delivery is claimed again once its lease ends.
 * That is at-least-once delivery; the sinks' Idempotency-Key (the lead id) lets the CRM make it
 * exactly once. The lease must outlast one delivery: sink timeouts are at most 30 s, the default
 * lease is 120 s.
 *
 * Crashes: before sending, the attempt is marked started in the store (durably), so a delivery
 * whose process died mid-send shows as "may have been delivered" and its next attempt logs the
 * interrupted one. Each lease names its owner (`host:pid:tag`); at start the forwarder releases the
 * leases of owners that are gone, so a restart resends at once instead of after the lease. Only
 * owners on this host can be proven gone (no such process, or a previous process with this pid);
 * leases held by another host's instance are left to run out, since a live instance there cannot
 * be told from a dead one.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { LeadStore } from './ports/lead-store.ts';
import type { TenantSinks } from './adapters/sinks/tenant-sinks.ts';
import { createDeliveryRun, type RunSummary } from './delivery-run.ts';

export interface ForwarderLimits {
  /** Entries claimed per run, delivered concurrently. */
  batchSize: number;
  /** How long a claimed entry is withheld from other forwarders. */
  leaseMs: number;
  /** Pause between runs when the last one found less than a full batch. */
  pollIntervalMs: number;
}

export const DEFAULT_FORWARDER_LIMITS: ForwarderLimits = { batchSize: 20, leaseMs: 120_000, pollIntervalMs: 1_000 };

export interface ForwarderOptions {
  store: LeadStore;
  /** The tenant's sinks and retry policy; null for a tenant this deployment no longer serves. */
  sinksFor(tenant: string): TenantSinks | null;
  clock: () => Date;
  /** [0, 1), for the backoff jitter (fixed in tests). */
  random: () => number;
  limits?: Partial<ForwarderLimits>;
  /** Operational log lines: tenant, lead id, sink and error only, never personal data. */
  log?: (line: string) => void;
  /** This forwarder's name on its leases; `leaseOwnerId()` (host, pid and a tag) by default. */
  owner?: string;
  /** Whether the forwarder named `owner` is gone, its leases safe to release; `ownerGoneOnThisHost` by default. */
  ownerGone?: (owner: string) => boolean;
}

/** A lease owner id for this process: `host:pid:tag`, the tag telling two processes with one pid apart. */
function leaseOwnerId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Whether a lease owner is a process of this host that no longer runs: another tag with this
 * process's pid (a previous life of a restarted container), or a pid with no process. Owners on
 * other hosts, or not in `host:pid:tag` form, are never judged gone.
 */
function ownerGoneOnThisHost(self: string): (owner: string) => boolean {
  return (owner) => {
    const match = /^(.*):(\d+):([^:]+)$/.exec(owner);
    if (owner === self || !match || match[1] !== hostname()) return false;
    const pid = Number(match[2]);
    if (pid === process.pid) return true;
    try {
      process.kill(pid, 0);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ESRCH';
    }
  };
}

export interface Forwarder {
  /** One pass: claims the due entries, delivers them, records each attempt. */
  runOnce(): Promise<RunSummary>;
  /** Releases the leases of owners that are gone (`ownerGone`); returns how many deliveries are due again. */
  releaseOrphanedLeases(): Promise<number>;
  /** Releases orphaned leases once, then polls until `stop()`: back to back while batches come full, else every `pollIntervalMs`. */
  start(): void;
  /** Stops polling; resolves when the run in progress has recorded its attempts. */
  stop(): Promise<void>;
}

/** Creates a forwarder over a store and the tenants' sinks. */
export function createForwarder(options: ForwarderOptions): Forwarder {
  const limits = { ...DEFAULT_FORWARDER_LIMITS, ...options.limits };
  const log = options.log ?? ((line: string) => console.error(line));
  const owner = options.owner ?? leaseOwnerId();
  const ownerGone = options.ownerGone ?? ownerGoneOnThisHost(owner);

  const runOnce = createDeliveryRun({ ...options, ...limits, owner, log });

  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function releaseOrphanedLeases(): Promise<number> {
    const gone = (await options.store.leaseOwners()).filter(ownerGone);
    if (gone.length === 0) return 0;
    const released = await options.store.releaseLeases(gone);
    log(`[forwarder] released ${released} lease(s) of stopped forwarder(s) ${gone.join(', ')}: due again now`);
    return released;
  }

  async function poll(): Promise<void> {
    try {
      await releaseOrphanedLeases();
    } catch (caught) {
      log(`[forwarder] leases of stopped forwarders not released (${(caught as Error).message}); they run out`);
    }
    while (running) {
      let full = false;
      try {
        full = (await runOnce()).claimed >= limits.batchSize;
      } catch (caught) {
        log(`[forwarder] run failed: ${(caught as Error).message}`);
      }
      if (!running) continue;
      if (full) {
        // Back to back, yet after the I/O that is waiting: with a synchronous store (SQLite) and an
        // instant sink (local) a run never yields by itself, and a backlog would hold every HTTP
        // request until it is drained (the lead bench saw the event loop blocked for 0.8 s).
        await new Promise<void>((resolve) => setImmediate(resolve));
        continue;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, limits.pollIntervalMs);
      });
    }
  }

  return {
    runOnce,
    releaseOrphanedLeases,
    start() {
      if (running) return;
      running = true;
      loop = poll();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      wake?.();
      await loop;
      loop = null;
    },
  };
}
