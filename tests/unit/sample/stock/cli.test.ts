import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseStockArgs, USAGE } from '../../../../sample/stock/cli.ts';
import { UsageError } from '../../../../scripts/report-errors.ts';

const run = promisify(execFile);
const CLI = join(process.cwd(), 'sample/stock/cli.ts');

function usageErrorOf(argv: string[]): string {
  try {
    parseStockArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`expected a UsageError for ${argv.join(' ')}`);
}

describe('npm run stock:generate: the command line (util.parseArgs)', () => {
  it('reads every tenant by default, --site repeated or comma-separated, --force and --check', () => {
    expect(parseStockArgs([])).toEqual({ sites: [], force: false, check: false });
    expect(parseStockArgs(['--site', 'a', '--site=b,c', '--force', '--check'])).toEqual({
      sites: ['a', 'b', 'c'],
      force: true,
      check: true,
    });
  });

  it.each([
    [['--forse'], "Unknown option '--forse'"],
    [['--site'], "Option '--site <value>' argument missing"],
    [['--site='], '--site needs a tenant slug'],
    [['--check=yes'], "Option '--check' does not take an argument"],
    [['harbour-city-toyota'], "Unexpected argument 'harbour-city-toyota'"],
  ])('refuses %j with a clear message and the usage', (argv, message) => {
    expect(usageErrorOf(argv)).toBe(`${message} (${USAGE})`);
  });

  it('exits 1 on an unknown flag, before touching any stock file', async () => {
    const failed = await run(process.execPath, [CLI, '--forse']).then(
      () => null,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain("✗ Unknown option '--forse'");
  });
});

describe('committed sample stock matches its generator', () => {
  it('npm run stock:generate -- --check passes', async () => {
    const { stdout } = await run(process.execPath, [
      CLI,
      '--check',
      '--site',
      'harbour-city-toyota',
      '--site',
      'southside-used-cars',
    ]);
    expect(stdout).toContain('harbour-city-toyota: 150 cars');
    expect(stdout).toContain('southside-used-cars: 120 cars');
  });
});
