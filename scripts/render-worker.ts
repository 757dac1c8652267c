/**
 * A second thread rendering pages with Astro's own prerender bundle (issue 20 item 4). Astro renders every page on the
 * main thread; once the pages' copies are no longer made during the build (a tenant our server serves) and the pages
 * are written from a thread of their own (scripts/page-writer.ts), the second core has time to spare. This worker
 * loads the same bundle Astro's default prerenderer loads (`prerender-entry*.mjs` in the build's `.prerender/`
 * folder), is given the head data Astro's build environment holds (each route's styles, the page script's bundle, the
 * inline head scripts), and renders the pages it is sent with the bundle's own app: the same code, the same bytes.
 *
 * It is started with the build (`spawnRenderWorker`), and imports a warm-up module while Astro sets up and Vite builds
 * (the tenant, the packages the bundle imports); the bundle is sent to it when Astro's render begins (`start`).
 *
 * The main thread's prerenderer wrapper (scripts/precompress-while-rendering.ts) decides which pages go here.
 */
import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, Worker, workerData, type MessagePort } from 'node:worker_threads';
import { islandPropsMover, type IslandPropsPlace } from './island-props-files.ts';
import { importWithPageEncoder } from './page-text-encoder.ts';
import {
  isHtmlToWrite,
  PageRecords,
  pageFileIn,
  writtenOrThrow,
  type WriterClosed,
  type WrittenPages,
} from './page-writer.ts';

/**
 * The prerender bundle's entry: the file Astro's build wrote with that prefix in its `.prerender/` folder, which is in
 * the output folder when that is inside the project (`cwd`), else in the project's `.astro/` (Astro's
 * getOutDirWithinCwd, astro/dist/core/build/common.js): a release folder elsewhere must not leave the second core idle.
 */
export function prerenderEntryIn(outDir: URL, cwd = process.cwd()): URL | null {
  const serverDir = fileURLToPath(outDir).startsWith(cwd) ? outDir : new URL('./.astro/', pathToFileURL(cwd + sep));
  const dir = new URL('./.prerender/', serverDir);
  let names: string[];
  try {
    names = readdirSync(fileURLToPath(dir));
  } catch {
    return null;
  }
  const entries = names.filter((name) => name.startsWith('prerender-entry') && name.endsWith('.mjs'));
  return entries.length === 1 ? new URL(entries[0]!, dir) : null;
}

/** What Astro's build environment reads to give a page its head (astro/dist/core/build/environment.js). */
export interface HeadData {
  pagesByKeys: Map<string, unknown>;
  entrySpecifierToBundleMap: Map<string, string>;
  scripts: unknown[];
}

/**
 * Where the worker writes the pages it renders (`pageFileIn(pagesDir, …)`, as the page writer would), their results
 * pages' island props moved out first; without it, every page's bytes go back to the main thread.
 */
export interface WorkerPages {
  pagesDir: string;
  islandProps?: IslandPropsPlace;
}

/**
 * What the worker is started with, before the prerender bundle exists (while Astro sets up and Vite builds): a module to
 * import meanwhile (`warmUp`), which loads what the bundle's pages will find loaded (scripts/render-worker-warm-up.ts).
 */
export interface RenderWorkerData {
  task: 'render';
  warmUp: string | null;
}

/** The worker's first message, once Astro's build has made the bundle: what to render with. */
export interface RenderStart {
  /**
   * The main thread's environment as Astro renders, given to the worker's before it loads the bundle (what was set
   * after the worker started: an incremental build's BUILD_RENDER_CARS); its NODE_ENV must be the one the worker
   * warmed up with (the same React build, the same pages).
   */
  env: Record<string, string | undefined>;
  entry: string;
  head: HeadData;
  pages: WorkerPages | null;
}

/** A page to render: its URL and its route (by pattern and component, as the bundle's manifest lists routes). */
export interface RenderJob {
  id: number;
  url: string;
  route: string;
  component: string;
}

/**
 * A rendered page: its bytes, or none when the worker wrote it (Astro is then answered an empty body, for which it
 * writes nothing, as for the page writer's pages).
 */
export type RenderAnswer =
  | { id: number; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null }
  | { id: number; error: { message: string; stack?: string } };

/** What the main thread sends once every page is rendered: the worker answers what it wrote (WriterClosed). */
const CLOSE = 'close';

interface RouteInfo {
  routeData: { route: string; component: string };
}

interface BuildAppLike {
  manifest: { routes: RouteInfo[]; pageMap?: PageMap };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: unknown }): Promise<Response>;
}

/** The bundle's page modules by component, each behind a loader (a dynamic import). */
type PageMap = Map<string, () => Promise<unknown>>;

/**
 * Makes the prerender bundle's app import each page module once. It asks the manifest's loader for every page it
 * renders: a dynamic import of a module long loaded, which Node resolves and looks up again each time (about 0.1 ms a
 * page, through the module hooks Vite registers on the main thread). Both threads that render call it.
 */
export function importEachPageOnce(app: { manifest: { pageMap?: PageMap } }): void {
  const pageMap = app.manifest.pageMap;
  if (!pageMap) return;
  for (const [component, load] of pageMap) {
    let loaded: Promise<unknown> | undefined;
    pageMap.set(component, () => (loaded ??= load()));
  }
}

/** How the worker renders a page it is sent, and what it wrote once every page is rendered. */
interface PageRenderer {
  render(job: RenderJob): Promise<void>;
  closed(): WriterClosed;
}

/** Loads the prerender bundle and gives its app the head data of Astro's build: the worker's renderer. */
async function startRendering(port: MessagePort, { env, entry, head, pages }: RenderStart): Promise<PageRenderer> {
  if (process.env.NODE_ENV !== env.NODE_ENV)
    throw new Error(`the render worker has NODE_ENV ${process.env.NODE_ENV}, the build ${env.NODE_ENV}`);
  Object.assign(process.env, env);
  const { app } = await importWithPageEncoder<{ app: BuildAppLike }>(entry);
  importEachPageOnce(app);
  app.setInternals({ pagesByKeys: head.pagesByKeys, entrySpecifierToBundleMap: head.entrySpecifierToBundleMap });
  // Astro's logger writes through its destination; warnings and errors go to the build's stderr as Astro's would.
  const destination = {
    write(event: { level: string; label?: string | null; message: string }) {
      if (event.level === 'warn' || event.level === 'error')
        process.stderr.write(`${event.label ? `[${event.label}] ` : ''}${event.message}\n`);
      return true;
    },
  };
  app.setOptions({ settings: { scripts: head.scripts }, logger: { options: { destination } } });
  const routes = new Map(
    app.manifest.routes.map((info) => [`${info.routeData.route}\0${info.routeData.component}`, info.routeData]),
  );
  const records = new PageRecords();
  const finishPage = pages?.islandProps && islandPropsMover(pages.islandProps.outDir, pages.islandProps.under);

  /** Finishes and writes the page when it is an HTML page of its own folder (as the main thread would); true if so. */
  const written = async (pathname: string, response: Response) => {
    const file = pages && pageFileIn(pages.pagesDir, pathname);
    if (!file || !isHtmlToWrite(response) || !response.body) return false;
    const bytes = new Uint8Array(await response.arrayBuffer());
    records.write(file, finishPage?.(pathname, bytes)?.page ?? bytes);
    return true;
  };

  return {
    closed: () => records.closed(),
    async render(job) {
      try {
        const routeData = routes.get(`${job.route}\0${job.component}`);
        if (!routeData) throw new Error(`no route ${job.route} (${job.component}) in the prerender bundle`);
        const response = await app.render(new Request(job.url), { routeData });
        const isWritten = await written(new URL(job.url).pathname, response);
        const body = isWritten || response.body === null ? null : await response.arrayBuffer();
        // A page's build-time images (astro:assets) are listed in the thread that rendered it, which Astro's build
        // never reads here: such a page must be rendered on the main thread, so it fails here rather than lose them.
        const images = (globalThis as { astroAsset?: { staticImages?: Map<unknown, unknown> } }).astroAsset
          ?.staticImages;
        if (images?.size)
          throw new Error(
            `${new URL(job.url).pathname} uses astro:assets images, which only the main thread can build`,
          );
        const answer: RenderAnswer = {
          id: job.id,
          status: response.status,
          statusText: response.statusText,
          headers: [...response.headers],
          body,
        };
        port.postMessage(answer, body ? [body] : []);
      } catch (error) {
        const failure =
          error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
        port.postMessage({ id: job.id, error: failure } satisfies RenderAnswer);
      }
    },
  };
}

if (parentPort && (workerData as { task?: string } | null)?.task === 'render') {
  const { warmUp } = workerData as RenderWorkerData;
  const port = parentPort;
  const warmedUp = warmUp ? import(warmUp) : Promise.resolve();
  // Set by the first message; the pages sent after it wait for it. A bundle or warm-up that cannot load ends the
  // worker with its error (an unhandled rejection), which fails the build's pages (spawnRenderWorker's failAll).
  let renderer: Promise<PageRenderer> | undefined;
  port.on('message', (message: RenderStart | RenderJob | typeof CLOSE) => {
    if (message === CLOSE) void renderer!.then((pages) => port.postMessage(pages.closed() satisfies WriterClosed));
    else if ('entry' in message) renderer = warmedUp.then(() => startRendering(port, message));
    else void renderer!.then((pages) => pages.render(message));
  });
}

/** The worker as the main thread sees it: pages rendered there, and how many are waiting. */
export interface RenderWorker {
  /** The page, or, when the worker wrote it, the page's status and headers with no body. */
  render(url: string, route: { route: string; component: string }): Promise<Response>;
  pending(): number;
  /** Ends the worker once every page is rendered: what it wrote; rejects naming the pages it could not write. */
  close(): Promise<WrittenPages>;
}

/** The worker started before Astro's bundle exists: started on it, or stopped when the build renders without it. */
export interface SpawnedRenderWorker {
  /**
   * Sends the worker the bundle's `entry` and the head data of Astro's build (`internals`, `scripts`); it writes the
   * pages it renders into `pages` when given.
   */
  start(
    entry: URL,
    internals: { pagesByKeys: Map<string, { styles: unknown }>; entrySpecifierToBundleMap: Map<string, string> },
    scripts: unknown[],
    pages?: WorkerPages,
  ): RenderWorker;
  stop(): Promise<void>;
}

/**
 * Starts the render worker as the build starts, importing `warmUp` while Astro sets up and Vite builds: the worker then
 * renders from the first page Astro sends it, not a second later (issue 20 item 4). It keeps the process alive only
 * once started, so a build that fails before its render still ends.
 */
export function spawnRenderWorker(warmUp?: URL): SpawnedRenderWorker {
  const workerData: RenderWorkerData = { task: 'render', warmUp: warmUp?.href ?? null };
  // The environment Astro's build will give the render (a thread's copy is taken as it starts): NODE_ENV production
  // unless set (ensureProcessNodeEnv in astro/dist/core/build), else React's development build renders the pages.
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
  const worker = new Worker(new URL(import.meta.url), { workerData, env });
  worker.unref();
  const waiting = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
  let next = 0;
  let failed: Error | null = null;
  let closing: { resolve: (answer: WriterClosed) => void; reject: (error: Error) => void } | undefined;
  const failAll = (error: Error) => {
    failed = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    closing?.reject(error);
  };
  worker.on('message', (answer: RenderAnswer | WriterClosed) => {
    if (!('id' in answer)) {
      closing?.resolve(answer);
      return;
    }
    const job = waiting.get(answer.id);
    if (!job) return;
    waiting.delete(answer.id);
    if ('error' in answer) job.reject(Object.assign(new Error(answer.error.message), { stack: answer.error.stack }));
    else
      job.resolve(
        new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers }),
      );
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => {
    if (waiting.size || closing) failAll(new Error(`the render worker stopped (exit code ${code})`));
  });
  const started: RenderWorker = {
    render(url, route) {
      if (failed) return Promise.reject(failed);
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, url, route: route.route, component: route.component } satisfies RenderJob);
      });
    },
    pending: () => waiting.size,
    async close() {
      if (failed) {
        await worker.terminate();
        throw failed;
      }
      const closed = new Promise<WriterClosed>((resolve, reject) => {
        closing = { resolve, reject };
      });
      worker.postMessage(CLOSE);
      const answer = await closed;
      closing = undefined;
      await worker.terminate();
      return writtenOrThrow(answer);
    },
  };
  return {
    start(entry, internals, scripts, pages) {
      // Only what a page's head is made from: each route's styles (PageBuildData holds more, not all of it cloneable).
      const pagesByKeys = new Map([...internals.pagesByKeys].map(([key, data]) => [key, { styles: data.styles }]));
      worker.ref();
      worker.postMessage({
        env: { ...process.env },
        entry: entry.href,
        head: { pagesByKeys, entrySpecifierToBundleMap: internals.entrySpecifierToBundleMap, scripts },
        pages: pages ?? null,
      } satisfies RenderStart);
      return started;
    },
    stop: () => worker.terminate().then(() => undefined),
  };
}
