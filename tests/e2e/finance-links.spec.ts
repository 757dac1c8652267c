import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SLUGS } from './tenant-fixtures.ts';

// Issue 15: "No 404 from any finance link on any tenant". Every same-site link to a finance page in the built
// pages (menus, banners, the car page's Get Finance with its query and #finance-form) names a page the build wrote.
const FINANCE_HREF = /href="(\/(?:finance|finance-enquiry|apply-for-finance|personalised\/finance)[^"#?]*)/g;

for (const slug of SLUGS) {
  test(`${slug}: every finance link names a built page`, () => {
    const dist = join(process.cwd(), 'dist', slug);
    const paths = new Set<string>();
    for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.html')) continue;
      for (const match of readFileSync(join(dist, file), 'utf8').matchAll(FINANCE_HREF)) paths.add(match[1] ?? '');
    }
    expect(paths.size).toBeGreaterThan(0);
    const missing = [...paths].filter((path) => !existsSync(join(dist, path, 'index.html')));
    expect(missing).toEqual([]);
  });
}
