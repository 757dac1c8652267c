/**
 * Where each tenant's build went (issue 20 item 4): wall and CPU seconds per step of its median run
 * (scripts/build-steps.ts), the CPU in all, and HTML pages and all files written per second and per CPU second, the
 * figure that holds on a machine shared with other work (wall seconds grow with the load average, printed beside them).
 */
import { loadavg } from 'node:os';
import type { BuildStats } from '../build.ts';

export function formatBuildSteps(builds: readonly BuildStats[]): string {
  const lines = [`build steps, wall s / CPU s (load average ${loadavg()[0]!.toFixed(1)}):`];
  for (const build of builds) {
    const wall = build.steps ?? {};
    const cpu = build.stepsCpu ?? {};
    const cpuTotal = Object.values(cpu).reduce((sum, seconds) => sum + seconds, 0);
    const steps = Object.keys(wall).map((step) => `${step} ${wall[step]!.toFixed(1)} / ${(cpu[step] ?? 0).toFixed(1)}`);
    // The pages count only HTML; the files count everything the build wrote (per-car JSON, feeds, sample pictures…).
    const rates = (count: number) =>
      `${Math.round(count / build.seconds)} per second, ${Math.round(count / cpuTotal)} per CPU second`;
    lines.push(
      `  ${build.slug}: ${steps.join(', ')}`,
      `    CPU ${cpuTotal.toFixed(1)} s, wall ${build.seconds.toFixed(1)} s`,
      `    ${build.pages} HTML pages: ${rates(build.pages)}`,
    );
    if (build.files) lines.push(`    ${build.files} files in all: ${rates(build.files)}`);
    if (build.staged !== undefined)
      lines.push(
        `    ${build.staged} pages staged on the other core while Astro rendered (their copies, script hashes)`,
      );
    if (build.renderedInWorker) lines.push(`    ${build.renderedInWorker} pages rendered on the second core`);
  }
  return lines.join('\n');
}
