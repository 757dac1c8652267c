/**
 * Rows of the lead tables as the port's values, for both stores. The two databases differ only in
 * how a time and a payload come back (PostgreSQL: Date and parsed jsonb; SQLite: epoch ms and
 * JSON text), so each store passes those two readers.
 */
import type { Delivery, DeliveryAttempt, DeliveryStatus, StoredLead } from '../ports/lead-store.ts';

export type Row = Record<string, unknown>;

export interface ColumnReaders {
  /** A time column as ISO 8601. */
  time(value: unknown): string;
  payload(value: unknown): Record<string, unknown>;
  /** A boolean column (PostgreSQL boolean, SQLite 0/1). */
  flag(value: unknown): boolean;
}

/** How SQLite (node:sqlite and D1 alike) gives them: epoch ms, JSON text, 0/1. */
export const SQLITE_READERS: ColumnReaders = {
  time: (ms) => new Date(Number(ms)).toISOString(),
  payload: (text) => JSON.parse(String(text)) as Record<string, unknown>,
  flag: (value) => Number(value) === 1,
};

export const textOrNull = (value: unknown): string | null => (value == null ? null : String(value));

export function leadRows(read: ColumnReaders) {
  return {
    toLead: (row: Row): StoredLead => ({
      id: String(row.id),
      tenant: String(row.tenant),
      type: String(row.type),
      payload: read.payload(row.payload),
      idempotencyKey: textOrNull(row.idempotency_key),
      bodyHash: String(row.body_hash),
      createdAt: read.time(row.created_at),
    }),
    toDelivery: (row: Row): Delivery => ({
      leadId: String(row.lead_id),
      tenant: String(row.tenant),
      sink: String(row.sink),
      status: String(row.status) as DeliveryStatus,
      attempts: Number(row.attempts),
      nextAttemptAt: read.time(row.next_attempt_at),
      lastError: textOrNull(row.last_error),
      deliveredAt: row.delivered_at == null ? null : read.time(row.delivered_at),
      attemptStartedAt: row.attempt_started_at == null ? null : read.time(row.attempt_started_at),
      interruptedAttempts: Number(row.interrupted_attempts ?? 0),
    }),
    toAttempt: (row: Row): DeliveryAttempt => ({
      leadId: String(row.lead_id),
      sink: String(row.sink),
      at: read.time(row.at),
      ok: read.flag(row.ok),
      error: textOrNull(row.error),
    }),
  };
}
