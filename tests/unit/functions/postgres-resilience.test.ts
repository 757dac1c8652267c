/**
 * functions/adapters/postgres-resilience.ts: which errors are connection failures, and what a call
 * does after one, on the shared test PostgreSQL (connections ended from the server side, commits
 * whose answer is lost) without restarting it.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createPostgresCaller,
  isTransientConnectionError,
  type PostgresCall,
} from '../../../functions/adapters/postgres-resilience.ts';
import { StoreUnavailableError } from '../../../functions/ports/store-unavailable.ts';
import { coded, faultyPool } from './postgres-faults.ts';

describe('isTransientConnectionError: a lost or refused connection, not a real SQL error', () => {
  it.each([
    ['refused', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['reset', coded('read ECONNRESET', 'ECONNRESET')],
    ['broken pipe', coded('write EPIPE', 'EPIPE')],
    ['timed out', coded('connect ETIMEDOUT', 'ETIMEDOUT')],
    ['pg: socket ended', new Error('Connection terminated unexpectedly')],
    ['pg-pool: connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pg-pool: no free client in time', new Error('timeout exceeded when trying to connect')],
    ['pg: a client already broken', new Error('Client has encountered a connection error and is not queryable')],
    ['57P01 admin shutdown', coded('terminating connection due to administrator command', '57P01')],
    ['57P02 crash shutdown', coded('terminating connection because of crash of another server process', '57P02')],
    ['57P03 starting up', coded('the database system is starting up', '57P03')],
    ['53300 too many connections', coded('sorry, too many clients already', '53300')],
    ['08006 connection failure', coded('connection failure', '08006')],
    ['08001 cannot establish', coded('could not establish connection', '08001')],
    ['a refusal inside an AggregateError', new AggregateError([coded('connect ECONNREFUSED ::1', 'ECONNREFUSED')])],
    ['a reset as the cause', new Error('wrapped', { cause: coded('read ECONNRESET', 'ECONNRESET') })],
  ])('%s: transient', (_, error) => {
    expect(isTransientConnectionError(error)).toBe(true);
  });

  it.each([
    ['unique violation', coded('duplicate key value violates unique constraint "leads_pkey"', '23505')],
    ['syntax error', coded('syntax error at or near "SELEC"', '42601')],
    ['undefined table', coded('relation "leads" does not exist', '42P01')],
    ['bad value', coded('invalid input syntax for type bigint', '22P02')],
    ['serialization failure (a conflict, not a connection)', coded('could not serialize access', '40001')],
    ['an error of our own', new Error('Lead x was not stored and no lead holds its key')],
    ['not an Error', 'Connection terminated unexpectedly'],
  ])('%s: not transient', (_, error) => {
    expect(isTransientConnectionError(error)).toBe(false);
  });
});

const url = process.env.PG_TEST_URL ?? process.env.DATABASE_URL;

if (!url) {
  describe.skip('PostgreSQL calls after connection failures: set PG_TEST_URL or DATABASE_URL (DATABASE_URL=$(scripts/test-postgres.sh))', () => {
    it('needs a PostgreSQL server', () => {});
  });
} else {
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  const schema = `resilience_test_${randomUUID().replaceAll('-', '')}`;
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const pool = new pg.Pool({ connectionString: scoped.toString(), max: 4 });
  afterAll(async () => {
    await pool.end();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  const { pool: faulty, plan } = faultyPool(pool);
  const call = createPostgresCaller(faulty, { budgetMs: 1_000 });

  const table = `CREATE TABLE IF NOT EXISTS "${schema}".items (id text PRIMARY KEY)`;
  const ready = admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`).then(() => admin.query(table));
  const stored = async (id: string) =>
    Number((await admin.query(`SELECT count(*) AS n FROM "${schema}".items WHERE id = $1`, [id])).rows[0].n);
  const insert = (id: string, options: Omit<PostgresCall<string>, 'transaction'> = {}) =>
    call(
      async (client) => {
        await client.query('INSERT INTO items (id) VALUES ($1)', [id]);
        return 'inserted';
      },
      { transaction: true, ...options },
    );
  const confirmById = (id: string) => async (client: pg.PoolClient) =>
    (await client.query('SELECT 1 FROM items WHERE id = $1', [id])).rows.length > 0 ? { value: 'confirmed' } : null;

  describe('PostgreSQL calls after connection failures', () => {
    it('a connection ended by the server while checked out (57P01) is no crash: the read runs again on a fresh one', async () => {
      await ready;
      let tries = 0;
      const result = await call(
        async (client) => {
          tries += 1;
          if (tries === 1) {
            const pid = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
            await admin.query('SELECT pg_terminate_backend($1)', [pid]);
            // The socket's end arrives as an 'error' event on the idle, checked-out client.
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
          return (await client.query('SELECT 42 AS answer')).rows[0].answer as number;
        },
        { repeatable: true },
      );
      expect([result, tries]).toEqual([42, 2]);
    });

    it('connects refused: any call, even one that must not run twice, is tried again (nothing was sent)', async () => {
      await ready;
      plan.refuseConnects = 2;
      const id = randomUUID();
      expect(await insert(id)).toBe('inserted');
      expect(await stored(id)).toBe(1);
    });

    it('COMMIT lost after it ran: the confirm read finds the row, the call succeeds without inserting it again', async () => {
      await ready;
      const id = randomUUID();
      plan.commit = 'lost-after-committing';
      expect(await insert(id, { confirm: confirmById(id) })).toBe('confirmed');
      expect(await stored(id)).toBe(1);
    });

    it('COMMIT lost before it ran: the confirm read finds nothing, the transaction runs again and commits once', async () => {
      await ready;
      const id = randomUUID();
      plan.commit = 'lost-before-sending';
      expect(await insert(id, { confirm: confirmById(id) })).toBe('inserted');
      expect(await stored(id)).toBe(1);
    });

    it('a commit in doubt with no way to confirm it: StoreUnavailableError saying so, not a blind second run', async () => {
      await ready;
      const id = randomUUID();
      plan.commit = 'lost-after-committing';
      const failure = await insert(id).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StoreUnavailableError);
      expect((failure as StoreUnavailableError).message).toMatch(/may or may not have been committed/);
      expect((failure as StoreUnavailableError).retryAfterSeconds).toBeGreaterThan(0);
      expect(await stored(id)).toBe(1);
    });

    it('a database that stays away: StoreUnavailableError with Retry-After once the budget is spent', async () => {
      await ready;
      plan.refuseConnects = Number.POSITIVE_INFINITY;
      try {
        const failure = await call((client) => client.query('SELECT 1'), { repeatable: true }).catch(
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(StoreUnavailableError);
        expect((failure as Error).message).toMatch(/ECONNREFUSED/);
      } finally {
        plan.refuseConnects = 0;
      }
    });

    it('a real SQL error is thrown as it is, once, and the connection stays usable', async () => {
      await ready;
      const id = randomUUID();
      await insert(id);
      let tries = 0;
      const failure = await call(
        async (client) => {
          tries += 1;
          await client.query('INSERT INTO items (id) VALUES ($1)', [id]);
        },
        { transaction: true, repeatable: true },
      ).catch((error: unknown) => error);
      expect([(failure as { code?: string }).code, tries]).toEqual(['23505', 1]);
      expect(await call((client) => client.query('SELECT 1 AS one'), { repeatable: true })).toMatchObject({
        rows: [{ one: 1 }],
      });
    });
  });
}
