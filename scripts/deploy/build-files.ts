/**
 * The files of a published build as a deploy sees them: path (posix, relative), content hash and
 * whether it is a page. Deploys send pages last, so a new page never names an asset not there yet.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';

export interface BuildFile {
  /** Relative path with forward slashes: `cars/abc/index.html`. */
  path: string;
  absolute: string;
  sha256: string;
  size: number;
}

/** What a deploy did; `uploaded` counts files copied or objects put, `unchanged` those left as they were. */
export interface DeployResult {
  target: string;
  uploaded: number;
  deleted: number;
  unchanged: number;
  seconds: number;
  /** A command the operator runs (cloudflare: `wrangler deploy` needs the internet and a token). */
  command?: string;
}

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

export const isPage = (path: string) =>
  path.endsWith('.html') || path.endsWith('.html.br') || path.endsWith('.html.gz');

/** Non-pages first, then pages; alphabetical within each, for a stable order. */
export function pagesLast<T>(items: readonly T[], pathOf: (item: T) => string): T[] {
  return [...items].sort(
    (a, b) => Number(isPage(pathOf(a))) - Number(isPage(pathOf(b))) || pathOf(a).localeCompare(pathOf(b)),
  );
}

/** Every file under `dir` (links followed), hashed. */
export async function buildFiles(dir: string): Promise<BuildFile[]> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: BuildFile[] = [];
  for (const entry of names) {
    if (!entry.isFile()) continue;
    const absolute = join(entry.parentPath, entry.name);
    const bytes = await readFile(absolute);
    const path = absolute
      .slice(dir.length + 1)
      .split(sep)
      .join('/');
    files.push({ path, absolute, sha256: sha256(bytes), size: bytes.length });
  }
  return files;
}
