/**
 * Issue 18 item 2, "a test proves incremental and full output identical for the same input", with
 * real Astro builds of a sample tenant in a scratch copy of the project (its own sites/ and dist/):
 *
 * 1. the stock as committed, built at one clock (a full build: nothing to carry over);
 * 2. the next night, a day later: two prices changed, one car sold off the feed, one car new, and
 *    one car that stops being a 'New Arrival' (8 days, spec 01 §4) only because the clock moved.
 *    This build is incremental: it carries the other cars' pages over;
 * 3. the same input built in full. Every file of 2 and 3 must be byte for byte the same (but the
 *    build record's finishing time).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { copyProject } from '../../../scripts/project-copy.ts';

const SLUG = 'southside-used-cars';
const NIGHT_1 = '2026-11-20T14:00:00.000Z';
const NIGHT_2 = '2026-11-21T14:00:00.000Z';
const DAY_MS = 86_400_000;

/** A copy of the project with one tenant and no stores (data/) or builds. */
function scratchProject(): string {
  const root = copyProject('dealer-incremental-build-');
  cpSync(join(process.cwd(), 'sites', SLUG), join(root, 'sites', SLUG), { recursive: true });
  return root;
}

function build(root: string, now: string, ...flags: string[]): string {
  return execFileSync(process.execPath, ['scripts/build.ts', '--site', SLUG, ...flags], {
    cwd: root,
    // A fixed code version (a scratch copy has no git) and the night's clock.
    env: { ...process.env, CODE_VERSION: 'incremental-build-test', BUILD_NOW: now, ASTRO_LOG_LEVEL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Every file under `dir` with its bytes, by relative path. */
function tree(dir: string): Map<string, Buffer> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => [
      join(entry.parentPath, entry.name).slice(dir.length + 1),
      readFileSync(join(entry.parentPath, entry.name)),
    ]),
  );
}

describe('an incremental build writes what a full build writes', () => {
  it(
    'carries unchanged cars over, renders the changed, and matches the full build file for file',
    { timeout: 600_000 },
    () => {
      const root = scratchProject();
      onTestFinished(() => rmSync(root, { recursive: true, force: true }));
      const stockFile = join(root, 'sites', SLUG, 'stock.json');
      const stock = JSON.parse(readFileSync(stockFile, 'utf8')) as Record<string, unknown>[];
      const inStock = stock.filter((row) => row.status === 'in_stock' && typeof row.price === 'number');
      // A car that is a 'New Arrival' on night 1 (7.5 days old) and not on night 2.
      const arrival = inStock[3]!;
      arrival.created_at = new Date(Date.parse(NIGHT_1) - 7.5 * DAY_MS).toISOString();
      writeFileSync(stockFile, JSON.stringify(stock, null, 2));
      expect(build(root, NIGHT_1)).toMatch(new RegExp(`✓ ${SLUG}: \\d+ cars .* \\d+ pages in`));

      const sold = inStock[0]!;
      inStock[1]!.price = (inStock[1]!.price as number) + 500;
      inStock[2]!.price = (inStock[2]!.price as number) - 750;
      const added = { ...inStock[4]!, id: 9_900_001, slug: 'incremental-test-new-car-x1', stocknum: 'X1' };
      const night2 = [...stock.filter((row) => row !== sold), added];
      writeFileSync(stockFile, JSON.stringify(night2, null, 2));
      const incremental = build(root, NIGHT_2);
      const carried = /\((\d+) carried over\)/.exec(incremental);
      expect(carried, incremental).not.toBeNull();
      expect(Number(carried![1])).toBeGreaterThan(50);
      expect(incremental).not.toContain('built in full');
      const live = realpathSync(join(root, 'dist', SLUG));
      const afterIncremental = tree(live);
      expect(afterIncremental.has(`cars/${added.slug}/index.html`)).toBe(true);
      expect(afterIncremental.has(`cars/${sold.slug as string}/index.html`)).toBe(false);

      expect(build(root, NIGHT_2, '--full')).not.toContain('carried over');
      const afterFull = tree(realpathSync(join(root, 'dist', SLUG)));
      expect([...afterIncremental.keys()].sort()).toEqual([...afterFull.keys()].sort());
      const differing = [...afterFull].filter(
        ([file, bytes]) => file !== '.build.json' && !afterIncremental.get(file)!.equals(bytes),
      );
      expect(differing.map(([file]) => file)).toEqual([]);
    },
  );
});
