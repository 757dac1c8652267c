/**
 * A real pg Pool with faults on demand, for the tests of what the PostgreSQL stores do after a
 * connection failure (functions/adapters/postgres-resilience.ts): connects refused, and a COMMIT
 * (or an autocommitted statement) whose answer is lost, before it reached the server or after it ran there.
 */
import type pg from 'pg';

export interface FaultPlan {
  /** How many of the next checkouts fail with ECONNREFUSED. */
  refuseConnects: number;
  /** The next COMMIT's fate: its connection "terminated" before sending it, or after it committed. */
  commit: null | 'lost-before-sending' | 'lost-after-committing';
  /** The same for the next statement that starts with `startsWith` (one committed on its own, outside BEGIN). */
  statement?: null | { startsWith: string; fate: 'lost-before-sending' | 'lost-after-committing' };
}

export const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

/** `pool` with its `connect` wrapped by the faults of the returned plan (all off at first). */
export function faultyPool(pool: pg.Pool): { pool: pg.Pool; plan: FaultPlan } {
  const plan: FaultPlan = { refuseConnects: 0, commit: null };
  const connect = async () => {
    if (plan.refuseConnects > 0) {
      plan.refuseConnects -= 1;
      throw coded('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED');
    }
    const client = await pool.connect();
    const query = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
    const release = client.release;
    Object.assign(client, {
      query: async (text: string, values?: unknown[]) => {
        const statement = plan.statement && text.trimStart().startsWith(plan.statement.startsWith);
        const fault = text === 'COMMIT' ? plan.commit : statement ? (plan.statement?.fate ?? null) : null;
        if (!fault) return query(text, values);
        if (statement) plan.statement = null;
        else plan.commit = null;
        if (fault === 'lost-after-committing') await query(text, values);
        throw new Error('Connection terminated unexpectedly');
      },
      release: (error?: Error) => {
        Object.assign(client, { query });
        release(error);
      },
    });
    return client;
  };
  const wrapped = new Proxy(pool, {
    get(target, name) {
      if (name === 'connect') return connect;
      const value: unknown = Reflect.get(target, name);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { pool: wrapped, plan };
}
