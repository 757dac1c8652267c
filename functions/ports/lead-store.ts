/**
 * The storage port for leads and their delivery outbox. Adapters: SQLite through
 * `node:sqlite` (the embedded default, `functions/adapters/sqlite-lead-store.ts`) and PostgreSQL
 * (`functions/adapters/postgres-lead-store.ts`) for deployments with several instances, and Cloudflare D1
 * on the edge (`functions/adapters/d1-lead-store.ts`); one contract
 * suite (`tests/unit/functions/lead-store-contract.ts`) runs against all three. Chosen at start-up, never
 * by branches in handlers.
 *
 * Durability: `createLead` returns only after the lead and its outbox entries are committed (SQLite
 * in WAL mode with synchronous=FULL; PostgreSQL's commit), so a lead_id given to a shopper survives
 * a crash the moment after.
 */

/** A lead as stored: what the shopper sent, completed by the server (spec 01 §7), never edited. */
export interface StoredLead {
  /** Opaque, unguessable id returned to the shopper as `lead_id`. */
  id: string;
  tenant: string;
  /** The form: enquiry, test-drive, request-photos, trade-in, valuation, offer-acceptance (finance later). */
  type: string;
  /** The completed payload (JSON-serialisable). */
  payload: Record<string, unknown>;
  /** The client's Idempotency-Key, if it sent one. */
  idempotencyKey: string | null;
  /** sha-256 of the canonical request body: the same key with a different body is refused. */
  bodyHash: string;
  /** ISO 8601. */
  createdAt: string;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'dead';

/** One lead's delivery to one of its tenant's sinks. */
export interface Delivery {
  leadId: string;
  tenant: string;
  /** Sink name from the tenant's configuration ("local", "crm-webhook", ...). */
  sink: string;
  status: DeliveryStatus;
  attempts: number;
  /** ISO 8601: when the forwarder may try next (pending only). */
  nextAttemptAt: string;
  lastError: string | null;
  /** ISO 8601, when delivered. */
  deliveredAt: string | null;
  /**
   * ISO 8601: an attempt started then (`markAttemptStarted`) and its outcome was never recorded: it
   * is in flight, or its process died mid-send and the sink may have the lead. Null otherwise.
   */
  attemptStartedAt: string | null;
  /** Attempts that started and never finished (found by the next `markAttemptStarted`): each may have reached the sink. */
  interruptedAttempts: number;
}

export interface NewLead {
  id: string;
  tenant: string;
  type: string;
  payload: Record<string, unknown>;
  idempotencyKey: string | null;
  bodyHash: string;
  /** Sinks the lead must reach, one outbox entry each. */
  sinks: readonly string[];
  now: Date;
  /**
   * A held lead (a finance application waiting for the lender's answer): its deliveries are not
   * due until this time, unless `releaseHeldLead` makes them due sooner or `cancelHeldLead` parks
   * them. A hold nobody ends runs out and the lead is delivered: the fail-safe way round.
   */
  holdUntil?: Date;
}

export type CreateLeadResult =
  | { outcome: 'created'; lead: StoredLead }
  /** Same tenant and Idempotency-Key seen before, same body: the first lead, unchanged. */
  | { outcome: 'replayed'; lead: StoredLead }
  /** Same tenant and Idempotency-Key with a different body: refused, nothing stored. */
  | { outcome: 'conflict'; lead: StoredLead };

export interface AttemptOutcome {
  at: Date;
  ok: boolean;
  /** Why it failed (no personal data: a status code or an error class and message). */
  error?: string;
  /** Pending again from this time (a retry), or absent with `dead` to park it. */
  nextAttemptAt?: Date;
  dead?: boolean;
}

/** One row of the attempts log: every try of a delivery, kept after it is delivered or requeued. */
export interface DeliveryAttempt {
  leadId: string;
  sink: string;
  /** ISO 8601. */
  at: string;
  ok: boolean;
  error: string | null;
}

export interface LeadStore {
  /** Creates the schema if missing. Idempotent. */
  migrate(): Promise<void>;
  /**
   * Stores a lead and one pending delivery per sink in one transaction, committed durably before
   * it returns. With an Idempotency-Key already used by the tenant, stores nothing and reports
   * whether the body matched (`replayed`) or not (`conflict`).
   */
  createLead(lead: NewLead): Promise<CreateLeadResult>;
  getLead(tenant: string, id: string): Promise<StoredLead | null>;
  /** The tenant's lead created with this Idempotency-Key, or null. */
  findLeadByKey(tenant: string, idempotencyKey: string): Promise<StoredLead | null>;
  /**
   * Makes a held lead's deliveries due now: those never attempted (pending, or parked by
   * `cancelHeldLead`), their last error cleared. Deliveries already attempted are left alone.
   * Returns how many it changed (0 when the hold had run out and the forwarder has them).
   */
  releaseHeldLead(leadId: string, now: Date): Promise<number>;
  /**
   * Parks a lead's deliveries still on hold at `now` as dead with `reason` (shown by `npm run
   * leads`, re-sent by `--resend`): never attempted, not leased, their hold not run out. Returns
   * how many; 0 means the hold had already run out (the lead is on its way to the dealer).
   */
  cancelHeldLead(leadId: string, reason: string, now: Date): Promise<number>;
  /** A tenant's leads, newest first. */
  listLeads(tenant: string, options?: { limit?: number }): Promise<StoredLead[]>;
  /** How many leads a tenant has in all (a listing with a limit says what it left out). */
  countLeads(tenant: string): Promise<number>;
  /**
   * Pending deliveries due at `now`, oldest first, claimed for `leaseMs` (another forwarder
   * instance does not get them until the lease ends or an attempt is recorded). `owner` names the
   * claiming forwarder (its process), so a restarted one can release the leases of a dead one.
   */
  claimDue(now: Date, limit: number, leaseMs: number, owner?: string): Promise<Delivery[]>;
  /**
   * Records, durably, that an attempt starts now, before anything is sent: a crash from here on
   * leaves the delivery marked "may have been delivered". An earlier mark still there (an attempt
   * that never finished) counts as an interrupted attempt and goes into the attempts log.
   */
  markAttemptStarted(leadId: string, sink: string, at: Date): Promise<void>;
  /** Records an attempt: delivered, pending again at `nextAttemptAt`, or dead. Clears the start mark and the lease. */
  recordAttempt(leadId: string, sink: string, outcome: AttemptOutcome): Promise<void>;
  /** The owners holding leases on pending deliveries now (expired leases included). */
  leaseOwners(): Promise<string[]>;
  /** Ends the leases these owners hold on pending deliveries, so they are due at once. Returns how many. */
  releaseLeases(owners: readonly string[]): Promise<number>;
  deliveries(filter: { tenant?: string; status?: DeliveryStatus; leadId?: string }): Promise<Delivery[]>;
  /** A lead's attempts log, oldest first (what the command line shows for a dead delivery). */
  attempts(leadId: string): Promise<DeliveryAttempt[]>;
  /**
   * Makes the dead deliveries of a lead (or of a tenant, or all) pending now, for a re-send, with a
   * fresh attempt budget (attempts back to 0; the attempts log keeps the history). Returns how many.
   */
  requeue(filter: { tenant?: string; leadId?: string; now: Date }): Promise<number>;
  close(): Promise<void>;
}
