/**
 * The build's step clock (scripts/build-steps.ts, issue 20 item 4): wall and CPU seconds per step, the first step from
 * the process's start, each later one from the end of the one before.
 */
import { describe, expect, it } from 'vitest';
import { stepClock } from '../../../scripts/build-steps.ts';

/** CPU work the clock must see: hashing in a loop, not waiting. */
function busy(): number {
  let x = 0;
  for (let i = 0; i < 3_000_000; i++) x = (x * 31 + i) % 1_000_003;
  return x;
}

describe('stepClock', () => {
  it('names the steps in the order they ended, with wall and CPU seconds for each', () => {
    const clock = stepClock();
    clock.done('startup');
    busy();
    clock.done('render');
    clock.done('write');
    expect(Object.keys(clock.wall)).toEqual(['startup', 'render', 'write']);
    expect(Object.keys(clock.cpu)).toEqual(['startup', 'render', 'write']);
    for (const seconds of [...Object.values(clock.wall), ...Object.values(clock.cpu)])
      expect(seconds).toBeGreaterThanOrEqual(0);
  });

  it('counts the first step from the process start, so Node start-up and the imports are in it', () => {
    const clock = stepClock();
    clock.done('startup');
    // This test process has run its imports before the clock was made.
    expect(clock.wall.startup).toBeGreaterThan(0);
    expect(clock.cpu.startup).toBeGreaterThan(0);
  });

  it('gives a step its own CPU, not the steps before it', () => {
    const clock = stepClock();
    busy();
    clock.done('busy');
    clock.done('idle');
    expect(clock.cpu.busy).toBeGreaterThan(clock.cpu.idle!);
  });
});
