/**
 * Draws media files into a cache folder, skipping those already there: the drawing is a pure
 * function of the path, so a file drawn once is right for every later build of every tenant.
 * Runs as a worker thread (see media-integration.ts) so drawing overlaps Astro's page rendering; the worker draws
 * the sample history reports too (history-reports.ts).
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { renderGallerySvg, renderSpinFrameSvg } from './car-svg.ts';
import { drawMissingReports, type HistoryReport } from './history-reports.ts';
import { parseMediaPath, SPIN_FRAMES, type MediaRequest } from './media-paths.ts';

export function renderMedia(request: MediaRequest): string {
  switch (request.kind) {
    case 'gallery':
      return renderGallerySvg({ shape: request.shape, colour: request.colour, view: request.view });
    case 'spin':
      return renderSpinFrameSvg({
        shape: request.shape,
        colour: request.colour,
        frame: request.frame,
        frames: SPIN_FRAMES,
      });
    case 'interior':
      return renderSpinFrameSvg({
        shape: request.shape,
        colour: request.colour,
        frame: request.frame,
        frames: SPIN_FRAMES,
        interior: true,
      });
  }
}

/** Draws the missing files; returns how many were drawn. Unknown paths are skipped. */
export async function drawMissing(paths: readonly string[], cacheDir: string): Promise<number> {
  let drawn = 0;
  const dirs = new Set<string>();
  const work = paths.filter((path) => !existsSync(join(cacheDir, path)));
  for (const path of work) dirs.add(dirname(join(cacheDir, path)));
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
  const BATCH = 64;
  for (let i = 0; i < work.length; i += BATCH) {
    await Promise.all(
      work.slice(i, i + BATCH).map(async (path) => {
        const request = parseMediaPath(path);
        if (!request) return;
        const file = join(cacheDir, path);
        // Written under a temporary name and renamed, so a killed build never leaves half a file.
        const partial = `${file}.${process.pid}.partial`;
        await writeFile(partial, renderMedia(request));
        await rename(partial, file);
        drawn += 1;
      }),
    );
  }
  return drawn;
}

if (!isMainThread && parentPort && workerData?.task === 'draw-media') {
  const { paths, reports, cacheDir } = workerData as { paths: string[]; reports: HistoryReport[]; cacheDir: string };
  Promise.all([drawMissing(paths, cacheDir), drawMissingReports(reports, cacheDir)]).then(
    ([drawn, reportsDrawn]) => parentPort!.postMessage({ drawn, reportsDrawn }),
    (error: Error) => parentPort!.postMessage({ error: error.message }),
  );
}
