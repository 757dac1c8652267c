import { DataFileError } from '../src/domain/validation.ts';

/**
 * Runs a command-line entry and turns failures into plain messages and exit code 1: a bad data
 * file lists its problems (file, row, field, reason) with no stack trace.
 */
export async function runCli(main: () => Promise<void> | void): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof DataFileError) {
      console.error(`✗ ${error.problems.length === 1 ? 'This file has a problem' : 'These files have problems'}:`);
      for (const problem of error.problems) console.error(`  ${problem}`);
    } else if (error instanceof UsageError) {
      console.error(`✗ ${error.message}`);
    } else {
      console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
      if (process.env.DEBUG) console.error(error);
    }
    process.exitCode = 1;
  }
}

/** A mistake on the command line: shown as its message alone. */
export class UsageError extends Error {}
