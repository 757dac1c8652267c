/**
 * The embedded lead store: SQLite through `node:sqlite` (the default for a single
 * instance). Times are epoch milliseconds in INTEGER columns so comparisons and indexes are exact;
 * the port's ISO strings are made on the way out.
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type {
  AttemptOutcome,
  CreateLeadResult,
  DeliveryAttempt,
  DeliveryStatus,
  LeadStore,
  NewLead,
  StoredLead,
} from '../ports/lead-store.ts';
import { afterAttempt, INTERRUPTED_ATTEMPT, unknownDelivery } from './delivery-state.ts';
import { leadRows, textOrNull } from './lead-rows.ts';
import { BUSY_TIMEOUT_MS, busyAsUnavailable } from './sqlite-busy.ts';
import { SQLITE_LEAD_DELIVERY_COLUMNS, SQLITE_LEAD_SCHEMA } from './sqlite-lead-schema.ts';
import { preparedStatements } from './sqlite-statements.ts';

const { toLead, toDelivery, toAttempt } = leadRows({
  time: (ms) => new Date(Number(ms)).toISOString(),
  payload: (text) => JSON.parse(String(text)) as Record<string, unknown>,
  flag: (value) => Number(value) === 1,
});

/** Optional equality conditions, only for the filters given (no SQL text from callers, only values). */
function where(conditions: Record<string, SQLInputValue | undefined>): { sql: string; values: SQLInputValue[] } {
  const given = Object.entries(conditions).filter((entry): entry is [string, SQLInputValue] => entry[1] !== undefined);
  return {
    sql: given.length === 0 ? '' : `WHERE ${given.map(([column]) => `${column} = ?`).join(' AND ')}`,
    values: given.map(([, value]) => value),
  };
}

/**
 * Opens (or creates) the SQLite lead store at `path` (`:memory:` for tests). WAL lets the
 * forwarder read while the API writes; `synchronous = FULL` makes every commit reach the disk
 * before `createLead` returns, so a lead_id given to a shopper survives a crash or power cut.
 * Every write runs in BEGIN IMMEDIATE, so two processes on one file queue on the busy timeout
 * instead of failing halfway through a transaction; past the busy timeout a call fails with
 * `StoreUnavailableError`, nothing committed (sqlite-busy.ts).
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
    const row = sql('SELECT * FROM leads WHERE tenant = ? AND idempotency_key = ?').get(tenant, key);
    return row ? toLead(row) : null;
  };

  /** Inserts one lead and its outbox entries, or finds the lead that already holds its key. */
  const insertLead = (lead: NewLead): CreateLeadResult => {
    const createdAt = lead.now.getTime();
    // Stored as JSON, so the lead handed back is the one a later read gives (undefined dropped).
    const payload = JSON.stringify(lead.payload);
    // The unique index decides, not a prior SELECT: a concurrent writer with the same key either
    // committed first (nothing inserted here) or waits for this transaction.
    const inserted = sql(
      `INSERT INTO leads (id, tenant, type, payload, idempotency_key, body_hash, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (tenant, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
       RETURNING *`,
    ).get(lead.id, lead.tenant, lead.type, payload, lead.idempotencyKey, lead.bodyHash, createdAt);
    if (!inserted) {
      const existing = lead.idempotencyKey === null ? null : leadByKey(lead.tenant, lead.idempotencyKey);
      if (!existing) throw new Error(`Lead ${lead.id} was not stored and no lead holds its key`);
      return { outcome: existing.bodyHash === lead.bodyHash ? 'replayed' : 'conflict', lead: existing };
    }
    const addDelivery = sql(
      `INSERT INTO lead_deliveries (lead_id, tenant, sink, status, attempts, next_attempt_at)
       VALUES (?, ?, ?, 'pending', 0, ?)`,
    );
    const dueAt = lead.holdUntil?.getTime() ?? createdAt;
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
      const row = sql('SELECT * FROM leads WHERE tenant = ? AND id = ?').get(tenant, id);
      return row ? toLead(row) : null;
    },

    async findLeadByKey(tenant, idempotencyKey) {
      return leadByKey(tenant, idempotencyKey);
    },

    releaseHeldLead(leadId: string, now: Date): Promise<number> {
      return groupWrite(
        () =>
          sql(
            `UPDATE lead_deliveries SET status = 'pending', next_attempt_at = ?, last_error = NULL
             WHERE lead_id = ? AND status IN ('pending', 'dead') AND attempts = 0 AND attempt_started_at IS NULL`,
          ).run(now.getTime(), leadId).changes,
      ).then(Number);
    },

    cancelHeldLead(leadId: string, reason: string, now: Date): Promise<number> {
      const at = now.getTime();
      return groupWrite(
        () =>
          sql(
            `UPDATE lead_deliveries SET status = 'dead', last_error = ?
             WHERE lead_id = ? AND status = 'pending' AND attempts = 0 AND attempt_started_at IS NULL
               AND next_attempt_at > ? AND (lease_until IS NULL OR lease_until <= ?)`,
          ).run(reason, leadId, at, at).changes,
      ).then(Number);
    },

    async listLeads(tenant, options = {}) {
      // LIMIT -1 is SQLite's "no limit"; rowid breaks ties between leads of the same millisecond.
      return sql('SELECT * FROM leads WHERE tenant = ? ORDER BY created_at DESC, rowid DESC LIMIT ?')
        .all(tenant, options.limit ?? -1)
        .map(toLead);
    },

    async countLeads(tenant) {
      const row = sql('SELECT COUNT(*) AS n FROM leads WHERE tenant = ?').get(tenant) as { n: number } | undefined;
      return Number(row?.n ?? 0);
    },

    async claimDue(now, limit, leaseMs, owner) {
      const at = now.getTime();
      return transaction(() => {
        const due = sql(
          `SELECT * FROM lead_deliveries
           WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
           ORDER BY next_attempt_at, rowid LIMIT ?`,
        ).all(at, at, limit);
        const lease = sql('UPDATE lead_deliveries SET lease_until = ?, lease_owner = ? WHERE lead_id = ? AND sink = ?');
        for (const row of due) lease.run(at + leaseMs, owner ?? null, String(row.lead_id), String(row.sink));
        return due.map(toDelivery);
      });
    },

    markAttemptStarted(leadId: string, sink: string, at: Date): Promise<void> {
      return groupWrite(() => {
        const row = sql('SELECT attempt_started_at FROM lead_deliveries WHERE lead_id = ? AND sink = ?').get(
          leadId,
          sink,
        );
        if (!row) throw unknownDelivery(leadId, sink);
        if (row.attempt_started_at != null) {
          sql('INSERT INTO lead_delivery_attempts (lead_id, sink, at, ok, error) VALUES (?, ?, ?, 0, ?)').run(
            leadId,
            sink,
            Number(row.attempt_started_at),
            INTERRUPTED_ATTEMPT,
          );
        }
        sql(
          `UPDATE lead_deliveries SET attempt_started_at = ?,
             interrupted_attempts = interrupted_attempts + ?
           WHERE lead_id = ? AND sink = ?`,
        ).run(at.getTime(), row.attempt_started_at != null ? 1 : 0, leadId, sink);
      });
    },

    recordAttempt(leadId: string, sink: string, outcome: AttemptOutcome): Promise<void> {
      return groupWrite(() => {
        const row = sql('SELECT * FROM lead_deliveries WHERE lead_id = ? AND sink = ?').get(leadId, sink);
        if (!row) throw unknownDelivery(leadId, sink);
        const next = afterAttempt(
          {
            status: String(row.status) as DeliveryStatus,
            attempts: Number(row.attempts),
            nextAttemptAt: Number(row.next_attempt_at),
            lastError: textOrNull(row.last_error),
            deliveredAt: row.delivered_at == null ? null : Number(row.delivered_at),
          },
          outcome,
        );
        sql(
          `UPDATE lead_deliveries SET status = ?, attempts = ?, next_attempt_at = ?, last_error = ?,
             delivered_at = ?, lease_until = NULL, lease_owner = NULL, attempt_started_at = NULL
           WHERE lead_id = ? AND sink = ?`,
        ).run(next.status, next.attempts, next.nextAttemptAt, next.lastError, next.deliveredAt, leadId, sink);
        sql('INSERT INTO lead_delivery_attempts (lead_id, sink, at, ok, error) VALUES (?, ?, ?, ?, ?)').run(
          leadId,
          sink,
          outcome.at.getTime(),
          outcome.ok ? 1 : 0,
          outcome.ok ? null : (outcome.error ?? null),
        );
      });
    },

    async leaseOwners() {
      return sql(
        `SELECT DISTINCT lease_owner FROM lead_deliveries
         WHERE status = 'pending' AND lease_until IS NOT NULL AND lease_owner IS NOT NULL ORDER BY lease_owner`,
      )
        .all()
        .map((row) => String(row.lease_owner));
    },

    releaseLeases(owners) {
      return groupWrite(() => {
        const release = sql(
          `UPDATE lead_deliveries SET lease_until = NULL, lease_owner = NULL
           WHERE status = 'pending' AND lease_owner = ?`,
        );
        return owners.reduce((count, owner) => count + Number(release.run(owner).changes), 0);
      });
    },

    async deliveries(filter) {
      const { sql: clause, values } = where({ tenant: filter.tenant, status: filter.status, lead_id: filter.leadId });
      return sql(`SELECT * FROM lead_deliveries ${clause} ORDER BY rowid`)
        .all(...values)
        .map(toDelivery);
    },

    async attempts(leadId): Promise<DeliveryAttempt[]> {
      return sql('SELECT * FROM lead_delivery_attempts WHERE lead_id = ? ORDER BY at, rowid')
        .all(leadId)
        .map(toAttempt);
    },

    async requeue(filter) {
      const { sql: clause, values } = where({ status: 'dead', tenant: filter.tenant, lead_id: filter.leadId });
      const result = sql(
        `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = ?, lease_until = NULL,
           lease_owner = NULL ${clause}`,
      ).run(filter.now.getTime(), ...values);
      return Number(result.changes);
    },

    async close() {
      // Writes already asked for (leads handed to createLead) are committed, not dropped.
      if (db.isOpen) commitWaiting();
      if (db.isOpen) db.close();
    },
  });
}
