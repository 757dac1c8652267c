import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { creditAdvertisingProblems, pageText } from './credit-advertising-rule.ts';
import { SLUGS } from './tenant-fixtures.ts';

// Issue 15 item 6: every built page of every sample tenant, read from disk (the e2e run builds them first):
// no annual percentage rate without its comparison rate nearby, the warning and the $30,000 example.
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

for (const slug of SLUGS) {
  test(`${slug}: every rate advertised on a built page comes with its comparison rate`, () => {
    const dist = join(process.cwd(), 'dist', slug);
    expect(existsSync(dist), `${dist} is built`).toBe(true);
    const failures: string[] = [];
    const files = htmlFiles(dist);
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      if (!/p\.\s?a\./.test(html)) continue;
      for (const problem of creditAdvertisingProblems(pageText(html))) {
        failures.push(`${file.slice(dist.length)}: ${problem}`);
      }
    }
    expect(files.length).toBeGreaterThan(0);
    // The first few are enough to see the pattern; the count says how many pages.
    expect(failures.slice(0, 5), `${failures.length} problems`).toEqual([]);
  });
}
