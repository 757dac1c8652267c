/**
 * The files a build makes from the tenant's stock and settings alone, made on a thread of their own while Astro starts
 * and renders (issue 20 item 4): each car's compare and finance files (scripts/car-json-files.ts), every car's similar
 * cars (scripts/similar-cars-files.ts), the vehicle feeds (scripts/search-engine-files.ts) and the functions' data
 * (scripts/edge-data.ts); and, for a full build, the cars' fingerprints its manifest records. After Astro they took
 * about a second of the group's build on one core; here they take the time the second core has while Astro loads its
 * config and Vite bundles, before the render needs it.
 *
 * The thread reads the tenant again (src/site/tenant.ts) with the build's environment: the same files, the build's
 * pinned clock (BUILD_NOW, set by scripts/build-tenant.ts) and, in an incremental build, the cars it renders
 * (BUILD_RENDER_CARS), so it writes what the main thread would have. None of these files is one Astro writes, and an
 * incremental build carries cars' files over only once this thread is done (`done`), as before.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { getTenant } from '../src/site/tenant.ts';
import { carFingerprints } from './incremental/fingerprints.ts';
import { writeCarJsonFiles } from './car-json-files.ts';
import { writeEdgeData } from './edge-data.ts';
import { writeFeeds, type FeedsReport } from './search-engine-files.ts';
import { writeSimilarCarsFiles } from './similar-cars-files.ts';

/** What the thread answers once every file is written. */
export interface StockFilesReport {
  carJsonFiles: number;
  similarCarsFiles: number;
  feeds: FeedsReport;
  /** Each car's fingerprint (scripts/incremental/fingerprints.ts), by slug, when asked for (`withFingerprints`). */
  fingerprints?: [string, string][];
  /** Milliseconds from the thread's start to its last file. */
  ms: number;
}

interface StockFilesData {
  task: 'stock-files';
  outDir: string;
  withFingerprints: boolean;
}

export interface StockFiles {
  /** Resolves once every file is written; rejects with the thread's error, as the build would have failed on it. */
  done(): Promise<StockFilesReport>;
}

/**
 * Starts writing the stock's files into `outDir` (the process's environment names the tenant and its clock); with
 * `withFingerprints`, the thread also answers the cars' fingerprints, which a full build needs only for its manifest.
 */
export function startStockFiles(outDir: string, withFingerprints = false): StockFiles {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { task: 'stock-files', outDir, withFingerprints } satisfies StockFilesData,
  });
  const report = new Promise<StockFilesReport>((resolve, reject) => {
    worker.once('message', (answer: StockFilesReport | { error: string }) =>
      'error' in answer ? reject(new Error(answer.error)) : resolve(answer),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the stock files' thread ended (exit code ${code})`)));
  });
  // Not left unhandled while the build goes on: `done` is asked for after Astro.
  report.catch(() => {});
  return { done: () => report };
}

async function writeStockFiles({ outDir, withFingerprints }: StockFilesData): Promise<StockFilesReport> {
  const started = performance.now();
  const tenant = getTenant();
  const carJsonFiles = writeCarJsonFiles(outDir, tenant);
  const similarCarsFiles = await writeSimilarCarsFiles(outDir, tenant);
  const feeds = await writeFeeds(outDir, tenant);
  await writeEdgeData(outDir, tenant);
  const fingerprints = withFingerprints ? [...carFingerprints(tenant)] : undefined;
  return { carJsonFiles, similarCarsFiles, feeds, fingerprints, ms: performance.now() - started };
}

if (parentPort && (workerData as { task?: string } | null)?.task === 'stock-files') {
  const port = parentPort;
  writeStockFiles(workerData as StockFilesData).then(
    (report) => port.postMessage(report),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
}
