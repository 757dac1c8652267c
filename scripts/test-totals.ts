/**
 * `node scripts/test-totals.ts reports/unit.json reports/e2e.json`: one line over the test runners'
 * JSON reports (vitest.config.ts and playwright.config.ts write them), in the form CI prints last:
 * `N passed, N failed`. A report that is not there (its runner never started) counts nothing.
 *
 * Counted as passed: vitest's passed tests; Playwright's expected results and its flaky ones (failed,
 * then passed on a retry). Failed: vitest's failed tests, plus a test file that failed without a
 * failing test (it did not load, or a hook threw); Playwright's unexpected results, plus its
 * run-level errors (the web server did not start, a spec did not load). Skipped tests count neither.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
}

export function vitestTotals(report: VitestReport): Totals {
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

export function playwrightTotals(report: PlaywrightReport): Totals {
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0), skipped };
}

/** The totals of one report, whichever runner wrote it. */
export function reportTotals(report: unknown): Totals {
  if (report && typeof report === 'object' && 'numPassedTests' in report && 'testResults' in report)
    return vitestTotals(report as VitestReport);
  if (report && typeof report === 'object' && 'stats' in report && 'suites' in report)
    return playwrightTotals(report as PlaywrightReport);
  throw new Error('not a vitest or Playwright JSON report');
}

export function sumTotals(all: readonly Totals[]): Totals {
  return all.reduce(
    (sum, one) => ({
      passed: sum.passed + one.passed,
      failed: sum.failed + one.failed,
      skipped: sum.skipped + one.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

if (import.meta.main) {
  const totals = sumTotals(
    process.argv
      .slice(2)
      .filter((file) => existsSync(file))
      .map((file) => {
        try {
          return reportTotals(JSON.parse(readFileSync(file, 'utf8')));
        } catch (error) {
          // A report cut short (its runner was killed) says nothing reliable: one failure for it.
          console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
          return { passed: 0, failed: 1, skipped: 0 };
        }
      }),
  );
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
}
