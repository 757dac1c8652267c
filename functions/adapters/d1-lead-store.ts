/**
 * The lead store on Cloudflare D1 (the functions on Workers, issue 19): the SQLite adapter's tables
 * (sqlite-lead-schema.ts) and statements (lead-sql.ts), run through the D1 binding.
 *
 * D1 has no interactive transaction, so a write that was one transaction in SQLite is here one
 * `db.batch()` (atomic, and run alone: D1 executes one statement at a time per database) whose
 * statements carry their own conditions: a lead and its outbox entries go in together, the entries
 * only when the lead was inserted; an attempt is recorded by a compare-and-set on the state it was
 * computed from, read again if another writer came first. Claims are one UPDATE … RETURNING.
 *
 * At-least-once: `createLead` is idempotent by the lead's id as well as by the Idempotency-Key, so a
 * batch whose answer was lost is sent again (it commits once) before the call gives up.
 */
import type { AttemptOutcome, CreateLeadResult, LeadStore, NewLead, StoredLead } from '../ports/lead-store.ts';
import {
  all,
  applySchema,
  bound,
  changes,
  first,
  transientAsUnavailable,
  type D1Database,
  type D1Row,
} from './d1-database.ts';
import { afterAttempt, INTERRUPTED_ATTEMPT, unknownDelivery } from './delivery-state.ts';
import { leadRows, SQLITE_READERS } from './lead-rows.ts';
import * as SQL from './lead-sql.ts';
import { SQLITE_LEAD_SCHEMA } from './sqlite-lead-schema.ts';

const { toLead, toDelivery, toAttempt } = leadRows(SQLITE_READERS);

/** Tries of a write whose compare-and-set lost to another writer, before it is reported as an error. */
const CONTENDED_TRIES = 10;

/** Tries of `createLead` when D1 lost the connection: safe, it commits once whatever the number. */
const CREATE_TRIES = 3;

/** The lead store on the D1 database `db` (a binding: workerd owns it, so `close()` lets go of nothing). */
export function createD1LeadStore(db: D1Database): LeadStore {
  const leadByKey = async (tenant: string, key: string): Promise<StoredLead | null> => {
    const row = await first(db, SQL.LEAD_BY_KEY, tenant, key);
    return row ? toLead(row) : null;
  };

  const insertLead = async (lead: NewLead): Promise<CreateLeadResult> => {
    const { values, dueAt } = SQL.newLeadValues(lead);
    const [inserted] = await db.batch<D1Row>([
      bound(db, SQL.INSERT_LEAD, ...values),
      ...[...new Set(lead.sinks)].map((sink) => bound(db, SQL.ADD_DELIVERY, lead.id, lead.tenant, sink, dueAt)),
    ]);
    const row = inserted?.results[0];
    if (row) return { outcome: 'created', lead: toLead(row) };
    // This very lead, committed by an earlier try whose answer was lost: it was created by this call.
    const same = await first(db, SQL.LEAD_BY_ID, lead.tenant, lead.id);
    if (same && String(same.body_hash) === lead.bodyHash) return { outcome: 'created', lead: toLead(same) };
    const existing = lead.idempotencyKey === null ? null : await leadByKey(lead.tenant, lead.idempotencyKey);
    if (!existing) throw new Error(`Lead ${lead.id} was not stored and no lead holds its key`);
    return { outcome: existing.bodyHash === lead.bodyHash ? 'replayed' : 'conflict', lead: existing };
  };

  const store: LeadStore = {
    async migrate() {
      await applySchema(db, SQLITE_LEAD_SCHEMA);
    },

    async createLead(lead) {
      for (let tries = 1; ; tries += 1) {
        try {
          return await insertLead(lead);
        } catch (error) {
          if (tries >= CREATE_TRIES || !isConnectionLost(error)) throw error;
        }
      }
    },

    async getLead(tenant, id) {
      const row = await first(db, SQL.LEAD_BY_ID, tenant, id);
      return row ? toLead(row) : null;
    },

    findLeadByKey: leadByKey,

    releaseHeldLead(leadId, now) {
      return changes(db, SQL.RELEASE_HELD_LEAD, now.getTime(), leadId);
    },

    cancelHeldLead(leadId, reason, now) {
      return changes(db, SQL.CANCEL_HELD_LEAD, reason, leadId, now.getTime());
    },

    async listLeads(tenant, options = {}) {
      return (await all(db, SQL.LIST_LEADS, tenant, options.limit ?? -1)).map(toLead);
    },

    async countLeads(tenant) {
      return Number((await first(db, SQL.COUNT_LEADS, tenant))?.n ?? 0);
    },

    async claimDue(now, limit, leaseMs, owner) {
      const at = now.getTime();
      return SQL.claimOrder(await all(db, SQL.CLAIM_DUE, at, at + leaseMs, owner ?? null, limit)).map(toDelivery);
    },

    async markAttemptStarted(leadId, sink, at) {
      // One batch: the interrupted mark is logged from the row as it was, then replaced.
      const [, marked] = await db.batch<D1Row>([
        bound(db, SQL.LOG_INTERRUPTED_ATTEMPT, INTERRUPTED_ATTEMPT, leadId, sink),
        bound(db, SQL.MARK_ATTEMPT_STARTED, at.getTime(), leadId, sink),
      ]);
      if (!marked?.results.length) throw unknownDelivery(leadId, sink);
    },

    async recordAttempt(leadId: string, sink: string, outcome: AttemptOutcome) {
      for (let tries = 1; tries <= CONTENDED_TRIES; tries += 1) {
        const row = await first(db, SQL.DELIVERY, leadId, sink);
        if (!row) throw unknownDelivery(leadId, sink);
        const read = SQL.deliveryStateOf(row);
        const values = SQL.recordAttemptValues(leadId, sink, read, afterAttempt(read, outcome), {
          at: outcome.at.getTime(),
          ok: outcome.ok,
          error: outcome.ok ? null : (outcome.error ?? null),
        });
        // Both statements are guarded by the state read above: both apply, or (another writer came
        // first) neither does and the state is read again.
        const [, recorded] = await db.batch<D1Row>([
          bound(db, SQL.LOG_ATTEMPT, ...values.log),
          bound(db, SQL.RECORD_ATTEMPT, ...values.record),
        ]);
        if (recorded?.results.length) return;
      }
      throw new Error(`Delivery ${leadId}/${sink} kept changing while its attempt was recorded`);
    },

    async leaseOwners() {
      return (await all(db, SQL.LEASE_OWNERS)).map((row) => String(row.lease_owner));
    },

    async releaseLeases(owners) {
      if (owners.length === 0) return 0;
      const results = await db.batch(owners.map((owner) => bound(db, SQL.RELEASE_LEASES, owner)));
      return results.reduce((count, result) => count + result.meta.changes, 0);
    },

    async deliveries(filter) {
      const query = SQL.deliveriesQuery(filter);
      return (await all(db, query.sql, ...query.values)).map(toDelivery);
    },

    async attempts(leadId) {
      return (await all(db, SQL.ATTEMPTS, leadId)).map(toAttempt);
    },

    async requeue(filter) {
      const query = SQL.requeueQuery(filter);
      return changes(db, query.sql, ...query.values);
    },

    async close() {},
  };
  return transientAsUnavailable(store);
}

/** D1 lost the connection mid-call: the batch may or may not have been committed. */
function isConnectionLost(error: unknown): boolean {
  return error instanceof Error && error.message.includes('Network connection lost');
}
