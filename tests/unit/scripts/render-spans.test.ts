/** Each page's render timed by route, for the build's profile (scripts/render-spans.ts, issue 20 item 4). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  monotonicMicroseconds,
  readRenderSpans,
  renderTimeByRoute,
  writeRenderSpans,
  type RenderSpan,
} from '../../../scripts/render-spans.ts';

const dir = mkdtempSync(join(tmpdir(), 'render-spans-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SPANS: RenderSpan[] = [
  { route: '/cars/[slug]', start: 1_000, end: 4_000 },
  { route: '/cars/[slug]/[reserve]', start: 4_100, end: 5_100 },
  { route: '/cars/[slug]', start: 5_200, end: 8_200 },
  { route: '/used-car/[...path]', start: 8_300, end: 28_300 },
];

describe('render spans', () => {
  it('are written a line per page and read back the same', () => {
    const file = join(dir, 'render-spans.tsv');
    writeRenderSpans(file, SPANS);
    expect(readRenderSpans(file)).toEqual(SPANS);
  });

  it("are summed by route, the costliest first, in milliseconds (the spans' microseconds / 1000)", () => {
    expect(renderTimeByRoute(SPANS)).toEqual([
      { route: '/used-car/[...path]', pages: 1, totalMs: 20 },
      { route: '/cars/[slug]', pages: 2, totalMs: 6 },
      { route: '/cars/[slug]/[reserve]', pages: 1, totalMs: 1 },
    ]);
  });

  it('are measured on a monotonic clock in microseconds, the clock of V8 CPU profiles', () => {
    const before = monotonicMicroseconds();
    const hrtime = Number(process.hrtime.bigint() / 1000n);
    expect(hrtime).toBeGreaterThanOrEqual(before);
    expect(hrtime - before).toBeLessThan(1e6);
  });
});
