/**
 * Atomic publish. A tenant's build is written to its own release folder,
 * `dist/.releases/<slug>/<build-id>/`, and `dist/<slug>` is a symbolic link to the live one. Publishing
 * makes a new link beside the old and renames it over `dist/<slug>`: rename(2) replaces the link in
 * one step, so a reader resolving `dist/<slug>/…` reaches the old release or the new one, never a
 * half-written folder nor nothing. The previous release stays on disk (a reader may be inside it,
 * and it is the way back) until `pruneReleases` removes the older ones.
 *
 * A `dist/<slug>` that is still a plain folder (a build from before releases) is moved into the
 * releases once; only that first publish has a moment without a site.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

export const RELEASES_DIR = '.releases';

/** `dist/<slug>`, the path every reader (the server, a deploy) uses. */
export const liveDir = (root: string, slug: string) => join(root, 'dist', slug);

const releasesOf = (root: string, slug: string) => join(root, 'dist', RELEASES_DIR, slug);

/** A new, empty-named release folder for a build: `dist/.releases/<slug>/<UTC time>-<random>`. */
export function newRelease(root: string, slug: string, now = new Date()): { id: string; dir: string } {
  const id = `${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${randomBytes(3).toString('hex')}`;
  return { id, dir: join(releasesOf(root, slug), id) };
}

/** The release folder `dist/<slug>` points at now; null when there is none or it is a plain folder. */
export function liveRelease(root: string, slug: string): string | null {
  const link = liveDir(root, slug);
  try {
    if (!lstatSync(link).isSymbolicLink()) return null;
    return resolve(dirname(link), readlinkSync(link));
  } catch {
    return null;
  }
}

/** Makes `dir` (a finished release) the live site of `slug` with one rename. Returns the release it replaced. */
export async function publishRelease(root: string, slug: string, dir: string): Promise<string | null> {
  const link = liveDir(root, slug);
  const previous = liveRelease(root, slug);
  const stats = lstatOrNull(link);
  if (stats && !stats.isSymbolicLink()) {
    // The one-time move of a pre-release build into the releases.
    await mkdir(releasesOf(root, slug), { recursive: true });
    await rename(link, join(releasesOf(root, slug), '19700101T000000Z-legacy'));
  }
  const temporary = join(dirname(link), `.${slug}.${process.pid}.${randomBytes(3).toString('hex')}.link`);
  await symlink(relative(dirname(link), dir), temporary);
  await rename(temporary, link);
  return previous;
}

function lstatOrNull(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

/**
 * Deletes the releases of `slug` except the live one and the `keep` newest others (the rollback).
 * Release ids start with their UTC time, so name order is age order.
 */
export async function pruneReleases(root: string, slug: string, keep = 1): Promise<string[]> {
  const folder = releasesOf(root, slug);
  if (!existsSync(folder)) return [];
  const live = liveRelease(root, slug);
  const others = (await readdir(folder))
    .map((name) => join(folder, name))
    .filter((dir) => dir !== live)
    .sort()
    .reverse();
  const removed = others.slice(keep);
  for (const dir of removed) await rm(dir, { recursive: true, force: true });
  return removed;
}

/** Whether a process id is running here (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `work` holding the tenant's lock, the folder `dist/.releases/<slug>.lock` holding the owner's
 * process id (made beside it and renamed into place, so the id is there the instant the lock is), so
 * two runs never build, publish and prune one tenant at once (a prune would delete the other's
 * release in progress). A lock whose process is gone is taken over; a live one is an error.
 */
export async function withTenantLock<T>(root: string, slug: string, work: () => Promise<T>): Promise<T> {
  const lock = `${releasesOf(root, slug)}.lock`;
  const mine = `${lock}.${process.pid}.${randomBytes(3).toString('hex')}`;
  await mkdir(mine, { recursive: true });
  await writeFile(join(mine, 'pid'), String(process.pid));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await rename(mine, lock);
        break;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || attempt > 0) throw error;
        const holder = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => 'NaN'));
        if (Number.isInteger(holder) && isRunning(holder))
          throw new Error(`another run (process ${holder}) is building ${slug}; try again when it ends`, {
            cause: error,
          });
        await rm(lock, { recursive: true, force: true });
      }
    }
  } catch (error) {
    await rm(mine, { recursive: true, force: true });
    throw error;
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
