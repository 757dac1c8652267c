/**
 * Writes the pages Astro renders from a thread of its own (issue 20 item 4). Astro writes each page itself
 * (generate.js: the response's bytes copied out, a folder made and the file written through the thread pool, all
 * answered on the main thread that renders); `npm run bench:astro-floor` measured that loop at 1.4 CPU ms a page for
 * the group's pages, before any render. The prerenderer wrapper (scripts/precompress-while-rendering.ts) hands a page's
 * bytes to this thread instead and answers Astro an empty body, which Astro writes nothing for. The same scratch pages
 * built 30 % less CPU and about a fifth faster that way.
 *
 * A page this thread cannot write fails the build (`close` rejects, naming it), as Astro's own write would have.
 *
 * It also reads each page it writes for what the steps after Astro would otherwise read it again for (`WrittenPages`):
 * its inline scripts' hashes (the security headers) and whether it says noindex (the sitemaps). That reading costs
 * this thread about a tenth of a millisecond a car page. Before, when pages got no copies, a staging thread copied,
 * hashed and decoded every page beside the render (about half a millisecond each), the precompress step read back
 * the pages it had no time for and the sitemaps read every page's head.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { inlineScriptHashesOfBytes } from './inline-script-hashes.ts';
import { isNoindexPageBytes } from './page-head.ts';

/** What the thread is sent: a page's file and its bytes; `null` once every page is sent. */
interface PageToWrite {
  file: string;
  bytes: Uint8Array;
}

/** The pages the thread wrote, and what they hold that the steps after Astro need. */
export interface WrittenPages {
  /** Every page written, by its absolute path. */
  files: string[];
  /** Those of them whose head says noindex (scripts/page-head.ts's isNoindexPage). */
  noindex: string[];
  /** Their inline scripts' hash sources (scripts/inline-script-hashes.ts), sorted, without repeats. */
  scriptHashes: string[];
}

/**
 * WrittenPages with the paths relative to the output folder, as listFiles names files (scripts/list-files.ts): what
 * the precompress step and the sitemaps take instead of reading those pages again.
 */
export interface KnownPages {
  files: ReadonlySet<string>;
  noindex: ReadonlySet<string>;
  scriptHashes: readonly string[];
}

/** `written`, of pages in `outDir`, as KnownPages. */
export function knownPagesIn(outDir: string, written: WrittenPages): KnownPages {
  const inDir = (file: string) => relative(outDir, file).split(sep).join('/');
  return {
    files: new Set(written.files.map(inDir)),
    noindex: new Set(written.noindex.map(inDir)),
    scriptHashes: written.scriptHashes,
  };
}

/** What a writing thread answers when it has written every page sent to it: the pages it could not write, too. */
export interface WriterClosed extends WrittenPages {
  failures: string[];
}

/**
 * The pages one thread writes, written synchronously and read as they are: the page writer's, and the render
 * worker's (scripts/render-worker.ts), which writes the pages it renders itself.
 */
export class PageRecords {
  private readonly failures: string[] = [];
  private readonly files: string[] = [];
  private readonly noindex: string[] = [];
  private readonly scriptHashes = new Set<string>();

  /** Writes `bytes` at `file`, making its folder; a page that cannot be written is a failure, named at `closed`. */
  write(file: string, bytes: Uint8Array): void {
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
      // Read once it is written: a page that could not be written is not reported as one.
      for (const hash of inlineScriptHashesOfBytes(bytes)) this.scriptHashes.add(hash);
      if (isNoindexPageBytes(bytes)) this.noindex.push(file);
      this.files.push(file);
    } catch (error) {
      this.failures.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  closed(): WriterClosed {
    return {
      failures: this.failures,
      files: this.files,
      noindex: this.noindex,
      scriptHashes: [...this.scriptHashes].sort(),
    };
  }
}

/** The pages two threads wrote, as one thread's. */
export function bothWritten(a: WrittenPages, b: WrittenPages): WrittenPages {
  return {
    files: [...a.files, ...b.files],
    noindex: [...a.noindex, ...b.noindex],
    scriptHashes: [...new Set([...a.scriptHashes, ...b.scriptHashes])].sort(),
  };
}

/** Throws naming the pages a writing thread could not write; answers what it wrote otherwise. */
export function writtenOrThrow({ failures, ...written }: WriterClosed): WrittenPages {
  if (failures.length) {
    const more = failures.length > 1 ? ` (and ${failures.length - 1} more)` : '';
    throw new Error(`Pages could not be written: ${failures[0]}${more}`);
  }
  return written;
}

export interface PageWriter {
  /**
   * Writes `bytes` at `file` (an absolute path), and answers true: the bytes may be moved to the thread, so the caller
   * must not use them. Answers false, taking nothing, when the thread is that many pages behind (MAX_PENDING_PAGES):
   * the caller writes the page itself.
   */
  write(file: string, bytes: Uint8Array<ArrayBuffer>): boolean;
  /**
   * Resolves once every page sent is on disk and the thread has ended, with what it read of them; rejects naming the
   * pages that failed.
   */
  close(): Promise<WrittenPages>;
}

/** Pages sent but not yet written, at most (bounded memory on a slow disk); past it a page is left to Astro. */
const MAX_PENDING_PAGES = 256;

/** Astro's status pages, which it writes as `404.html` and `500.html`, not in a folder of their own (generate.js). */
const STATUS_PAGES = new Set(['/404', '/500']);
/** A pathname whose folder is plain: letters, digits, `-`, `_` and `.` between slashes, and no `..`. */
const PLAIN_PATHNAME = /^\/(?:[\w.-]+\/?)*$/;

/**
 * The file Astro would write a page requested at `pathname` to, in `outDir`, with `build.format: 'directory'` and no
 * base path (the folder named by the path, `index.html` in it); null for a page left to Astro (its status pages, and
 * any path that is not plain).
 */
export function pageFileIn(outDir: string, pathname: string): string | null {
  // Astro requests a page with a folder's trailing slash (`/404/`) and names it without (`/404`).
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (STATUS_PAGES.has(path) || !PLAIN_PATHNAME.test(path) || path.split('/').includes('..')) return null;
  return join(outDir, posix.normalize(path), 'index.html');
}

/**
 * Whether Astro's answer for a page is HTML that is written as answered: a redirect's page is Astro's own template,
 * not this body (generate.js). Both threads that write pages ask it (scripts/precompress-while-rendering.ts,
 * scripts/render-worker.ts).
 */
export function isHtmlToWrite(response: Response): boolean {
  const redirect = response.status >= 300 && response.status < 400;
  return !redirect && response.headers.get('content-type')?.startsWith('text/html') === true;
}

/** What the thread is started with: a counter it adds one to after each page it was sent. */
interface WriterData {
  task: 'write-pages';
  written: Int32Array;
}

/** Starts the writing thread; `maxPendingPages` is for tests. */
export function startPageWriter({ maxPendingPages = MAX_PENDING_PAGES } = {}): PageWriter {
  const written = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { task: 'write-pages', written } satisfies WriterData,
  });
  let sent = 0;
  let failed: Error | undefined;
  const closed = new Promise<WriterClosed>((resolve, reject) => {
    worker.once('message', (answer: WriterClosed) => resolve(answer));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the page-writing thread ended (exit code ${code})`)));
  }).catch((error: unknown): WriterClosed => {
    failed = error instanceof Error ? error : new Error(String(error));
    return { failures: [], files: [], noindex: [], scriptHashes: [] };
  });
  return {
    write(file, bytes) {
      if (sent - Atomics.load(written, 0) >= maxPendingPages) return false;
      // Moved, not copied, when the bytes are a buffer of their own (not a view into a shared one, like Buffer's pool).
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      worker.postMessage({ file, bytes } satisfies PageToWrite, whole ? [bytes.buffer] : []);
      sent += 1;
      return true;
    },
    async close() {
      worker.postMessage(null);
      const answer = await closed;
      await worker.terminate();
      if (failed) throw new Error(`Pages could not be written: ${failed.message}`);
      return writtenOrThrow(answer);
    },
  };
}

if (parentPort && (workerData as { task?: string } | null)?.task === 'write-pages') {
  const { written } = workerData as WriterData;
  const port = parentPort;
  const records = new PageRecords();
  port.on('message', (page: PageToWrite | null) => {
    if (!page) {
      port.postMessage(records.closed() satisfies WriterClosed);
      return;
    }
    records.write(page.file, page.bytes);
    Atomics.add(written, 0, 1);
  });
}
