/** What `npm run bench` prints of a build's steps (scripts/bench/build-steps.ts, issue 20 item 4). */
import { describe, expect, it } from 'vitest';
import { formatBuildSteps } from '../../../scripts/bench/build-steps.ts';

describe('formatBuildSteps', () => {
  it('prints each step wall / CPU, the CPU in all, and HTML pages and all files per second and per CPU second', () => {
    const text = formatBuildSteps([
      {
        slug: 'big-country-motor-group',
        stock: 4200,
        cars: 3948,
        pages: 8000,
        files: 24000,
        seconds: 20,
        steps: { astro_render: 12.25, precompress: 6 },
        stepsCpu: { astro_render: 10, precompress: 6 },
      },
    ]);
    expect(text).toMatch(/^build steps, wall s \/ CPU s \(load average \d+\.\d\):/);
    expect(text).toContain('big-country-motor-group: astro_render 12.3 / 10.0, precompress 6.0 / 6.0');
    expect(text).toContain('CPU 16.0 s, wall 20.0 s');
    expect(text).toContain('8000 HTML pages: 400 per second, 500 per CPU second');
    expect(text).toContain('24000 files in all: 1200 per second, 1500 per CPU second');
    expect(text).not.toContain('second core');
  });

  it('says how many pages were staged beside the render and how many the second thread rendered', () => {
    const text = formatBuildSteps([
      {
        slug: 'harbour-city-toyota',
        stock: 150,
        cars: 141,
        pages: 404,
        seconds: 7,
        staged: 474,
        renderedInWorker: 170,
      },
    ]);
    expect(text).toContain('474 pages staged on the other core while Astro rendered (their copies, script hashes)');
    expect(text).toContain('170 pages rendered on the second core');
  });
});
