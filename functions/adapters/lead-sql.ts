/**
 * The lead store's statements in SQLite's dialect, shared by the embedded store (sqlite-lead-store.ts,
 * `node:sqlite`) and the edge one (d1-lead-store.ts, Cloudflare D1, which is SQLite): one text per
 * operation, so the two cannot drift apart. Times are epoch milliseconds (sqlite-lead-schema.ts).
 *
 * D1 has no interactive transactions (a batch is atomic, but no statement in it can look at what an
 * earlier one returned), so every write that depends on a row's state carries that state as its own
 * condition: an insert guarded by EXISTS, an update guarded by the values it was computed from (a
 * compare-and-set). In SQLite's transaction the guards always hold; on D1 a guard that fails means
 * another writer came first, and the adapter reads again.
 */

import type { DeliveryStatus, NewLead } from '../ports/lead-store.ts';
import type { DeliveryState } from './delivery-state.ts';

/** A value a statement may be bound to (what both drivers accept). */
export type SqlValue = string | number | null;

/**
 * Inserts a lead unless its id or the tenant's Idempotency-Key is taken (any unique index: the index
 * decides, not a prior SELECT). No row back means nothing was inserted.
 */
export const INSERT_LEAD = `INSERT INTO leads (id, tenant, type, payload, idempotency_key, body_hash, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT DO NOTHING
  RETURNING *`;

/**
 * The values of INSERT_LEAD for `lead`, and when its deliveries fall due (the end of its hold, or at
 * once). The payload is stored as JSON, so the lead handed back is the one a later read gives.
 */
export function newLeadValues(lead: NewLead): { values: SqlValue[]; dueAt: number } {
  const createdAt = lead.now.getTime();
  const payload = JSON.stringify(lead.payload);
  return {
    values: [lead.id, lead.tenant, lead.type, payload, lead.idempotencyKey, lead.bodyHash, createdAt],
    dueAt: lead.holdUntil?.getTime() ?? createdAt,
  };
}

/**
 * One pending delivery of lead ?1 to sink ?3, only when the lead exists (inserted just before, in the
 * same transaction or batch) and only once per lead and sink: a batch sent twice adds nothing.
 */
export const ADD_DELIVERY = `INSERT INTO lead_deliveries (lead_id, tenant, sink, status, attempts, next_attempt_at)
  SELECT ?1, ?2, ?3, 'pending', 0, ?4 WHERE EXISTS (SELECT 1 FROM leads WHERE id = ?1)
  ON CONFLICT (lead_id, sink) DO NOTHING`;

export const LEAD_BY_ID = 'SELECT * FROM leads WHERE tenant = ? AND id = ?';
export const LEAD_BY_KEY = 'SELECT * FROM leads WHERE tenant = ? AND idempotency_key = ?';
/** LIMIT -1 is SQLite's "no limit"; rowid breaks ties between leads of the same millisecond. */
export const LIST_LEADS = 'SELECT * FROM leads WHERE tenant = ? ORDER BY created_at DESC, rowid DESC LIMIT ?';
export const COUNT_LEADS = 'SELECT COUNT(*) AS n FROM leads WHERE tenant = ?';

/** ?1 now, ?2 lead: makes a held lead's never-attempted deliveries due now. */
export const RELEASE_HELD_LEAD = `UPDATE lead_deliveries SET status = 'pending', next_attempt_at = ?1, last_error = NULL
  WHERE lead_id = ?2 AND status IN ('pending', 'dead') AND attempts = 0 AND attempt_started_at IS NULL`;

/** ?1 reason, ?2 lead, ?3 now: parks the deliveries still on hold, not leased. */
export const CANCEL_HELD_LEAD = `UPDATE lead_deliveries SET status = 'dead', last_error = ?1
  WHERE lead_id = ?2 AND status = 'pending' AND attempts = 0 AND attempt_started_at IS NULL
    AND next_attempt_at > ?3 AND (lease_until IS NULL OR lease_until <= ?3)`;

/**
 * ?1 now, ?2 lease end, ?3 owner, ?4 limit: leases the oldest due deliveries in one statement, so no
 * two claims can take the same row. RETURNING gives rows in no set order: sort them with `claimOrder`.
 */
export const CLAIM_DUE = `UPDATE lead_deliveries SET lease_until = ?2, lease_owner = ?3
  WHERE rowid IN (
    SELECT rowid FROM lead_deliveries
    WHERE status = 'pending' AND next_attempt_at <= ?1 AND (lease_until IS NULL OR lease_until <= ?1)
    ORDER BY next_attempt_at, rowid LIMIT ?4)
  RETURNING rowid AS claim_order, *`;

/** Claimed rows oldest first, as `claimDue` promises (the order of the SELECT inside CLAIM_DUE). */
export function claimOrder<R extends Record<string, unknown>>(rows: R[]): R[] {
  return [...rows].sort(
    (a, b) => Number(a.next_attempt_at) - Number(b.next_attempt_at) || Number(a.claim_order) - Number(b.claim_order),
  );
}

/** ?1 error text, ?2 lead, ?3 sink: an earlier start mark still there goes into the log as interrupted. */
export const LOG_INTERRUPTED_ATTEMPT = `INSERT INTO lead_delivery_attempts (lead_id, sink, at, ok, error)
  SELECT lead_id, sink, attempt_started_at, 0, ?1 FROM lead_deliveries
  WHERE lead_id = ?2 AND sink = ?3 AND attempt_started_at IS NOT NULL`;

/** ?1 at, ?2 lead, ?3 sink: the start mark (SET reads the row as it was, so the count sees the old mark). */
export const MARK_ATTEMPT_STARTED = `UPDATE lead_deliveries SET attempt_started_at = ?1,
    interrupted_attempts = interrupted_attempts + (attempt_started_at IS NOT NULL)
  WHERE lead_id = ?2 AND sink = ?3
  RETURNING 1 AS marked`;

export const DELIVERY = 'SELECT * FROM lead_deliveries WHERE lead_id = ? AND sink = ?';

/** The state `afterAttempt` was computed from, ?3 to ?7 after ?1 lead and ?2 sink: the compare of a compare-and-set. */
const UNCHANGED = `lead_id = ?1 AND sink = ?2 AND status = ?3 AND attempts = ?4 AND next_attempt_at = ?5
    AND last_error IS ?6 AND delivered_at IS ?7`;

/** ?8 at, ?9 ok (0/1), ?10 error: logs the attempt, only while the delivery is as it was read. */
export const LOG_ATTEMPT = `INSERT INTO lead_delivery_attempts (lead_id, sink, at, ok, error)
  SELECT lead_id, sink, ?8, ?9, ?10 FROM lead_deliveries WHERE ${UNCHANGED}`;

/** ?8 status … ?12 delivered_at: the delivery after the attempt, only while it is as it was read. */
export const RECORD_ATTEMPT = `UPDATE lead_deliveries SET status = ?8, attempts = ?9, next_attempt_at = ?10,
    last_error = ?11, delivered_at = ?12, lease_until = NULL, lease_owner = NULL, attempt_started_at = NULL
  WHERE ${UNCHANGED}
  RETURNING 1 AS recorded`;

export const LEASE_OWNERS = `SELECT DISTINCT lease_owner FROM lead_deliveries
  WHERE status = 'pending' AND lease_until IS NOT NULL AND lease_owner IS NOT NULL ORDER BY lease_owner`;

export const RELEASE_LEASES = `UPDATE lead_deliveries SET lease_until = NULL, lease_owner = NULL
  WHERE status = 'pending' AND lease_owner = ?`;

export const ATTEMPTS = 'SELECT * FROM lead_delivery_attempts WHERE lead_id = ? ORDER BY at, rowid';

/** Optional equality conditions, only for the filters given (no SQL text from callers, only values). */
export function where(conditions: Record<string, SqlValue | undefined>): { sql: string; values: SqlValue[] } {
  const given = Object.entries(conditions).filter((entry): entry is [string, SqlValue] => entry[1] !== undefined);
  return {
    sql: given.length === 0 ? '' : `WHERE ${given.map(([column]) => `${column} = ?`).join(' AND ')}`,
    values: given.map(([, value]) => value),
  };
}

/** The deliveries matching a filter, in creation order. */
export function deliveriesQuery(filter: { tenant?: string; status?: string; leadId?: string }) {
  const { sql, values } = where({ tenant: filter.tenant, status: filter.status, lead_id: filter.leadId });
  return { sql: `SELECT * FROM lead_deliveries ${sql} ORDER BY rowid`, values };
}

/** Dead deliveries made pending now (the first value) with a fresh attempt budget. */
export function requeueQuery(filter: { tenant?: string; leadId?: string; now: Date }) {
  const { sql, values } = where({ status: 'dead', tenant: filter.tenant, lead_id: filter.leadId });
  return {
    sql: `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = ?, lease_until = NULL,
      lease_owner = NULL ${sql}`,
    values: [filter.now.getTime(), ...values],
  };
}

/** The values of LOG_ATTEMPT and RECORD_ATTEMPT (`read` the state afterAttempt started from, `next` its result). */
export function recordAttemptValues(
  leadId: string,
  sink: string,
  read: DeliveryState,
  next: DeliveryState,
  attempt: { at: number; ok: boolean; error: string | null },
): { log: SqlValue[]; record: SqlValue[] } {
  const unchanged = [leadId, sink, read.status, read.attempts, read.nextAttemptAt, read.lastError, read.deliveredAt];
  return {
    log: [...unchanged, attempt.at, attempt.ok ? 1 : 0, attempt.error],
    record: [...unchanged, next.status, next.attempts, next.nextAttemptAt, next.lastError, next.deliveredAt],
  };
}

/** The delivery state `afterAttempt` starts from, as a row of either driver gives it (times in epoch ms). */
export function deliveryStateOf(row: Record<string, unknown>): DeliveryState {
  return {
    status: String(row.status) as DeliveryStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error == null ? null : String(row.last_error),
    deliveredAt: row.delivered_at == null ? null : Number(row.delivered_at),
  };
}
