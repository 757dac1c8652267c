/**
 * The server's copies of the files a build left without (scripts/precompress.ts: a tenant served by this server gets
 * copies of its content-hashed bundles only). A page, a car's JSON, a feed or a sitemap is compressed the first time a
 * shopper's browser asks for it, with the levels the build gives pages (brotli 5, gzip 5), off the event loop (zlib's
 * thread pool), and the copy is kept in memory for the next request: a nightly build no longer compresses 8,000 pages
 * of which a day's shoppers open a fraction (issue 20 item 4), and a page costs its first request about 2 ms.
 *
 * A copy is keyed by the file's path, inode, modification time and size, so a new release (new files) never gets an
 * old one; the least recently used copies go past `maxBytes`. Two requests for the same copy share one compression.
 */
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { brotliOptions, MIN_PRECOMPRESS_BYTES, PAGE_GZIP_LEVEL, PAGE_QUALITY } from './precompress-files.ts';

/** The encodings the server makes on request, by their Accept-Encoding names. */
export type RequestEncoding = 'br' | 'gzip';

/** Copies kept by default: a large group's pages in brotli are about 150 MB, most never asked for in a day. */
export const DEFAULT_CACHE_BYTES = 128 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The copy of `body` in `encoding`, at the build's levels for pages (scripts/precompress-files.ts). */
export function compressPage(body: Uint8Array, encoding: RequestEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: PAGE_GZIP_LEVEL });
  return brotli(body, brotliOptions(PAGE_QUALITY, body.length));
}

/**
 * The encoding to send for an Accept-Encoding header: brotli when it is acceptable, else gzip, else none. A coding
 * with `q=0` is refused; `*` accepts any not named (RFC 9110 §12.5.3).
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): RequestEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (coding: string) => weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined);
  const accepted = (coding: RequestEncoding) => (weight(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

/** Whether a response of this Content-Type and length is worth compressing. */
const compressible = (type: string | null, length: number) =>
  type !== null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && length >= MIN_PRECOMPRESS_BYTES;

export interface CompressedCopies {
  /**
   * The response with the file at `path` compressed as `acceptEncoding` prefers, or `response` itself when it is not
   * a whole file's 200, is already encoded, too small, of a type not worth it, or no encoding is acceptable. HEAD gets
   * the same headers as GET (the copy is made for its length).
   */
  respond(response: Response, path: string, acceptEncoding: string | null | undefined): Promise<Response>;
  /** The bytes of the copies kept (for tests and the benchmark). */
  readonly bytes: number;
}

export function compressedCopies(maxBytes = DEFAULT_CACHE_BYTES): CompressedCopies {
  // A Map keeps insertion order: deleting and setting again on a hit makes its first key the least recently used.
  const copies = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  const keep = (key: string, copy: Buffer) => {
    if (copy.length > maxBytes) return;
    copies.set(key, copy);
    bytes += copy.length;
    for (const [oldest, old] of copies) {
      if (bytes <= maxBytes) break;
      copies.delete(oldest);
      bytes -= old.length;
    }
  };

  /** The copy under `key`, kept or made from `read` (the file's bytes). */
  const copyOf = async (key: string, read: () => Promise<Buffer>, encoding: RequestEncoding): Promise<Buffer> => {
    const kept = copies.get(key);
    if (kept) {
      copies.delete(key);
      copies.set(key, kept);
      return kept;
    }
    let making = pending.get(key);
    if (!making) {
      making = read().then((body) => compressPage(body, encoding));
      pending.set(key, making);
      // Kept once made; a failure is not kept, so the next request tries again.
      void making.then(
        (copy) => keep(key, copy),
        () => {},
      );
      void making.finally(() => pending.delete(key)).catch(() => {});
    }
    return making;
  };

  return {
    get bytes() {
      return bytes;
    },
    async respond(response, path, acceptEncoding) {
      const length = Number(response.headers.get('Content-Length'));
      if (
        response.status !== 200 ||
        response.headers.has('Content-Encoding') ||
        !compressible(response.headers.get('Content-Type'), length)
      )
        return response;
      // Sent as it is or compressed, it is chosen by the request's Accept-Encoding, which shared caches must know.
      response.headers.append('Vary', 'Accept-Encoding');
      const encoding = preferredEncoding(acceptEncoding);
      if (!encoding) return response;
      // The file as it is now, its identity and bytes from one open file: a new release has new files (another inode
      // and time) under the same path. One that cannot be read or compressed goes as it is (the response's stream).
      const handle = await open(path).catch(() => null);
      if (!handle) return response;
      let copy: Buffer | null;
      try {
        const file = await handle.stat();
        if (file.size !== length) return response;
        const key = `${path}\0${file.ino}\0${file.mtimeMs}\0${file.size}\0${encoding}`;
        copy = await copyOf(key, () => handle.readFile(), encoding).catch(() => null);
      } finally {
        await handle.close();
      }
      if (!copy) return response;
      void response.body?.cancel();
      const headers = new Headers(response.headers);
      headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(copy.length));
      return new Response(response.body === null ? null : new Uint8Array(copy), { status: 200, headers });
    },
  };
}
