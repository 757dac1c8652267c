/**
 * Where a tenant build's time goes (issue 20 item 4): seconds of wall clock and of CPU per step, printed in
 * BUILD_STATS (scripts/build-tenant.ts) and by the benchmarks. CPU is `process.cpuUsage()`: every thread of the
 * build process, so libuv's pool (zlib, file writes) and worker threads (sample-media drawing) count; on a machine
 * shared with other work it is the steadier figure, wall time growing with the load.
 */
import type { AstroIntegration } from 'astro';

export interface StepClock {
  /** Wall seconds per step, in the order the steps ended. */
  wall: Record<string, number>;
  /** CPU seconds (user + system) per step. */
  cpu: Record<string, number>;
  /** Ends the step running since the previous `done` (or the clock's start) and names it. */
  done(name: string): void;
}

const round = (value: number) => Math.round(value) / 1000;

/** A clock whose first step starts at the process's start (Node's start-up and the imports). */
export function stepClock(): StepClock {
  const wall: Record<string, number> = {};
  const cpu: Record<string, number> = {};
  let started = 0;
  let usage: NodeJS.CpuUsage = { user: 0, system: 0 };
  return {
    wall,
    cpu,
    done(name) {
      const now = performance.now();
      const used = process.cpuUsage(usage);
      wall[name] = round(now - started);
      cpu[name] = round((used.user + used.system) / 1000);
      started = now;
      usage = process.cpuUsage();
    },
  };
}

/**
 * Splits Astro's build into its steps: `astro_setup` (configuration, content collections, types), `astro_vite`
 * (the Vite builds: prerender bundle and client bundles), `astro_render` (rendering and writing every page) and
 * `astro_done` (the integrations' build-end work: the sample pictures linked in), which the caller ends when
 * `build()` returns.
 */
export function astroBuildSteps(clock: Pick<StepClock, 'done'>): AstroIntegration {
  return {
    name: 'dealer-sites:build-steps',
    hooks: {
      'astro:build:start': () => clock.done('astro_setup'),
      'astro:build:setup': ({ updateConfig }) => {
        updateConfig({
          plugins: [
            {
              name: 'dealer-sites:build-steps',
              // The client bundle is Vite's last build; Astro renders the pages after it.
              closeBundle() {
                if (this.environment.name === 'client') clock.done('astro_vite');
              },
            },
          ],
        });
      },
      'astro:build:generated': () => clock.done('astro_render'),
    },
  };
}
