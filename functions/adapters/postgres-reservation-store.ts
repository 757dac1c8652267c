/**
 * The PostgreSQL reservation store, in the lead store's database (DATABASE_URL), through
 * postgres-resilience.ts. Same behaviour as the SQLite store (one contract suite). A write whose
 * COMMIT answer was lost is confirmed by what it wrote: a new reservation by its id, a state
 * change by the lead of the state it entered (whose id is fixed by the reservation and the state).
 */
import pg from 'pg';
import { nextReservationState, type ReservationState } from '../../src/domain/reservation.ts';
import { reservationLeadId, type Reservation, type ReservationStore } from '../ports/reservation-store.ts';
import type { Row } from './lead-rows.ts';
import { POSTGRES_LEAD_SCHEMA } from './postgres-lead-schema.ts';
import { POSTGRES_RESERVATION_SCHEMA } from './postgres-reservation-schema.ts';
import { createPostgresCaller, createResilientPool, type Confirmed } from './postgres-resilience.ts';
import { newReservationColumns, reservationLead, reservationRows } from './reservation-rows.ts';

/** The lead store's lock: both schemas are created under it, so instances starting together take turns. */
const MIGRATION_LOCK = 5_050_505;

const toReservation = reservationRows({
  time: (value) => (value as Date).toISOString(),
  payload: (value) => value as Record<string, unknown>,
});

export function createPostgresReservationStore(
  connectionString: string,
  options: { pool?: pg.Pool } = {},
): ReservationStore {
  const pool = options.pool ?? createResilientPool(connectionString, 'reservation-store');
  const call = createPostgresCaller(pool);
  const query = (text: string, values?: unknown[]) =>
    call((client) => client.query(text, values), { repeatable: true });
  const first = (result: pg.QueryResult) => result.rows[0] as Row | undefined;

  const byId = async (client: pg.PoolClient | null, id: string, lock = false) => {
    const text = `SELECT * FROM reservations WHERE id = $1${lock ? ' FOR UPDATE' : ''}`;
    const row = first(client ? await client.query(text, [id]) : await query(text, [id]));
    return row ? toReservation(row) : null;
  };

  const insertLead = async (client: pg.PoolClient, reservation: Reservation, sinks: readonly string[], now: Date) => {
    const lead = reservationLead(reservation);
    const inserted = await client.query(
      `INSERT INTO leads (id, tenant, type, payload, idempotency_key, body_hash, created_at)
       VALUES ($1, $2, $3, $4, NULL, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [lead.id, reservation.tenant, lead.type, JSON.stringify(lead.payload), reservation.bodyHash, now],
    );
    if (!inserted.rowCount) return;
    await client.query(
      `INSERT INTO lead_deliveries (lead_id, tenant, sink, status, attempts, next_attempt_at)
       SELECT $1, $2, sink, 'pending', 0, $3 FROM unnest($4::text[]) WITH ORDINALITY AS s (sink, n) ORDER BY n`,
      [lead.id, reservation.tenant, now, [...new Set(sinks)]],
    );
  };

  const ACTIVE = `state IN ('requested', 'held', 'confirmed')`;

  return {
    async migrate() {
      await call(
        async (client) => {
          await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
          await client.query(POSTGRES_LEAD_SCHEMA);
          await client.query(POSTGRES_RESERVATION_SCHEMA);
        },
        { transaction: true, repeatable: true },
      );
    },

    async createReservation(input) {
      const confirm = async (
        client: pg.PoolClient,
      ): Promise<Confirmed<{ outcome: 'created'; reservation: Reservation }>> => {
        const stored = await byId(client, input.id);
        return stored ? { value: { outcome: 'created', reservation: stored } } : null;
      };
      return call(
        async (client) => {
          const row = first(
            await client.query(
              `INSERT INTO reservations (id, tenant, car_id, car_slug, state, provider, amount_cents, details,
                 idempotency_key, body_hash, hold_until, created_at, updated_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) ON CONFLICT DO NOTHING RETURNING *`,
              [...newReservationColumns(input), input.holdUntil, input.now],
            ),
          );
          if (row) {
            const reservation = toReservation(row);
            await insertLead(client, reservation, input.sinks, input.now);
            return { outcome: 'created' as const, reservation };
          }
          const keyed = first(
            await client.query('SELECT * FROM reservations WHERE tenant = $1 AND idempotency_key = $2', [
              input.tenant,
              input.idempotencyKey,
            ]),
          );
          if (!keyed) return { outcome: 'car-held' as const };
          const reservation = toReservation(keyed);
          return { outcome: reservation.bodyHash === input.bodyHash ? 'replayed' : 'conflict', reservation } as const;
        },
        { transaction: true, confirm },
      );
    },

    async getReservation(id) {
      return byId(null, id);
    },

    async transition(id, request) {
      let target: ReservationState | null = null;
      let from: ReservationState | null = null;
      const confirm = async (client: pg.PoolClient) => {
        if (target === null || from === null) return null;
        const lead = await client.query('SELECT 1 FROM leads WHERE id = $1', [reservationLeadId(id, target)]);
        const stored = await byId(client, id);
        return lead.rows.length > 0 && stored
          ? { value: { outcome: 'changed' as const, reservation: stored, from } }
          : null;
      };
      return call(
        async (client) => {
          const current = await byId(client, id, true);
          if (!current) return { outcome: 'not-found' as const };
          const next = nextReservationState(current.state, request.event);
          if (next === null) return { outcome: 'unchanged' as const, reservation: current };
          target = next;
          from = current.state;
          const row = first(
            await client.query(
              `UPDATE reservations SET state = $2, hold_until = COALESCE($3, hold_until),
                 payment_ref = COALESCE($4, payment_ref), updated_at = $5
               WHERE id = $1 RETURNING *`,
              [id, next, request.holdUntil ?? null, request.paymentRef ?? null, request.now],
            ),
          );
          const reservation = toReservation(row!);
          await insertLead(client, reservation, request.sinks, request.now);
          return { outcome: 'changed' as const, reservation, from: current.state };
        },
        { transaction: true, confirm },
      );
    },

    async recordCheckout(id, checkout) {
      await query('UPDATE reservations SET checkout_id = $2, checkout_url = $3, updated_at = $4 WHERE id = $1', [
        id,
        checkout.checkoutId,
        checkout.checkoutUrl,
        checkout.now,
      ]);
    },

    async recordRefund(id, refundRef, now) {
      await query('UPDATE reservations SET refund_ref = $2, updated_at = $3 WHERE id = $1', [id, refundRef, now]);
    },

    async activeHold(tenant, carId) {
      const row = first(
        await query(`SELECT * FROM reservations WHERE tenant = $1 AND car_id = $2 AND ${ACTIVE}`, [tenant, carId]),
      );
      return row ? toReservation(row) : null;
    },

    async activeHolds(tenant) {
      const result = await query(
        `SELECT * FROM reservations WHERE tenant = $1 AND ${ACTIVE} ORDER BY created_at, seq`,
        [tenant],
      );
      return (result.rows as Row[]).map(toReservation);
    },

    async sweepable(now, limit) {
      const result = await query(
        `SELECT * FROM reservations
         WHERE (state IN ('requested', 'held') AND hold_until <= $1)
            OR (state IN ('expired', 'cancelled') AND payment_ref IS NOT NULL AND refund_ref IS NULL)
         ORDER BY hold_until, seq LIMIT $2`,
        [now, limit],
      );
      return (result.rows as Row[]).map(toReservation);
    },

    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
