import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { playwrightTotals, reportTotals, sumTotals, vitestTotals } from '../../../scripts/test-totals.ts';

/** The parts of vitest's JSON report the totals read (the reporter writes many more fields). */
const vitestReport = {
  numTotalTests: 6,
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 1,
  testResults: [
    { status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'passed' }, { status: 'skipped' }] },
    { status: 'failed', assertionResults: [{ status: 'passed' }, { status: 'failed' }, { status: 'todo' }] },
    // A file that failed to load: no tests ran, and it counts as one failure.
    { status: 'failed', assertionResults: [] },
  ],
};

/** The parts of Playwright's JSON report the totals read. */
const playwrightReport = {
  suites: [],
  errors: [],
  stats: { startTime: '2026-11-24T07:00:00.000Z', duration: 1000, expected: 5, unexpected: 2, flaky: 1, skipped: 3 },
};

describe('scripts/test-totals.ts: the closing line from the runners’ JSON reports', () => {
  it('vitest: passed and failed tests, and a file that failed without a failing test', () => {
    expect(vitestTotals(vitestReport)).toEqual({ passed: 3, failed: 2, skipped: 2 });
  });

  it('Playwright: expected and flaky pass, unexpected and run-level errors fail', () => {
    expect(playwrightTotals(playwrightReport)).toEqual({ passed: 6, failed: 2, skipped: 3 });
    expect(playwrightTotals({ ...playwrightReport, errors: [{ message: 'webServer exited early' }] }).failed).toBe(3);
  });

  it('tells the two reports apart, and refuses anything else', () => {
    expect(sumTotals([reportTotals(vitestReport), reportTotals(playwrightReport)])).toEqual({
      passed: 9,
      failed: 4,
      skipped: 5,
    });
    expect(() => reportTotals({ tests: 3 })).toThrow('not a vitest or Playwright JSON report');
  });

  it('prints `N passed, N failed`; a missing report counts nothing, a truncated one one failure', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'test-totals-'));
    writeFileSync(join(dir, 'unit.json'), JSON.stringify(vitestReport));
    writeFileSync(join(dir, 'e2e.json'), JSON.stringify(playwrightReport));
    writeFileSync(join(dir, 'cut.json'), '{"numPassedTests": 4, "testRes');
    const run = (...files: string[]) =>
      promisify(execFile)(process.execPath, ['scripts/test-totals.ts', ...files.map((file) => join(dir, file))]);
    expect((await run('unit.json', 'e2e.json')).stdout).toBe('9 passed, 4 failed\n');
    expect((await run('unit.json', 'missing.json')).stdout).toBe('3 passed, 2 failed\n');
    expect((await run('e2e.json', 'cut.json')).stdout).toBe('6 passed, 3 failed\n');
  });
});
