/**
 * Writes the compare and finance pages' per-car JSON files (src/site/car-json-files.ts) into a built tenant, after
 * Astro and before an incremental build carries the other cars' files over (scripts/build-tenant.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { carJsonFiles } from '../src/site/car-json-files.ts';

/** Writes the files under `outDir`; returns how many. */
export function writeCarJsonFiles(outDir: string, tenant: Parameters<typeof carJsonFiles>[0]): number {
  const files = carJsonFiles(tenant);
  // Two folders in all: made once each, not once per file as Astro's page writer does.
  for (const dir of new Set(files.map((file) => dirname(file.path)))) mkdirSync(join(outDir, dir), { recursive: true });
  // Small files (0.3–1 KB), written in turn: no thousands of open files at once, and less CPU than promises.
  for (const file of files) writeFileSync(join(outDir, file.path), file.body);
  return files.length;
}
