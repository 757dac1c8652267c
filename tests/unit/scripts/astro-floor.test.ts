import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  builtPages,
  filler,
  floorBuild,
  medianBuild,
  writeFloorProject,
} from '../../../scripts/bench/astro-floor-project.ts';
import { UsageError } from '../../../scripts/report-errors.ts';

const root = join(import.meta.dirname, '../../..');

describe("bench:astro-floor: Astro's own build, for a tenant's page count and size (issue 20 item 4)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'astro-floor-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a body of exactly the bytes asked, ASCII markup', () => {
    for (const bytes of [0, 1, 70, 64_971]) {
      const body = filler(bytes);
      expect(Buffer.byteLength(body)).toBe(bytes);
      expect(body).toMatch(/^[\x20-\x7e\n]*$/);
    }
  });

  it("counts a built tenant's HTML pages and their average size, and nothing else", () => {
    const dist = join(dir, 'dist-sample');
    mkdirSync(join(dist, 'cars/a-car'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), 'x'.repeat(100));
    writeFileSync(join(dist, 'cars/a-car/index.html'), 'x'.repeat(300));
    writeFileSync(join(dist, 'cars/a-car/index.html.br'), 'x'.repeat(5000));
    writeFileSync(join(dist, 'robots.txt'), 'x'.repeat(5000));
    expect(builtPages(dist)).toEqual({ pages: 2, averageBytes: 200 });
  });

  it('says to build the tenant first when its folder has no pages', () => {
    const empty = join(dir, 'dist-empty');
    mkdirSync(empty);
    expect(() => builtPages(empty)).toThrow(UsageError);
    expect(() => builtPages(empty)).toThrow(`${empty} has no HTML pages: build the tenant first`);
  });

  it.each([
    ['by Astro', false],
    ["by the page writer's thread, as the tenant build writes them", true],
  ])(
    'builds the pages asked, each with the body, written %s, and times the build',
    { timeout: 60_000 },
    (_, pageWriter) => {
      const project = join(dir, `project-${pageWriter}`);
      writeFloorProject(project, root);
      const build = floorBuild(project, 3, 500, pageWriter);
      for (const n of ['0', '1', '2']) {
        const page = readFileSync(join(project, `dist/p/${n}/index.html`), 'utf8');
        expect(page).toContain(`<title>Page ${n}</title>`);
        expect(page).toContain(filler(500));
      }
      expect(existsSync(join(project, 'dist/p/3'))).toBe(false);
      expect(build.seconds).toBeGreaterThan(0);
      expect(build.cpuSeconds).toBeGreaterThan(0);
    },
  );

  it('the median build is the middle of each figure', () => {
    const builds = [
      { seconds: 3, cpuSeconds: 1 },
      { seconds: 1, cpuSeconds: 9 },
      { seconds: 2, cpuSeconds: 5 },
    ];
    expect(medianBuild(builds)).toEqual({ seconds: 2, cpuSeconds: 5 });
  });
});
