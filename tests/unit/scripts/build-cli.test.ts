import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { minimalCarRow, minimalSiteInput } from '../../fixtures/cars.ts';

const run = promisify(execFile);
const BUILD = join(process.cwd(), 'scripts/build.ts');

/** A throwaway project root holding one tenant, so the real build command can be run against it. */
function rootWithTenant(site: unknown, stock: unknown): string {
  const root = mkdtempSync(join(tmpdir(), 'dealer-build-'));
  mkdirSync(join(root, 'sites/test-motors'), { recursive: true });
  writeFileSync(join(root, 'sites/test-motors/site.json'), JSON.stringify(site));
  writeFileSync(join(root, 'sites/test-motors/stock.json'), typeof stock === 'string' ? stock : JSON.stringify(stock));
  return root;
}

async function buildIn(root: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [BUILD, ...args], { cwd: root });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run build refuses bad tenant files with file, row and field, and no stack trace', () => {
  it('a bad stock row', async () => {
    const rows = Array.from({ length: 17 }, (_, i) => ({
      ...minimalCarRow,
      id: i + 1,
      slug: `car-${i + 1}`,
      stocknum: `S${i + 1}`,
    }));
    rows[16] = { ...rows[16]!, stocknum: 'A123', price: '29990' as unknown as number };
    const result = await buildIn(rootWithTenant(minimalSiteInput, rows), '--site', 'test-motors');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'sites/test-motors/stock.json: car 17 (stocknum A123): price: expected a number, got text "29990"',
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('a bad config value', async () => {
    const result = await buildIn(rootWithTenant({ ...minimalSiteInput, include_sold_cars_days: -1 }, [minimalCarRow]));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('sites/test-motors/site.json: include_sold_cars_days: must be at least 0');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('a stock file that is not JSON', async () => {
    const result = await buildIn(rootWithTenant(minimalSiteInput, '[{"id": 1,'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/sites\/test-motors\/stock\.json: not valid JSON/);
  });

  it('an unknown tenant', async () => {
    const result = await buildIn(rootWithTenant(minimalSiteInput, [minimalCarRow]), '--site', 'nope');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No tenant named "nope"');
  });

  it('an unknown flag, before anything is validated or built', async () => {
    const result = await buildIn(rootWithTenant(minimalSiteInput, [minimalCarRow]), '--sites', 'test-motors');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "✗ Unknown option '--sites'\n  usage: npm run build [-- --site <slug>[,<slug>...]] [--full]\n",
    );
  });
});
