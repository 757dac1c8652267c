/**
 * Deploy target `directory`: makes a folder a copy of the build, writing only files whose content
 * hash differs (each through a temporary file and a rename, so a reader never sees half a file),
 * then deleting files the build no longer has and the folders they leave empty. Pages go last.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildFiles, pagesLast, type DeployResult } from './build-files.ts';

export async function deployDirectory(buildDir: string, target: string): Promise<DeployResult> {
  const started = performance.now();
  const wanted = pagesLast(await buildFiles(buildDir), (file) => file.path);
  await mkdir(target, { recursive: true });
  const current = new Map((await buildFiles(target)).map((file) => [file.path, file.sha256]));
  let uploaded = 0;
  for (const file of wanted) {
    if (current.get(file.path) === file.sha256) continue;
    const destination = join(target, file.path);
    await mkdir(dirname(destination), { recursive: true });
    const partial = `${destination}.${process.pid}.partial`;
    await copyFile(file.absolute, partial);
    await rename(partial, destination);
    uploaded++;
  }
  const keep = new Set(wanted.map((file) => file.path));
  const removed = pagesLast(
    [...current.keys()].filter((path) => !keep.has(path)),
    (path) => path,
  );
  for (const path of removed) await rm(join(target, path), { force: true });
  await removeEmptyFolders(target, target);
  return {
    target: `directory ${target}`,
    uploaded,
    deleted: removed.length,
    unchanged: wanted.length - uploaded,
    seconds: (performance.now() - started) / 1000,
  };
}

async function removeEmptyFolders(dir: string, top: string): Promise<void> {
  if (!existsSync(dir)) return;
  for (const entry of await readdir(dir, { withFileTypes: true }))
    if (entry.isDirectory()) await removeEmptyFolders(join(dir, entry.name), top);
  if (dir !== top && (await readdir(dir)).length === 0) await rmdir(dir);
}
