/**
 * The scratch Astro project of `npm run bench:astro-floor` (scripts/bench/astro-floor.ts): one route whose pages
 * render nothing but a constant body, built as the tenant build runs Astro, in a fresh process each time.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '../list-files.ts';
import { UsageError } from '../report-errors.ts';
import { percentile } from './search-latency.ts';

export interface FloorBuild {
  seconds: number;
  /** User and system CPU of the whole build process (every thread). */
  cpuSeconds: number;
}

/** The tenant's built HTML pages: how many, and their average size in bytes. */
export function builtPages(distDir: string): { pages: number; averageBytes: number } {
  const pages = listFiles(distDir).filter((file) => file.endsWith('.html'));
  if (pages.length === 0) throw new UsageError(`${distDir} has no HTML pages: build the tenant first`);
  const bytes = pages.reduce((sum, file) => sum + statSync(join(distDir, file)).size, 0);
  return { pages: pages.length, averageBytes: Math.round(bytes / pages.length) };
}

/** A page body of exactly `bytes` bytes of plain ASCII markup (paragraphs), the same on every page. */
export function filler(bytes: number): string {
  const paragraph = '<p>Floor page text, the same on every page of the scratch build.</p>\n';
  return paragraph.repeat(Math.ceil(bytes / paragraph.length)).slice(0, bytes);
}

/** The route: its body is a module's constant (body.mjs reads it once), so no page reads or builds it. */
const PAGE = `---
import { body } from '../../../body.mjs';
export function getStaticPaths() {
  return Array.from({ length: Number(process.env.FLOOR_PAGES) }, (_, n) => ({ params: { n: String(n) } }));
}
const { n } = Astro.params;
---
<html lang="en"><head><meta charset="utf-8"><title>Page {n}</title></head><body><Fragment set:html={body} /></body></html>
`;

const BODY_MODULE = `import { readFileSync } from 'node:fs';
export const body = readFileSync(process.env.FLOOR_BODY, 'utf8');
`;

/**
 * Builds in-process and prints its wall and CPU seconds as JSON (process.cpuUsage counts every thread). With
 * FLOOR_PAGE_WRITER (the URL of scripts/precompress-while-rendering.ts) the pages are written as the tenant build
 * writes them: by the page writer's thread, nothing staged.
 */
const RUNNER = `import { build } from 'astro';
import { join } from 'node:path';
const integrations = [];
if (process.env.FLOOR_PAGE_WRITER) {
  const { precompressWhileRendering } = await import(process.env.FLOOR_PAGE_WRITER);
  const out = join(process.cwd(), 'dist');
  integrations.push(precompressWhileRendering(join(out, '.page-copies'), { threads: 0, writePagesInto: out }).integration);
}
const cpu = process.cpuUsage();
const start = performance.now();
await build({ root: process.cwd(), logLevel: 'warn', integrations });
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ seconds: (performance.now() - start) / 1000, cpuSeconds: (used.user + used.system) / 1e6 }));
`;

/** The scratch project in `dir`. */
export function writeFloorProject(dir: string, projectRoot: string): void {
  mkdirSync(join(dir, 'src/pages/p'), { recursive: true });
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "name": "astro-floor", "private": true, "type": "module" }\n');
  // As astro.config.ts builds a tenant: a folder per page, 16 pages rendering at once.
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    "import { defineConfig } from 'astro/config';\nexport default defineConfig({ build: { format: 'directory', concurrency: 16 } });\n",
  );
  writeFileSync(join(dir, 'src/pages/p/[n].astro'), PAGE);
  writeFileSync(join(dir, 'body.mjs'), BODY_MODULE);
  writeFileSync(join(dir, 'run.mjs'), RUNNER);
}

/** The page writer's wrapper, for a build whose pages it writes (`floorBuild`'s `pageWriter`). */
const PAGE_WRITER = new URL('../precompress-while-rendering.ts', import.meta.url).href;

/**
 * One build of `pages` pages with a body of `bodyBytes`, in a fresh process into an empty output folder; with
 * `pageWriter`, the pages are written by scripts/page-writer.ts's thread, as the tenant build writes them.
 */
export function floorBuild(dir: string, pages: number, bodyBytes: number, pageWriter = false): FloorBuild {
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  rmSync(join(dir, '.astro'), { recursive: true, force: true });
  const bodyFile = join(dir, 'body.html');
  writeFileSync(bodyFile, filler(bodyBytes));
  const run = spawnSync(process.execPath, ['run.mjs'], {
    cwd: dir,
    env: {
      ...process.env,
      FLOOR_PAGES: String(pages),
      FLOOR_BODY: bodyFile,
      FLOOR_PAGE_WRITER: pageWriter ? PAGE_WRITER : '',
    },
    encoding: 'utf8',
  });
  const last = run.stdout.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !last.startsWith('{')) {
    throw new Error(`the scratch Astro build failed (exit ${run.status}):\n${run.stderr || run.stdout}`);
  }
  return JSON.parse(last) as FloorBuild;
}

/** The median build of several: each figure's middle value. */
export function medianBuild(builds: readonly FloorBuild[]): FloorBuild {
  return {
    seconds: percentile(
      builds.map((build) => build.seconds),
      50,
    ),
    cpuSeconds: percentile(
      builds.map((build) => build.cpuSeconds),
      50,
    ),
  };
}
