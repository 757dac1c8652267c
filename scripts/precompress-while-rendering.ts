/**
 * Compresses the pages on the second core while Astro renders on the first (issue 20 item 4). Astro renders one page
 * after another on the main thread, which keeps about one core busy; the precompressed copies (scripts/precompress.ts)
 * came after it, another quarter of the build. This integration wraps Astro's prerenderer: each HTML page's bytes, as
 * Astro is about to write them, are also sent to a worker thread, which makes their brotli and gzip copies (the same
 * levels and bytes as precompress-files.ts) and leaves them in a staging folder under the SHA-256 of those bytes.
 * The precompress step then moves a page's copies beside it when the page on disk has that hash, and compresses
 * every other file as before: what was staged is only time saved, never a different copy, and a page Astro wrote
 * differently, or one the worker had no time for, is compressed there.
 *
 * A page can also be finished there, before Astro writes it (`islandProps`): the results pages' island props move to
 * files of their own (scripts/island-props-files.ts), so each such page is written once, as served, and its staged
 * copies are its copies; the props files are staged the same way.
 *
 * And the page can be written there (`writePagesInto`): its bytes go to the page writer's thread
 * (scripts/page-writer.ts) and Astro is answered an empty body, so the main thread only renders.
 *
 * And when the second core has nothing to compress (the caller starts a `renderWorker`: no page copies), the pages of dynamic routes
 * are also rendered there: up to MAX_WORKER_PAGES at a time go to a worker running Astro's own prerender bundle
 * (scripts/render-worker.ts), the others the main thread renders as before. The worker finishes and writes the pages
 * it renders itself, the same way (a page's bytes crossing to this thread and on to the page writer's cost this
 * thread more than the page writer's own work), and tells this thread what it wrote when Astro is done.
 *
 * The staging folder is inside the output folder (the same disk, so moving a copy is a rename) and is removed by
 * the build once the copies are moved; a build that fails is not published (scripts/build.ts removes its folder).
 */
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { islandPropsMover, type IslandPropsPlace } from './island-props-files.ts';
import {
  bothWritten,
  isHtmlToWrite,
  knownPagesIn,
  pageFileIn,
  startPageWriter,
  type KnownPages,
  type PageWriter,
  type WrittenPages,
} from './page-writer.ts';
import { ALL_ENCODINGS, type Encoding, type StagedFile, type StagingWorkerData } from './precompress-files.ts';
import { importWithPageEncoder } from './page-text-encoder.ts';
import { monotonicMicroseconds } from './render-spans.ts';
import { importEachPageOnce, prerenderEntryIn, type RenderWorker, type SpawnedRenderWorker } from './render-worker.ts';

/** Pages sent but not yet compressed, at most: past it a page is left to the precompress step (bounded memory). */
const MAX_QUEUED_PAGES = 256;

export interface RenderTimeCompression {
  integration: AstroIntegration;
  /** Waits for the staged copies of every page sent; resolves at once when none were. */
  finished(): Promise<void>;
  /** Files sent to be staged: pages, and the files a finished page wrote (how much compression ran beside the render). */
  sent(): number;
  /** Pages rendered by the render worker (`renderWorker`). */
  renderedInWorker(): number;
  /** The pages the page writer wrote and what it read of them (`writePagesInto`), once Astro's build is done. */
  knownPages(): KnownPages | undefined;
}

/**
 * Rewrites a page before Astro writes it: given the page's path and bytes as rendered, its new bytes and the bytes of
 * the files it wrote beside it (staged too); null leaves the page as rendered.
 */
export type PageFinisher = (
  pathname: string,
  bytes: Uint8Array,
) => { page: Uint8Array<ArrayBuffer>; files: Uint8Array[] } | null;

/** Told of each page's render: its Astro route and when the render began and ended (scripts/render-spans.ts). */
export type RenderTimer = (route: string, start: number, end: number) => void;

/** The staging folder of a build into `outDir`. */
export const stagingDirOf = (outDir: string) => join(outDir, '.page-copies');

/** A prerenderer's answer as a Response, whichever of its two shapes it has. */
function responseOf(result: Awaited<ReturnType<AstroPrerenderer['render']>>): Response {
  return result instanceof Response ? result : result.response;
}

export interface RenderTimeCompressionOptions {
  /** Worker threads to stage in: the cores Astro's render leaves (none on a single core, where nothing is staged). */
  threads?: number;
  /** The results pages' island props, moved to files of their own before a page is written (islandPropsMover). */
  islandProps?: IslandPropsPlace;
  /** Told of each page's render (the build's profile). */
  timeRender?: RenderTimer;
  /** The copies to stage: the pages' of scripts/precompress.ts's precompressEncodings; both unless told. */
  encodings?: readonly Encoding[];
  /**
   * The output folder, when the pages are to be written from a thread of their own (scripts/page-writer.ts) rather
   * than by Astro on the main thread; every page is on disk when Astro's build returns either way.
   */
  writePagesInto?: string;
  /**
   * A second thread to render some of the pages of dynamic routes in (scripts/render-worker.ts), started by the caller
   * before Astro (spawnRenderWorker) so that it has warmed up by the time Astro renders; stopped unused under the
   * profiler (`timeRender`, which times each page's render on this thread) or when no bundle is found.
   */
  renderWorker?: SpawnedRenderWorker;
}

/**
 * Pages waiting for the render worker, at most: past it the main thread renders the page itself. Of Astro's 16 pages
 * at a time (astro.config.ts), so the worker has pages queued while the main thread renders its own. The group's
 * 8,087 pages, measured once each: with 4, 8, 12, 14 and 15 the worker rendered 1,963, 3,796, 4,396, 4,474–4,622 and
 * 4,698, and the render step was shortest at 12 (14.7 s, against 19.4–24.6 s with no worker).
 */
const MAX_WORKER_PAGES = 12;

/**
 * The integration staging page copies into `stagingDir` in worker threads, and finishing pages and timing their
 * renders when asked (`options`).
 */
export function precompressWhileRendering(
  stagingDir: string,
  {
    threads = availableParallelism() - 1,
    islandProps,
    timeRender,
    encodings = ALL_ENCODINGS,
    writePagesInto,
    renderWorker: spawnedWorker,
  }: RenderTimeCompressionOptions = {},
): RenderTimeCompression {
  const finishPage = islandProps && islandPropsMover(islandProps.outDir, islandProps.under);
  const done = new Int32Array(new SharedArrayBuffer(4));
  const workers: Worker[] = [];
  let sent = 0;

  const startWorkers = () => {
    const workerData: StagingWorkerData = { task: 'stage', stagingDir, encodings, done };
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(new URL('./precompress-files.ts', import.meta.url), { workerData });
      // A worker that fails stops counting pages done, so no more are sent to it past the queue's bound, and the
      // precompress step compresses what it did not stage (and reports an error there if it has one).
      worker.on('error', () => {});
      workers.push(worker);
    }
  };

  /** Sends a copy of a file's bytes to a worker, when one has room. */
  const send = (bytes: Uint8Array, html: boolean) => {
    if (threads < 1 || sent - Atomics.load(done, 0) >= MAX_QUEUED_PAGES) return;
    if (workers.length === 0) startWorkers();
    const copy = new Uint8Array(bytes);
    workers[sent % workers.length]!.postMessage({ bytes: copy, html } satisfies StagedFile, [copy.buffer]);
    sent += 1;
  };

  let writer: PageWriter | undefined;
  let renderWorker: RenderWorker | undefined;
  let renderedInWorker = 0;
  let knownPages: KnownPages | undefined;
  let outDir: URL | undefined;
  // The folder the page writer writes into: writePagesInto, once Astro's config shows its pages are where
  // pageFileIn puts them (a folder a page, no base path); otherwise Astro writes every page itself.
  let pagesDir: string | undefined;

  /**
   * Finishes an HTML page and stages its copies (and those of the files it wrote); answers the page as finished, or,
   * when the page writer wrote it, with an empty body (Astro writes no file for one: generate.js).
   */
  const stage = async (
    pathname: string,
    routeType: string,
    result: Awaited<ReturnType<AstroPrerenderer['render']>>,
  ) => {
    const response = responseOf(result);
    // The 404 page is written as rendered.
    const html = isHtmlToWrite(response);
    const pageFile = pagesDir !== undefined && routeType === 'page' ? pageFileIn(pagesDir, pathname) : null;
    if (!html || !response.body || ((threads < 1 || encodings.length === 0) && !finishPage && !pageFile)) return result;
    // Astro reads the body once (generate.js: `Buffer.from(await response.arrayBuffer())`), so the page is read here
    // and answered again from the bytes to write.
    let bytes = new Uint8Array(await response.arrayBuffer());
    const finished = finishPage?.(pathname, bytes);
    if (finished) {
      bytes = finished.page;
      // Staged for their copies: none to make when the pages get none (the files are no pages, never hashed).
      if (encodings.length > 0) for (const file of finished.files) send(file, false);
    }
    // Staged for its copies, with its script hashes. A page that gets none is left to the page writer, which reads its
    // hashes as it writes it (or, when Astro writes it, to the precompress step).
    if (encodings.length > 0) send(bytes, true);
    // The page writer takes the page unless it is too far behind; then Astro writes it.
    let written = false;
    if (pageFile) {
      writer ??= startPageWriter();
      written = writer.write(pageFile, bytes);
    }
    const again = new Response(written ? null : bytes, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    return result instanceof Response ? again : { ...result, response: again };
  };

  const integration: AstroIntegration = {
    name: 'dealer-sites:precompress-while-rendering',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (config.build.format === 'directory' && config.base === '/') pagesDir = writePagesInto;
        outDir = config.outDir;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((defaults) => ({
          name: 'dealer-sites:precompress-while-rendering',
          setup: async () => {
            const entry = outDir ? prerenderEntryIn(outDir) : null;
            let internals: Parameters<SpawnedRenderWorker['start']>[1] | undefined;
            if (entry) {
              // The same module, and app, the default prerenderer imports.
              const { app } = await importWithPageEncoder<{
                app: Parameters<typeof importEachPageOnce>[0] & { setInternals(value: unknown): void };
              }>(entry.href);
              importEachPageOnce(app);
              // The bundle's app is given Astro's build internals in the default prerenderer's setup: kept here too.
              const setInternals = app.setInternals.bind(app);
              app.setInternals = (value) => {
                internals = value as typeof internals;
                setInternals(value);
              };
            }
            await defaults.setup?.();
            const settings = (defaults as { app?: { getSettings(): { scripts: unknown[] } } }).app?.getSettings();
            // The worker writes the pages it renders, as the page writer would, when nothing else is done to a page
            // as it is written (its copies staged): the page's bytes then never cross to this thread.
            const pages = pagesDir !== undefined && encodings.length === 0 ? { pagesDir, islandProps } : undefined;
            if (spawnedWorker && !timeRender && entry && internals && settings)
              renderWorker = spawnedWorker.start(entry, internals, settings.scripts, pages);
            else await spawnedWorker?.stop();
          },
          getStaticPaths: () => defaults.getStaticPaths(),
          render: async (request, options) => {
            const start = timeRender && monotonicMicroseconds();
            const { routeData } = options;
            const inWorker =
              renderWorker !== undefined &&
              routeData.type === 'page' &&
              routeData.params.length > 0 &&
              !options.collectMetadata &&
              renderWorker.pending() < MAX_WORKER_PAGES;
            if (inWorker) renderedInWorker += 1;
            // The main thread renders its own pages back to back in microtasks: letting the event loop turn before
            // each one takes the worker's finished pages in, so it is sent more before it runs dry.
            if (renderWorker && !inWorker) await new Promise((resolve) => setImmediate(resolve));
            const result = inWorker
              ? await renderWorker!.render(request.url, routeData)
              : await defaults.render(request, options);
            if (timeRender) timeRender(options.routeData.route, start!, monotonicMicroseconds());
            return stage(new URL(request.url).pathname, options.routeData.type, result);
          },
          ...(defaults.collectStaticImages && { collectStaticImages: () => defaults.collectStaticImages!() }),
          // Astro tears its prerenderer down once every page is rendered: the pages written by then.
          teardown: async () => {
            const closing = writer;
            writer = undefined;
            const written = await closing?.close();
            const renderedAndWritten = await renderWorker?.close();
            renderWorker = undefined;
            const all = [written, renderedAndWritten].filter((pages): pages is WrittenPages => pages !== undefined);
            if (all.length > 0 && pagesDir) knownPages = knownPagesIn(pagesDir, all.reduce(bothWritten));
            await defaults.teardown?.();
          },
        }));
      },
    },
  };

  return {
    integration,
    sent: () => sent,
    renderedInWorker: () => renderedInWorker,
    knownPages: () => knownPages,
    finished: () =>
      Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              worker.postMessage(null);
            }),
        ),
      ).then(() => undefined),
  };
}
