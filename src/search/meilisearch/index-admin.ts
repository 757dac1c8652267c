/**
 * The few admin operations the indexer needs, as a port: the indexer is tested against a fake,
 * and `meilisearchIndexAdmin` adapts the real client (meilisearch 0.62). Admin keys live only in
 * the indexing command's environment; nothing here is imported by a page.
 */
import { Meilisearch, MeilisearchApiError, type IndexSwap, type Settings } from 'meilisearch';

/** A task Meilisearch accepted (HTTP 202): it runs later, in order. */
export interface EnqueuedTaskRef {
  taskUid: number;
  type: string;
  indexUid: string | null;
}

/** A task once it stopped running. */
export interface FinishedTask extends EnqueuedTaskRef {
  status: string;
  error: { code: string; message: string } | null;
}

export interface MeilisearchIndexAdmin {
  indexExists(uid: string): Promise<boolean>;
  createIndex(uid: string, primaryKey: string): Promise<EnqueuedTaskRef>;
  deleteIndex(uid: string): Promise<EnqueuedTaskRef>;
  updateSettings(uid: string, settings: Settings): Promise<EnqueuedTaskRef>;
  addDocuments(uid: string, documents: readonly object[], primaryKey: string): Promise<EnqueuedTaskRef>;
  /** Exchanges the contents of two existing indexes (atomic on the server). */
  swapIndexes(first: string, second: string): Promise<EnqueuedTaskRef>;
  waitForTask(task: EnqueuedTaskRef): Promise<FinishedTask>;
  documentCount(uid: string): Promise<number>;
}

/** Indexing 20000 cars can take a while on a small server; the client's 5 s default is too short. */
export const TASK_TIMEOUT_MS = 10 * 60_000;
const TASK_POLL_MS = 100;

const ref = (task: { taskUid: number; type: string; indexUid: string | null }): EnqueuedTaskRef => ({
  taskUid: task.taskUid,
  type: task.type,
  indexUid: task.indexUid,
});

/** The port over a real client (`new Meilisearch({ host, apiKey })`, with an admin key). */
export function meilisearchIndexAdmin(client: Meilisearch): MeilisearchIndexAdmin {
  return {
    async indexExists(uid) {
      try {
        await client.getRawIndex(uid);
        return true;
      } catch (error) {
        if (error instanceof MeilisearchApiError && error.cause?.code === 'index_not_found') return false;
        throw error;
      }
    },
    createIndex: async (uid, primaryKey) => ref(await client.createIndex(uid, { primaryKey })),
    deleteIndex: async (uid) => ref(await client.deleteIndex(uid)),
    updateSettings: async (uid, settings) => ref(await client.index(uid).updateSettings(settings)),
    addDocuments: async (uid, documents, primaryKey) =>
      ref(await client.index(uid).addDocuments([...documents] as Record<string, unknown>[], { primaryKey })),
    // `rename` is left out: servers before 1.18 reject the unknown field, and a plain swap is what
    // every version does by default.
    swapIndexes: async (first, second) => ref(await client.swapIndexes([{ indexes: [first, second] } as IndexSwap])),
    async waitForTask(task) {
      const done = await client.tasks.waitForTask(task.taskUid, { timeout: TASK_TIMEOUT_MS, interval: TASK_POLL_MS });
      return {
        taskUid: done.uid,
        type: done.type,
        indexUid: done.indexUid,
        status: done.status,
        error: done.error ? { code: done.error.code, message: done.error.message } : null,
      };
    },
    documentCount: async (uid) => (await client.index(uid).getStats()).numberOfDocuments,
  };
}
