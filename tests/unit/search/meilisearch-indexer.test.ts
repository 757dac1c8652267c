/**
 * Requirement: "`npm run index:meilisearch -- --site <slug>` creates or updates the tenant's
 * index with its settings, pushes the documents, waits for the task and reports counts." The
 * orchestration runs against a fake server that records every call and runs tasks at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Meilisearch, type Settings } from 'meilisearch';
import { indexTenants, requireEnv } from '../../../scripts/index-meilisearch.ts';
import {
  meilisearchIndexAdmin,
  type EnqueuedTaskRef,
  type FinishedTask,
  type MeilisearchIndexAdmin,
} from '../../../src/search/meilisearch/index-admin.ts';
import { MeilisearchTaskError, replaceIndex } from '../../../src/search/meilisearch/indexer.ts';

const SETTINGS: Settings = { searchableAttributes: ['make'] };

/** An in-memory Meilisearch: indexes hold document ids; every enqueued task is recorded, then waited for. */
function fakeServer(
  options: {
    existing?: Record<string, number[]>;
    failing?: (call: string) => { code: string; message: string } | null;
  } = {},
) {
  const indexes = new Map<string, number[]>(Object.entries(options.existing ?? {}));
  const calls: string[] = [];
  const outcomes = new Map<number, FinishedTask>();
  let nextUid = 1;
  const enqueue = (call: string, type: string, indexUid: string | null, apply: () => void): EnqueuedTaskRef => {
    calls.push(call);
    const task = { taskUid: nextUid++, type, indexUid };
    const error = options.failing?.(call) ?? null;
    if (!error) apply();
    outcomes.set(task.taskUid, { ...task, status: error ? 'failed' : 'succeeded', error });
    return task;
  };
  const admin: MeilisearchIndexAdmin = {
    indexExists: async (uid) => {
      calls.push(`exists ${uid}`);
      return indexes.has(uid);
    },
    createIndex: async (uid, primaryKey) =>
      enqueue(`create ${uid} (${primaryKey})`, 'indexCreation', uid, () => indexes.set(uid, [])),
    deleteIndex: async (uid) => enqueue(`delete ${uid}`, 'indexDeletion', uid, () => indexes.delete(uid)),
    updateSettings: async (uid) => enqueue(`settings ${uid}`, 'settingsUpdate', uid, () => {}),
    addDocuments: async (uid, documents) =>
      enqueue(`add ${documents.length} to ${uid}`, 'documentAdditionOrUpdate', uid, () =>
        indexes.set(uid, [
          ...(indexes.get(uid) ?? []),
          ...documents.map((document) => (document as { id: number }).id),
        ]),
      ),
    swapIndexes: async (first, second) =>
      enqueue(`swap ${first} ${second}`, 'indexSwap', null, () => {
        const a = indexes.get(first)!;
        indexes.set(first, indexes.get(second)!);
        indexes.set(second, a);
      }),
    waitForTask: async (task) => {
      calls.push(`wait ${task.taskUid}`);
      return outcomes.get(task.taskUid)!;
    },
    documentCount: async (uid) => indexes.get(uid)?.length ?? 0,
  };
  return { admin, calls, indexes };
}

const documents = (...ids: number[]) => ids.map((id) => ({ id, make: 'Ford' }));
let tick = 0;
const clock = () => (tick += 1500);

describe('replaceIndex', () => {
  it('first run: builds Car_production_next, creates the live index, swaps, drops the old contents, waiting for every task', async () => {
    const server = fakeServer();
    const report = await replaceIndex({
      admin: server.admin,
      indexUid: 'Car_production',
      settings: SETTINGS,
      documents: documents(1, 2, 3),
      clock,
    });
    expect(server.calls).toEqual([
      'exists Car_production_next',
      'create Car_production_next (id)',
      'wait 1',
      'settings Car_production_next',
      'wait 2',
      'add 3 to Car_production_next',
      'wait 3',
      'exists Car_production',
      'create Car_production (id)',
      'wait 4',
      'swap Car_production Car_production_next',
      'wait 5',
      'delete Car_production_next',
      'wait 6',
    ]);
    expect(report).toEqual({
      indexUid: 'Car_production',
      documentsSent: 3,
      documentCount: 3,
      replaced: false,
      seconds: 1.5,
    });
  });

  it('a re-run replaces the contents: cars no longer in stock leave the index; a leftover _next from a failed run is dropped first', async () => {
    const server = fakeServer({ existing: { Car_production: [1, 2, 3, 4], Car_production_next: [9] } });
    const report = await replaceIndex({
      admin: server.admin,
      indexUid: 'Car_production',
      settings: SETTINGS,
      documents: documents(2, 5),
    });
    expect(server.calls.slice(0, 3)).toEqual(['exists Car_production_next', 'delete Car_production_next', 'wait 1']);
    expect(server.calls).not.toContain('create Car_production (id)');
    expect(server.indexes.get('Car_production')).toEqual([2, 5]);
    expect(server.indexes.has('Car_production_next')).toBe(false);
    expect(report).toMatchObject({ documentsSent: 2, documentCount: 2, replaced: true });
  });

  it('documents go in batches, in the order given', async () => {
    const server = fakeServer();
    await replaceIndex({
      admin: server.admin,
      indexUid: 'Car_production',
      settings: SETTINGS,
      documents: documents(5, 4, 3, 2, 1),
      batchSize: 2,
    });
    expect(server.calls.filter((call) => call.startsWith('add'))).toEqual([
      'add 2 to Car_production_next',
      'add 2 to Car_production_next',
      'add 1 to Car_production_next',
    ]);
    expect(server.indexes.get('Car_production')).toEqual([5, 4, 3, 2, 1]);
  });

  it('settings go before documents (one indexing pass)', async () => {
    const server = fakeServer();
    await replaceIndex({
      admin: server.admin,
      indexUid: 'Car_production',
      settings: SETTINGS,
      documents: documents(1),
    });
    expect(server.calls.indexOf('settings Car_production_next')).toBeLessThan(
      server.calls.indexOf('add 1 to Car_production_next'),
    );
  });

  it.each<[string, string, RegExp]>([
    [
      'bad settings',
      'settings Car_production_next',
      /^Meilisearch task 2 \(settingsUpdate on Car_production_next\) failed: Attribute `colour` is not sortable \[invalid_settings_sortable_attributes\]$/,
    ],
    [
      'a bad document',
      'add 1 to Car_production_next',
      /^Meilisearch task 3 \(documentAdditionOrUpdate on Car_production_next\) failed: .* \[invalid_settings_sortable_attributes\]$/,
    ],
  ])(
    "a failed task (%s) stops the run with the task, its type, its index and the server's error; the live index is untouched",
    async (_name, failingCall, message) => {
      const server = fakeServer({
        existing: { Car_production: [7] },
        failing: (call) =>
          call === failingCall
            ? { code: 'invalid_settings_sortable_attributes', message: 'Attribute `colour` is not sortable' }
            : null,
      });
      const run = replaceIndex({
        admin: server.admin,
        indexUid: 'Car_production',
        settings: SETTINGS,
        documents: documents(1),
      });
      await expect(run).rejects.toThrow(MeilisearchTaskError);
      await expect(run).rejects.toThrow(message);
      expect(server.calls.some((call) => call.startsWith('swap'))).toBe(false);
      expect(server.indexes.get('Car_production')).toEqual([7]);
    },
  );

  it.each(['Car production', 'Car:production', ''])(
    'refuses an index uid Meilisearch would reject: "%s"',
    async (indexUid) => {
      const server = fakeServer();
      await expect(replaceIndex({ admin: server.admin, indexUid, settings: SETTINGS, documents: [] })).rejects.toThrow(
        /is not a valid Meilisearch index uid/,
      );
      expect(server.calls).toEqual([]);
    },
  );
});

describe('npm run index:meilisearch: clear one-line errors before any request', () => {
  it.each<[string, Record<string, string | undefined>, RegExp]>([
    [
      'no server address',
      { MEILISEARCH_ADMIN_KEY: 'k' },
      /^MEILISEARCH_URL is not set: the address of the Meilisearch server/,
    ],
    [
      'no admin key',
      { MEILISEARCH_URL: 'http://localhost:7700' },
      /^MEILISEARCH_ADMIN_KEY is not set: an API key allowed to manage indexes/,
    ],
    ['a blank value', { MEILISEARCH_URL: ' ', MEILISEARCH_ADMIN_KEY: 'k' }, /^MEILISEARCH_URL is not set/],
  ])('requireEnv: %s', (_name, env, message) => {
    expect(() => requireEnv(env, ['MEILISEARCH_URL', 'MEILISEARCH_ADMIN_KEY'])).toThrow(message);
  });

  it.each<[string, string[], RegExp]>([
    ['no --site', [], /^Name the tenant: npm run index:meilisearch -- --site <slug>$/],
    ['an unknown tenant', ['--site', 'nobody-motors'], /^No tenant named "nobody-motors"/],
    ['a known tenant without the environment', ['--site', 'harbour-city-toyota'], /^MEILISEARCH_URL is not set/],
  ])('indexTenants: %s', async (_name, argv, message) => {
    await expect(indexTenants(argv, {})).rejects.toThrow(message);
  });
});

describe("meilisearchIndexAdmin: the port over the real client speaks Meilisearch's REST API", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A fake server behind fetch: indexes by uid, tasks that succeed at once, every request recorded. */
  function fakeHttpServer(existing: string[]) {
    const indexes = new Map<string, number>(existing.map((uid) => [uid, 4]));
    const requests: { call: string; body: unknown }[] = [];
    const tasks: Record<string, unknown>[] = [];
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const enqueue = (type: string, indexUid: string | null, apply: () => void) => {
      apply();
      tasks.push({ uid: tasks.length, type, indexUid, status: 'succeeded', error: null });
      return json(202, {
        taskUid: tasks.length - 1,
        indexUid,
        status: 'enqueued',
        type,
        enqueuedAt: '2025-06-01T00:00:00Z',
      });
    };
    vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ call: `${method} ${url.pathname}${url.search}`, body });
      const [, first, uid, sub] = url.pathname.split('/');
      if (first === 'tasks') return json(200, tasks[Number(uid)]);
      if (first === 'swap-indexes') {
        const [a, b] = body[0].indexes as [string, string];
        return enqueue('indexSwap', null, () => {
          const count = indexes.get(a)!;
          indexes.set(a, indexes.get(b)!);
          indexes.set(b, count);
        });
      }
      if (method === 'POST' && first === 'indexes' && !uid)
        return enqueue('indexCreation', body.uid, () => indexes.set(body.uid, 0));
      if (!uid) return json(400, {});
      if (method === 'GET' && !sub)
        return indexes.has(uid)
          ? json(200, { uid, primaryKey: 'id' })
          : json(404, {
              message: `Index \`${uid}\` not found.`,
              code: 'index_not_found',
              type: 'invalid_request',
              link: '',
            });
      if (method === 'DELETE') return enqueue('indexDeletion', uid, () => indexes.delete(uid));
      if (sub === 'settings') return enqueue('settingsUpdate', uid, () => {});
      if (sub === 'documents')
        return enqueue('documentAdditionOrUpdate', uid, () => indexes.set(uid, (indexes.get(uid) ?? 0) + body.length));
      if (sub === 'stats') return json(200, { numberOfDocuments: indexes.get(uid) ?? 0 });
      return json(404, {});
    });
    return { requests };
  }

  it('creates, configures, fills, swaps and drops with the documented endpoints and bodies', async () => {
    const { requests } = fakeHttpServer(['Car_production']);
    const admin = meilisearchIndexAdmin(new Meilisearch({ host: 'http://meili.test', apiKey: 'admin' }));
    const report = await replaceIndex({
      admin,
      indexUid: 'Car_production',
      settings: SETTINGS,
      documents: documents(1, 2),
    });
    const writes = requests.filter((request) => !request.call.startsWith('GET'));
    expect(writes).toEqual([
      { call: 'POST /indexes', body: { uid: 'Car_production_next', primaryKey: 'id' } },
      { call: 'PATCH /indexes/Car_production_next/settings', body: SETTINGS },
      { call: 'POST /indexes/Car_production_next/documents?primaryKey=id', body: documents(1, 2) },
      // No `rename` field: servers before 1.18 reject it, and a plain swap is the default everywhere.
      { call: 'POST /swap-indexes', body: [{ indexes: ['Car_production', 'Car_production_next'] }] },
      { call: 'DELETE /indexes/Car_production_next', body: undefined },
    ]);
    expect(requests.filter((request) => request.call.startsWith('GET /tasks/'))).toHaveLength(writes.length);
    expect(report).toMatchObject({ documentsSent: 2, documentCount: 2, replaced: true });
  });

  it('an index the server does not know is missing (404 index_not_found), not an error', async () => {
    fakeHttpServer([]);
    const admin = meilisearchIndexAdmin(new Meilisearch({ host: 'http://meili.test', apiKey: 'admin' }));
    expect(await admin.indexExists('Car_production')).toBe(false);
  });
});
