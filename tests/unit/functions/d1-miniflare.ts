/**
 * D1 in workerd for the store contract suites (issue 19): one Miniflare per test file, started
 * before its tests and disposed after.
 *
 * `store(kind)` is a D1 store running inside workerd: the test Worker (d1-worker/store-worker.ts)
 * holds the D1 binding and the adapter, as the functions' Worker does, and each call of the port
 * crosses as one request. So the suites test the adapters in the runtime they ship to (no `node:`
 * module there, workerd's own scheduling of concurrent calls), and a call costs one round trip
 * rather than one per `prepare`/`bind` of the binding's Node proxy. The TypeScript is loaded as
 * workerd modules with its types stripped by Node (the project's TypeScript is erasable syntax only).
 *
 * `binding()` is the same database from Node (Miniflare's proxy), for tests that wrap the binding
 * to make it fail (d1-faults.test.ts).
 */
import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, vi } from 'vitest';
import type { D1Database } from '../../../functions/adapters/d1-database.ts';
import { StoreUnavailableError } from '../../../functions/ports/store-unavailable.ts';
import type { StoreKind } from './d1-worker/store-worker.ts';

const ENTRY = fileURLToPath(new URL('./d1-worker/store-worker.ts', import.meta.url));
const ROOT = resolve(dirname(ENTRY), '../../../..');

/**
 * A limit, not a timed assertion (no result depends on it): each call is a request into workerd
 * and on to D1's own object there, so on a loaded machine a suite's 200-call concurrency case or
 * its property test (hundreds of calls) may take far longer than the default 5 s.
 */
const D1_TEST_TIMEOUT_MS = 60_000;

/** The entry and every module it imports (relative imports; type-only ones are gone once stripped). */
function workerModules(): { type: 'ESModule'; path: string; contents: string }[] {
  const modules = new Map<string, string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    const code = stripTypeScriptTypes(readFileSync(file, 'utf8'));
    modules.set(file, code);
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*'([^']+)'/g)) {
      if (!specifier?.startsWith('.')) throw new Error(`${file}: workerd gets no package here (${specifier})`);
      visit(resolve(dirname(file), specifier));
    }
  };
  visit(ENTRY);
  return [...modules].map(([path, contents]) => ({ type: 'ESModule', path, contents }));
}

/** Dates as `{ $date: ms }` (the Worker revives them); everything else as JSON. */
const encode = (args: unknown[]) =>
  JSON.stringify(args, function (key, value: unknown) {
    const raw: unknown = (this as Record<string, unknown>)[key];
    return raw instanceof Date ? { $date: raw.getTime() } : value;
  });

type Reply =
  { ok: true; value: unknown } | { ok: false; error: { name: string; message: string; retryAfterSeconds?: number } };

function revived(error: { name: string; message: string; retryAfterSeconds?: number }): Error {
  if (error.name === 'StoreUnavailableError') return new StoreUnavailableError(error.message, error.retryAfterSeconds);
  const revivedError = new Error(error.message);
  revivedError.name = error.name;
  return revivedError;
}

export function useMiniflareD1() {
  vi.setConfig({ testTimeout: D1_TEST_TIMEOUT_MS });
  let miniflare: Miniflare | undefined;
  beforeAll(async () => {
    miniflare = new Miniflare({
      modules: workerModules(),
      modulesRoot: ROOT,
      d1Databases: ['DB'],
      compatibilityDate: '2026-04-01',
    });
    await miniflare.ready;
  }, 60_000);
  afterAll(async () => miniflare?.dispose());

  const started = () => {
    if (!miniflare) throw new Error('Miniflare is not started (useMiniflareD1 registers beforeAll)');
    return miniflare;
  };

  const call = async (store: StoreKind, method: string, args: unknown[]) => {
    const response = await started().dispatchFetch('http://stores.test/call', {
      method: 'POST',
      body: `{"store":${JSON.stringify(store)},"method":${JSON.stringify(method)},"args":${encode(args)}}`,
    });
    const reply = (await response.json()) as Reply;
    if (!reply.ok) throw revived(reply.error);
    return reply.value;
  };

  return {
    /** Empties the database (every table dropped), as a new SQLite file is empty. */
    async reset(): Promise<void> {
      await (await started().dispatchFetch('http://stores.test/reset', { method: 'POST' })).json();
    },
    /** The `kind` D1 store, running in workerd, each method one request to the test Worker. */
    store<S extends object>(kind: StoreKind): S {
      return new Proxy({} as S, {
        get: (_target, method) =>
          // Not a thenable: `await` on the store must give the store.
          typeof method !== 'string' || method === 'then'
            ? undefined
            : (...args: unknown[]) => call(kind, method, args),
      });
    },
    /** The database from Node, through Miniflare's proxy of the binding. */
    async binding(): Promise<D1Database> {
      return (await started().getD1Database('DB')) as unknown as D1Database;
    },
  };
}
