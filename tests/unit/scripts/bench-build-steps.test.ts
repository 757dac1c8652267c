/** What `npm run bench` prints of a build's steps (scripts/bench/build-steps.ts, issue 20 item 4). */
import { describe, expect, it } from 'vitest';
import { formatBuildSteps } from '../../../scripts/bench/build-steps.ts';

describe('formatBuildSteps', () => {
  it('prints each step wall / CPU, the CPU in all and pages per CPU second', () => {
    const text = formatBuildSteps([
      {
        slug: 'big-country-motor-group',
        stock: 4200,
        cars: 3948,
        pages: 8000,
        seconds: 20,
        steps: { astro_render: 12.25, precompress: 6 },
        stepsCpu: { astro_render: 10, precompress: 6 },
      },
    ]);
    expect(text).toMatch(/^build steps, wall s \/ CPU s \(load average \d+\.\d\):/);
    expect(text).toContain('big-country-motor-group: astro_render 12.3 / 10.0, precompress 6.0 / 6.0');
    expect(text).toContain('CPU 16.0 s for 8000 pages: 500 pages per CPU second');
  });
});
