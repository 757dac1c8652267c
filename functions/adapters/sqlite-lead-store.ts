/**
 * The embedded lead store: SQLite through `node:sqlite` (the default for a single
 * instance). Times are epoch milliseconds in INTEGER columns so comparisons and indexes are exact;
 * the port's ISO strings are made on the way out.
 */
import { DatabaseSync } from 'node:sqlite';
import type {
  AttemptOutcome,
  CreateLeadResult,
  DeliveryAttempt,
  LeadStore,
  NewLead,
  StoredLead,
} from '../ports/lead-store.ts';
import { afterAttempt, INTERRUPTED_ATTEMPT, unknownDelivery } from './delivery-state.ts';
import { leadRows, SQLITE_READERS } from './lead-rows.ts';
import * as SQL from './lead-sql.ts';
import { BUSY_TIMEOUT_MS, busyAsUnavailable } from './sqlite-busy.ts';
import { SQLITE_LEAD_DELIVERY_COLUMNS, SQLITE_LEAD_SCHEMA } from './sqlite-lead-schema.ts';
import { preparedStatements } from './sqlite-statements.ts';

const { toLead, toDelivery, toAttempt } = leadRows(SQLITE_READERS);

/**
 * Opens (or creates) the SQLite lead store at `path` (`:memory:` for tests). WAL lets the
 * forwarder read while the API writes; `synchronous = FULL` makes every commit reach the disk
 * before `createLead` returns, so a lead_id given to a shopper survives a crash or power cut.
 * Every write of several statements runs in BEGIN IMMEDIATE (a claim or a requeue is one
 * statement), so two processes on one file queue on the busy timeout instead of failing halfway
 * through a transaction; past the busy timeout a call fails with `StoreUnavailableError`, nothing
 * committed (sqlite-busy.ts). The statements are shared with the D1 store (lead-sql.ts).
 *
 * Synchronous: every call blocks its thread, up to the busy timeout when another connection holds
 * the lock. The server runs it in a worker (sqlite-thread.ts); tests may use it directly.
 */
export function createSqliteLeadStore(path: string, options: { busyTimeoutMs?: number } = {}): LeadStore {
  const db = new DatabaseSync(path, {
    timeout: options.busyTimeoutMs ?? BUSY_TIMEOUT_MS,
    enableForeignKeyConstraints: true,
  });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');

  const sql = preparedStatements(db);

  // node:sqlite is synchronous, so nothing else on this connection can run between BEGIN and COMMIT.
  const transaction = <T>(work: () => T): T => {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  };

  const leadByKey = (tenant: string, key: string): StoredLead | null => {
    const row = sql(SQL.LEAD_BY_KEY).get(tenant, key);
    return row ? toLead(row) : null;
  };

  /** Inserts one lead and its outbox entries, or finds the lead that already holds its key. */
  const insertLead = (lead: NewLead): CreateLeadResult => {
    const { values, dueAt } = SQL.newLeadValues(lead);
    // The unique index decides, not a prior SELECT: a concurrent writer with the same key either
    // committed first (nothing inserted here) or waits for this transaction.
    const inserted = sql(SQL.INSERT_LEAD).get(...values);
    if (!inserted) {
      const existing = lead.idempotencyKey === null ? null : leadByKey(lead.tenant, lead.idempotencyKey);
      if (!existing) throw new Error(`Lead ${lead.id} was not stored and no lead holds its key`);
      return { outcome: existing.bodyHash === lead.bodyHash ? 'replayed' : 'conflict', lead: existing };
    }
    const addDelivery = sql(SQL.ADD_DELIVERY);
    for (const sink of new Set(lead.sinks)) addDelivery.run(lead.id, lead.tenant, sink, dueAt);
    return { outcome: 'created', lead: toLead(inserted) };
  };

  /**
   * Group commit: the writes asked for since the last commit (new leads, the forwarder's
   * attempts) go into one transaction, each under its own savepoint (one write's error leaves the
   * others in), and each promise settles only after COMMIT returned. A durable commit (an fsync)
   * costs the same for one lead or fifty, so under load this is what keeps POST /api/leads from
   * queueing behind the disk; no lead_id is answered before its lead is on disk, as before.
   */
  let waiting: { apply: () => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const commitWaiting = () => {
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    let results: ({ ok: true; value: unknown } | { ok: false; error: unknown })[];
    try {
      results = transaction(() =>
        batch.map(({ apply }) => {
          db.exec('SAVEPOINT write');
          try {
            const value = apply();
            db.exec('RELEASE write');
            return { ok: true as const, value };
          } catch (error) {
            // An error that ended the transaction (disk full, I/O) takes the batch with it.
            if (!db.isTransaction) throw error;
            db.exec('ROLLBACK TO write');
            db.exec('RELEASE write');
            return { ok: false as const, error };
          }
        }),
      );
    } catch (error) {
      for (const { reject } of batch) reject(error);
      return;
    }
    batch.forEach(({ resolve, reject }, index) => {
      const outcome = results[index]!;
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  };
  /** Queues a write for the next group commit, scheduled after this turn's I/O so the writes of every request read meanwhile share it. */
  const groupWrite = <T>(apply: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (waiting.push({ apply, resolve: resolve as (value: unknown) => void, reject }) === 1)
        setImmediate(commitWaiting);
    });

  return busyAsUnavailable<LeadStore>({
    async migrate() {
      db.exec(SQLITE_LEAD_SCHEMA);
      const present = new Set(
        sql('SELECT name FROM pragma_table_info(?)')
          .all('lead_deliveries')
          .map((row) => String(row.name)),
      );
      for (const [name, definition] of SQLITE_LEAD_DELIVERY_COLUMNS)
        if (!present.has(name)) db.exec(`ALTER TABLE lead_deliveries ADD COLUMN ${name} ${definition}`);
    },

    createLead(lead: NewLead): Promise<CreateLeadResult> {
      return groupWrite(() => insertLead(lead));
    },

    async getLead(tenant, id) {
      const row = sql(SQL.LEAD_BY_ID).get(tenant, id);
      return row ? toLead(row) : null;
    },

    async findLeadByKey(tenant, idempotencyKey) {
      return leadByKey(tenant, idempotencyKey);
    },

    releaseHeldLead(leadId: string, now: Date): Promise<number> {
      return groupWrite(() => sql(SQL.RELEASE_HELD_LEAD).run(now.getTime(), leadId).changes).then(Number);
    },

    cancelHeldLead(leadId: string, reason: string, now: Date): Promise<number> {
      return groupWrite(() => sql(SQL.CANCEL_HELD_LEAD).run(reason, leadId, now.getTime()).changes).then(Number);
    },

    async listLeads(tenant, options = {}) {
      return sql(SQL.LIST_LEADS)
        .all(tenant, options.limit ?? -1)
        .map(toLead);
    },

    async countLeads(tenant) {
      const row = sql(SQL.COUNT_LEADS).get(tenant) as { n: number } | undefined;
      return Number(row?.n ?? 0);
    },

    async claimDue(now, limit, leaseMs, owner) {
      const at = now.getTime();
      return SQL.claimOrder(sql(SQL.CLAIM_DUE).all(at, at + leaseMs, owner ?? null, limit)).map(toDelivery);
    },

    markAttemptStarted(leadId: string, sink: string, at: Date): Promise<void> {
      return groupWrite(() => {
        sql(SQL.LOG_INTERRUPTED_ATTEMPT).run(INTERRUPTED_ATTEMPT, leadId, sink);
        if (!sql(SQL.MARK_ATTEMPT_STARTED).get(at.getTime(), leadId, sink)) throw unknownDelivery(leadId, sink);
      });
    },

    recordAttempt(leadId: string, sink: string, outcome: AttemptOutcome): Promise<void> {
      return groupWrite(() => {
        const row = sql(SQL.DELIVERY).get(leadId, sink);
        if (!row) throw unknownDelivery(leadId, sink);
        const read = SQL.deliveryStateOf(row);
        const error = outcome.ok ? null : (outcome.error ?? null);
        const values = SQL.recordAttemptValues(leadId, sink, read, afterAttempt(read, outcome), {
          at: outcome.at.getTime(),
          ok: outcome.ok,
          error,
        });
        // Inside this transaction the row is as read, so both guarded statements apply.
        sql(SQL.LOG_ATTEMPT).run(...values.log);
        if (!sql(SQL.RECORD_ATTEMPT).get(...values.record)) throw new Error(`Delivery ${leadId}/${sink} changed`);
      });
    },

    async leaseOwners() {
      return sql(SQL.LEASE_OWNERS)
        .all()
        .map((row) => String(row.lease_owner));
    },

    releaseLeases(owners) {
      return groupWrite(() => {
        const release = sql(SQL.RELEASE_LEASES);
        return owners.reduce((count, owner) => count + Number(release.run(owner).changes), 0);
      });
    },

    async deliveries(filter) {
      const query = SQL.deliveriesQuery(filter);
      return sql(query.sql)
        .all(...query.values)
        .map(toDelivery);
    },

    async attempts(leadId): Promise<DeliveryAttempt[]> {
      return sql(SQL.ATTEMPTS).all(leadId).map(toAttempt);
    },

    async requeue(filter) {
      const query = SQL.requeueQuery(filter);
      return Number(sql(query.sql).run(...query.values).changes);
    },

    async close() {
      // Writes already asked for (leads handed to createLead) are committed, not dropped.
      if (db.isOpen) commitWaiting();
      if (db.isOpen) db.close();
    },
  });
}
