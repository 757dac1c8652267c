/**
 * The PostgreSQL lead store, for deployments with several functions instances sharing
 * one outbox. Same behaviour as the SQLite store (one contract suite runs against both); payloads
 * are jsonb and times timestamptz.
 */
import pg from 'pg';
import type {
  AttemptOutcome,
  CreateLeadResult,
  DeliveryAttempt,
  DeliveryStatus,
  LeadStore,
  NewLead,
} from '../ports/lead-store.ts';
import { afterAttempt, INTERRUPTED_ATTEMPT, unknownDelivery } from './delivery-state.ts';
import { leadRows, textOrNull, type Row } from './lead-rows.ts';
import { POSTGRES_LEAD_SCHEMA } from './postgres-lead-schema.ts';
import { createPostgresCaller, createResilientPool, type Confirmed } from './postgres-resilience.ts';

/** Any constant: instances starting together take turns creating the schema instead of racing on the catalog. */
const MIGRATION_LOCK = 5_050_505;

const { toLead, toDelivery, toAttempt } = leadRows({
  time: (value) => (value as Date).toISOString(),
  payload: (value) => value as Record<string, unknown>,
  flag: (value) => value === true,
});

/**
 * Connects the PostgreSQL lead store (a pool; nothing is sent until the first call). Idempotency
 * rests on the partial unique index: `INSERT ... ON CONFLICT DO NOTHING` makes a concurrent insert
 * with the same key wait for the first transaction, then insert nothing and read the winner.
 * Forwarders claim with `FOR UPDATE SKIP LOCKED` plus a lease, so two instances never hold one
 * delivery at once and neither waits on the other.
 */
export function createPostgresLeadStore(
  connectionString: string,
  /** The pool to use instead of one of its own (tests hand in one with faults). */
  options: { pool?: pg.Pool } = {},
): LeadStore {
  const pool = options.pool ?? createResilientPool(connectionString, 'lead-store');
  const call = createPostgresCaller(pool);
  /** A read, or a write that does no harm when repeated: tried again whenever the connection fails. */
  const read = <T>(work: (client: pg.PoolClient) => Promise<T>) => call(work, { repeatable: true });
  const query = (text: string, values?: unknown[]) => read((client) => client.query(text, values));
  /**
   * One statement that must not run twice blindly: tried again only when it was never sent. A claim
   * whose answer was lost holds its entries until the lease ends; a requeue is run again by hand.
   */
  const queryOnce = (text: string, values?: unknown[]) => call((client) => client.query(text, values));

  return {
    async migrate() {
      // IF NOT EXISTS throughout: repeating it is harmless.
      await call(
        async (client) => {
          await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
          await client.query(POSTGRES_LEAD_SCHEMA);
        },
        { transaction: true, repeatable: true },
      );
    },

    async createLead(lead: NewLead): Promise<CreateLeadResult> {
      // The id is ours, chosen before the call: when the line fails after COMMIT was sent, a fresh
      // connection tells whether the lead is stored (then it was created) or not (then it is inserted again).
      const confirm = async (client: pg.PoolClient): Promise<Confirmed<CreateLeadResult>> => {
        const stored = await client.query('SELECT * FROM leads WHERE id = $1', [lead.id]);
        const row = stored.rows[0] as Row | undefined;
        return row ? { value: { outcome: 'created', lead: toLead(row) } } : null;
      };
      return call(
        async (client): Promise<CreateLeadResult> => {
          const inserted = await client.query(
            `INSERT INTO leads (id, tenant, type, payload, idempotency_key, body_hash, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (tenant, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
           RETURNING *`,
            [
              lead.id,
              lead.tenant,
              lead.type,
              JSON.stringify(lead.payload),
              lead.idempotencyKey,
              lead.bodyHash,
              lead.now,
            ],
          );
          const row = inserted.rows[0] as Row | undefined;
          if (!row) {
            const existing = await client.query('SELECT * FROM leads WHERE tenant = $1 AND idempotency_key = $2', [
              lead.tenant,
              lead.idempotencyKey,
            ]);
            const first = existing.rows[0] as Row | undefined;
            if (!first) throw new Error(`Lead ${lead.id} was not stored and no lead holds its key`);
            const stored = toLead(first);
            return { outcome: stored.bodyHash === lead.bodyHash ? 'replayed' : 'conflict', lead: stored };
          }
          await client.query(
            `INSERT INTO lead_deliveries (lead_id, tenant, sink, status, attempts, next_attempt_at)
           SELECT $1, $2, sink, 'pending', 0, $3 FROM unnest($4::text[]) WITH ORDINALITY AS s (sink, n) ORDER BY n`,
            [lead.id, lead.tenant, lead.holdUntil ?? lead.now, [...new Set(lead.sinks)]],
          );
          return { outcome: 'created', lead: toLead(row) };
        },
        { transaction: true, confirm },
      );
    },

    async getLead(tenant, id) {
      const result = await query('SELECT * FROM leads WHERE tenant = $1 AND id = $2', [tenant, id]);
      const row = result.rows[0] as Row | undefined;
      return row ? toLead(row) : null;
    },

    async findLeadByKey(tenant, idempotencyKey) {
      const result = await query('SELECT * FROM leads WHERE tenant = $1 AND idempotency_key = $2', [
        tenant,
        idempotencyKey,
      ]);
      const row = result.rows[0] as Row | undefined;
      return row ? toLead(row) : null;
    },

    async releaseHeldLead(leadId, now) {
      // Repeatable: run twice it finds the same deliveries already due and changes them the same way.
      const result = await query(
        `UPDATE lead_deliveries SET status = 'pending', next_attempt_at = $2, last_error = NULL
         WHERE lead_id = $1 AND status IN ('pending', 'dead') AND attempts = 0 AND attempt_started_at IS NULL`,
        [leadId, now],
      );
      return result.rowCount ?? 0;
    },

    async cancelHeldLead(leadId, reason, now) {
      // Repeatable: a second run finds them dead already and changes nothing (its count is then 0,
      // so a commit in doubt is confirmed by the reason it wrote).
      const confirm = async (client: pg.PoolClient): Promise<Confirmed<number>> => {
        const parked = await client.query(
          `SELECT COUNT(*)::int AS n FROM lead_deliveries
           WHERE lead_id = $1 AND status = 'dead' AND attempts = 0 AND last_error = $2`,
          [leadId, reason],
        );
        const n = Number((parked.rows[0] as { n: number } | undefined)?.n ?? 0);
        return n > 0 ? { value: n } : null;
      };
      return call(
        async (client) => {
          const result = await client.query(
            `UPDATE lead_deliveries SET status = 'dead', last_error = $2
             WHERE lead_id = $1 AND status = 'pending' AND attempts = 0 AND attempt_started_at IS NULL
               AND next_attempt_at > $3 AND (lease_until IS NULL OR lease_until <= $3)`,
            [leadId, reason, now],
          );
          return result.rowCount ?? 0;
        },
        { confirm },
      );
    },

    async listLeads(tenant, options = {}) {
      // LIMIT NULL is "no limit"; seq breaks ties between leads of the same millisecond.
      const result = await query('SELECT * FROM leads WHERE tenant = $1 ORDER BY created_at DESC, seq DESC LIMIT $2', [
        tenant,
        options.limit ?? null,
      ]);
      return result.rows.map(toLead);
    },

    async countLeads(tenant) {
      const result = await query('SELECT COUNT(*)::int AS n FROM leads WHERE tenant = $1', [tenant]);
      return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
    },

    async claimDue(now, limit, leaseMs, owner) {
      const result = await queryOnce(
        `WITH due AS (
           SELECT lead_id, sink FROM lead_deliveries
           WHERE status = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
           ORDER BY next_attempt_at, seq LIMIT $2
           FOR UPDATE SKIP LOCKED)
         UPDATE lead_deliveries AS d SET lease_until = $3, lease_owner = $4
         FROM due WHERE d.lead_id = due.lead_id AND d.sink = due.sink
         RETURNING d.*`,
        [now, limit, new Date(now.getTime() + leaseMs), owner ?? null],
      );
      // RETURNING has no order of its own.
      const rows = (result.rows as Row[]).sort(
        (a, b) =>
          (a.next_attempt_at as Date).getTime() - (b.next_attempt_at as Date).getTime() ||
          Number(a.seq) - Number(b.seq),
      );
      return rows.map(toDelivery);
    },

    async markAttemptStarted(leadId: string, sink: string, at: Date) {
      // Run twice it would log a false interrupted attempt, so a commit in doubt is confirmed by the
      // start time it wrote (this call's own `at`, to the millisecond).
      const confirm = async (client: pg.PoolClient): Promise<Confirmed<void>> => {
        const current = await client.query(
          'SELECT attempt_started_at FROM lead_deliveries WHERE lead_id = $1 AND sink = $2',
          [leadId, sink],
        );
        const started = (current.rows[0] as Row | undefined)?.attempt_started_at as Date | null | undefined;
        return started?.getTime() === at.getTime() ? { value: undefined } : null;
      };
      await call(
        async (client) => {
          const current = await client.query(
            'SELECT attempt_started_at FROM lead_deliveries WHERE lead_id = $1 AND sink = $2 FOR UPDATE',
            [leadId, sink],
          );
          const row = current.rows[0] as Row | undefined;
          if (!row) throw unknownDelivery(leadId, sink);
          const interrupted = row.attempt_started_at != null;
          if (interrupted)
            await client.query(
              'INSERT INTO lead_delivery_attempts (lead_id, sink, at, ok, error) VALUES ($1, $2, $3, false, $4)',
              [leadId, sink, row.attempt_started_at, INTERRUPTED_ATTEMPT],
            );
          await client.query(
            `UPDATE lead_deliveries SET attempt_started_at = $3, interrupted_attempts = interrupted_attempts + $4
           WHERE lead_id = $1 AND sink = $2`,
            [leadId, sink, at, interrupted ? 1 : 0],
          );
        },
        { transaction: true, confirm },
      );
    },

    async recordAttempt(leadId: string, sink: string, outcome: AttemptOutcome) {
      // Run twice it would count the attempt twice, so a commit in doubt is confirmed by the attempt
      // row it wrote (this outcome's own time and result).
      const confirm = async (client: pg.PoolClient): Promise<Confirmed<void>> => {
        const recorded = await client.query(
          'SELECT 1 FROM lead_delivery_attempts WHERE lead_id = $1 AND sink = $2 AND at = $3 AND ok = $4 LIMIT 1',
          [leadId, sink, outcome.at, outcome.ok],
        );
        return recorded.rows.length > 0 ? { value: undefined } : null;
      };
      await call(
        async (client) => {
          const current = await client.query(
            'SELECT * FROM lead_deliveries WHERE lead_id = $1 AND sink = $2 FOR UPDATE',
            [leadId, sink],
          );
          const row = current.rows[0] as Row | undefined;
          if (!row) throw unknownDelivery(leadId, sink);
          const next = afterAttempt(
            {
              status: String(row.status) as DeliveryStatus,
              attempts: Number(row.attempts),
              nextAttemptAt: (row.next_attempt_at as Date).getTime(),
              lastError: textOrNull(row.last_error),
              deliveredAt: row.delivered_at == null ? null : (row.delivered_at as Date).getTime(),
            },
            outcome,
          );
          await client.query(
            `UPDATE lead_deliveries SET status = $3, attempts = $4, next_attempt_at = $5, last_error = $6,
             delivered_at = $7, lease_until = NULL, lease_owner = NULL, attempt_started_at = NULL
           WHERE lead_id = $1 AND sink = $2`,
            [
              leadId,
              sink,
              next.status,
              next.attempts,
              new Date(next.nextAttemptAt),
              next.lastError,
              next.deliveredAt === null ? null : new Date(next.deliveredAt),
            ],
          );
          await client.query(
            'INSERT INTO lead_delivery_attempts (lead_id, sink, at, ok, error) VALUES ($1, $2, $3, $4, $5)',
            [leadId, sink, outcome.at, outcome.ok, outcome.ok ? null : (outcome.error ?? null)],
          );
        },
        { transaction: true, confirm },
      );
    },

    async leaseOwners() {
      const result = await query(
        `SELECT DISTINCT lease_owner FROM lead_deliveries
         WHERE status = 'pending' AND lease_until IS NOT NULL AND lease_owner IS NOT NULL ORDER BY lease_owner`,
      );
      return (result.rows as Row[]).map((row) => String(row.lease_owner));
    },

    async releaseLeases(owners) {
      const result = await query(
        `UPDATE lead_deliveries SET lease_until = NULL, lease_owner = NULL
         WHERE status = 'pending' AND lease_owner = ANY($1::text[])`,
        [[...owners]],
      );
      return result.rowCount ?? 0;
    },

    async deliveries(filter) {
      const result = await query(
        `SELECT * FROM lead_deliveries
         WHERE ($1::text IS NULL OR tenant = $1) AND ($2::text IS NULL OR status = $2)
           AND ($3::text IS NULL OR lead_id = $3)
         ORDER BY seq`,
        [filter.tenant ?? null, filter.status ?? null, filter.leadId ?? null],
      );
      return result.rows.map(toDelivery);
    },

    async attempts(leadId): Promise<DeliveryAttempt[]> {
      const result = await query('SELECT * FROM lead_delivery_attempts WHERE lead_id = $1 ORDER BY at, seq', [leadId]);
      return (result.rows as Row[]).map(toAttempt);
    },

    async requeue(filter) {
      const result = await queryOnce(
        `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $1, lease_until = NULL,
           lease_owner = NULL
         WHERE status = 'dead' AND ($2::text IS NULL OR tenant = $2) AND ($3::text IS NULL OR lead_id = $3)`,
        [filter.now, filter.tenant ?? null, filter.leadId ?? null],
      );
      return result.rowCount ?? 0;
    },

    async close() {
      // pg throws when a pool is ended twice; closing twice is harmless everywhere else.
      if (!pool.ended) await pool.end();
    },
  };
}
