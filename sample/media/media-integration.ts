import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import type { Car } from '../../src/domain/schemas/car.ts';
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';
import { MEDIA_PREFIX, parseMediaPath } from './media-paths.ts';
import { renderMedia } from './draw-media.ts';
import { historyReportsOf, reportCachePath, type HistoryReport } from './history-reports.ts';

/**
 * The cache folder for this version of the drawings: a hash of every drawing source file
 * (car-svg.ts, car-svg/*, draw-media.ts, history-reports.ts), so any change to the drawing code starts a new one.
 */
export function mediaCacheDir(root: string): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const hash = createHash('sha256');
  for (const file of [
    'car-svg.ts',
    'draw-media.ts',
    'media-paths.ts',
    'history-reports.ts',
    ...readdirSync(join(here, 'car-svg'))
      .sort()
      .map((name) => `car-svg/${name}`),
  ]) {
    hash.update(file).update(readFileSync(join(here, file)));
  }
  return join(root, 'node_modules/.cache/dealer-sites', `media-${hash.digest('hex').slice(0, 12)}`);
}

/** Every media path the cars refer to (images, thumbnails, spin and interior frames). */
export function mediaPathsOf(cars: readonly Car[]): string[] {
  const paths = new Set<string>();
  const add = (url: string | null | undefined) => {
    if (url?.startsWith(MEDIA_PREFIX) && parseMediaPath(url)) paths.add(url);
  };
  for (const car of cars) {
    add(car.primary_image_url);
    add(car.spin_interior_image);
    for (const image of car.images) {
      add(image.image.url);
      add(image.image.thumb?.url);
    }
    for (const url of car.thumbnails ?? []) add(url);
    for (const url of car.spin_images ?? []) add(url);
  }
  return [...paths].sort();
}

function drawInWorker(
  paths: string[],
  reports: HistoryReport[],
  cacheDir: string,
): Promise<{ drawn: number; reportsDrawn: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(fileURLToPath(new URL('./draw-media.ts', import.meta.url)), {
      workerData: { task: 'draw-media', paths, reports, cacheDir },
    });
    worker.once('message', (message: { drawn?: number; reportsDrawn?: number; error?: string }) => {
      void worker.terminate();
      if (message.error) reject(new Error(`drawing sample images failed: ${message.error}`));
      else resolve({ drawn: message.drawn ?? 0, reportsDrawn: message.reportsDrawn ?? 0 });
    });
    worker.once('error', reject);
  });
}

/** Hard-links (or, across file systems, copies) cached files into the build output: [cache path, output path]. */
async function linkInto(files: readonly [string, string][], cacheDir: string, outDir: string): Promise<void> {
  await Promise.all(
    [...new Set(files.map(([, path]) => dirname(join(outDir, path))))].map((dir) => mkdir(dir, { recursive: true })),
  );
  const BATCH = 128;
  for (let i = 0; i < files.length; i += BATCH) {
    await Promise.all(
      files.slice(i, i + BATCH).map(async ([cached, path]) => {
        const target = join(outDir, path);
        await rm(target, { force: true });
        try {
          await link(join(cacheDir, cached), target);
        } catch {
          await copyFile(join(cacheDir, cached), target);
        }
      }),
    );
  }
}

/**
 * Draws the sample stock's pictures and history reports. At build start a worker thread draws the paths the
 * tenant's visible cars use, and their reports, into a cache shared by all builds (only missing files are drawn),
 * while Astro renders pages; at build end the files are linked into the output. In `astro dev` they are drawn
 * on request. Paths that are not ours (a real tenant's CDN URLs) are left alone.
 */
export function sampleMedia(cars: () => readonly Car[], cacheDir: string): AstroIntegration {
  let drawing: Promise<{ drawn: number; reportsDrawn: number }> | undefined;
  let paths: string[] = [];
  let reports: HistoryReport[] = [];
  return {
    name: 'dealer-sites:sample-media',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const request = req.url ? parseMediaPath(req.url.split('?')[0]!) : null;
          if (!request) return next();
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(renderMedia(request));
        });
      },
      'astro:build:start': () => {
        paths = mediaPathsOf(cars());
        reports = historyReportsOf(cars());
        drawing = drawInWorker(paths, reports, cacheDir);
        drawing.catch(() => {
          /* reported when awaited at build end */
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!drawing) return;
        const started = performance.now();
        const { drawn, reportsDrawn } = await drawing;
        const files = [
          ...paths.map((path): [string, string] => [path, path]),
          ...reports.map((report): [string, string] => [reportCachePath(report), report.path]),
        ];
        await linkInto(files, cacheDir, fileURLToPath(dir));
        logger.info(
          `${paths.length} sample images (${drawn} newly drawn) and ${reports.length} history reports (${reportsDrawn} newly drawn) ready ${Math.round(performance.now() - started)} ms after the pages`,
        );
      },
    },
  };
}

/**
 * What astro.config.ts registers: the sample-media integration for a sample tenant (`stock.sample`
 * in its site.json), nothing for a real tenant, whose image URLs are its own and whose build never
 * loads the drawing code.
 */
export function sampleMediaIntegrations(
  site: Pick<SiteConfig, 'stock'>,
  cars: () => readonly Car[],
  root: string,
): AstroIntegration[] {
  return site.stock.sample ? [sampleMedia(cars, mediaCacheDir(root))] : [];
}
