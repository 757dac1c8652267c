/**
 * Replaces a tenant's Meilisearch index with its current stock ("creates or
 * updates the tenant's index with its settings, pushes the documents, waits for the task and
 * reports counts"). The new contents are built in `<uid>_next` and swapped in, so shoppers never
 * search a half-filled index, and a car that left the stock leaves the index with the old contents.
 */
import type { Settings } from 'meilisearch';
import type { EnqueuedTaskRef, MeilisearchIndexAdmin } from './index-admin.ts';
import { PRIMARY_KEY } from './index-uid.ts';

/** Meilisearch index uids: letters, digits, hyphens and underscores, at most 400 bytes. */
const INDEX_UID = /^[A-Za-z0-9_-]{1,390}$/;
/** Documents per request: about 1.5 KB each, so a batch stays a few MB, far below the 100 MB payload limit. */
export const DOCUMENT_BATCH_SIZE = 2000;
/** Suffix of the index the new contents are built in before the swap. */
export const NEXT_SUFFIX = '_next';

export interface IndexingReport {
  indexUid: string;
  documentsSent: number;
  /** The index's document count after the swap, as the server reports it. */
  documentCount: number;
  /** False when the index did not exist before. */
  replaced: boolean;
  seconds: number;
}

export interface IndexingRun {
  admin: MeilisearchIndexAdmin;
  indexUid: string;
  settings: Settings;
  /** Any order: the ranking rules end with `id:asc`, so no tie is left to insertion order. */
  documents: readonly object[];
  batchSize?: number;
  /** Milliseconds; injected so tests get a fixed duration. */
  clock?: () => number;
  /** Progress lines for the command line. */
  log?: (line: string) => void;
}

/** Raised when a task does not succeed: names the task, what it did, on which index, and the server's error. */
export class MeilisearchTaskError extends Error {}

function describeTask(task: EnqueuedTaskRef): string {
  return `task ${task.taskUid} (${task.type}${task.indexUid ? ` on ${task.indexUid}` : ''})`;
}

async function completed(admin: MeilisearchIndexAdmin, enqueued: Promise<EnqueuedTaskRef>): Promise<void> {
  const task = await admin.waitForTask(await enqueued);
  if (task.status !== 'succeeded') {
    const reason = task.error ? `${task.error.message} [${task.error.code}]` : 'no error given';
    throw new MeilisearchTaskError(`Meilisearch ${describeTask(task)} ${task.status}: ${reason}`);
  }
}

/**
 * Builds `<uid>_next` (dropping a leftover from a failed run), applies the settings before the
 * documents (one indexing pass instead of two), adds the documents in batches, creates the live
 * index if it is missing, swaps the two and deletes the old contents. Every task is awaited and
 * must succeed, else a MeilisearchTaskError names it; the live index is untouched by a failure
 * before the swap.
 */
export async function replaceIndex(run: IndexingRun): Promise<IndexingReport> {
  const {
    admin,
    indexUid,
    settings,
    documents,
    batchSize = DOCUMENT_BATCH_SIZE,
    clock = () => performance.now(),
    log = () => {},
  } = run;
  if (!INDEX_UID.test(indexUid))
    throw new Error(
      `"${indexUid}" is not a valid Meilisearch index uid (letters, digits, - and _ only): check search.index in site.json`,
    );
  const started = clock();
  const next = `${indexUid}${NEXT_SUFFIX}`;
  if (await admin.indexExists(next)) await completed(admin, admin.deleteIndex(next));
  await completed(admin, admin.createIndex(next, PRIMARY_KEY));
  await completed(admin, admin.updateSettings(next, settings));
  for (let start = 0; start < documents.length; start += batchSize) {
    await completed(admin, admin.addDocuments(next, documents.slice(start, start + batchSize), PRIMARY_KEY));
    log(`  ${Math.min(start + batchSize, documents.length)} / ${documents.length} documents indexed`);
  }
  const replaced = await admin.indexExists(indexUid);
  // A swap needs both indexes to exist; a first run swaps with a new empty index.
  if (!replaced) await completed(admin, admin.createIndex(indexUid, PRIMARY_KEY));
  await completed(admin, admin.swapIndexes(indexUid, next));
  await completed(admin, admin.deleteIndex(next));
  const documentCount = await admin.documentCount(indexUid);
  return { indexUid, documentsSent: documents.length, documentCount, replaced, seconds: (clock() - started) / 1000 };
}
