/**
 * Each page's render, timed (issue 20 item 4: where the render goes, by page type). `npm run bench:build-profile` has
 * Astro render one page at a time and the prerenderer wrapper (scripts/precompress-while-rendering.ts) note each
 * page's route and when its render began and ended, in microseconds of the process's monotonic clock: the clock of
 * V8's CPU profiles, so the profile's samples can be told apart by the page being rendered
 * (scripts/bench/cpu-profile-areas.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';

export interface RenderSpan {
  /** Astro's route, e.g. `/cars/[slug]`. */
  route: string;
  /** Microseconds, monotonic (`process.hrtime`). */
  start: number;
  end: number;
}

/** Now, in microseconds of the monotonic clock the spans and CPU profiles share. */
export const monotonicMicroseconds = () => Number(process.hrtime.bigint() / 1000n);

/** The spans as a file: a line per page, `route<TAB>start<TAB>end`. */
export function writeRenderSpans(file: string, spans: readonly RenderSpan[]): void {
  writeFileSync(file, spans.map((span) => `${span.route}\t${span.start}\t${span.end}\n`).join(''));
}

export function readRenderSpans(file: string): RenderSpan[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [route, start, end] = line.split('\t');
      return { route: route!, start: Number(start), end: Number(end) };
    });
}

export interface RouteRenderTime {
  route: string;
  pages: number;
  /** Milliseconds of all its pages' renders. */
  totalMs: number;
}

/** The spans summed by route, the costliest first. */
export function renderTimeByRoute(spans: readonly RenderSpan[]): RouteRenderTime[] {
  const byRoute = new Map<string, RouteRenderTime>();
  for (const { route, start, end } of spans) {
    const time = byRoute.get(route) ?? { route, pages: 0, totalMs: 0 };
    time.pages += 1;
    time.totalMs += (end - start) / 1000;
    byRoute.set(route, time);
  }
  return [...byRoute.values()].sort((a, b) => b.totalMs - a.totalMs);
}
