/**
 * The default texts, one module per message group (src/domain/strings/): the groups together are
 * the whole table, each holds only its own prefix's keys, and browser code takes its messages from
 * its group so a form page does not load every page's texts (issue 21, the page-weight budgets).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const GROUPS = join(ROOT, 'src/domain/strings');

async function groupModules(): Promise<[string, Record<string, string>][]> {
  const files = readdirSync(GROUPS).filter((name) => name.endsWith('.ts'));
  return Promise.all(
    files.map(async (name) => {
      const module = (await import(join(GROUPS, name))) as Record<string, Record<string, string>>;
      return [name, Object.values(module)[0]!] as [string, Record<string, string>];
    }),
  );
}

describe('the default texts by message group', () => {
  it('the groups hold every key once, and DEFAULT_STRINGS is all of them', async () => {
    const groups = await groupModules();
    const keys = groups.flatMap(([, texts]) => Object.keys(texts));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.fromEntries(groups.flatMap(([, texts]) => Object.entries(texts)))).toEqual(DEFAULT_STRINGS);
  });

  it("each group holds its own prefix's keys (strings/finance-page.ts: financePage.*)", async () => {
    for (const [name, texts] of await groupModules()) {
      const prefix = name.replace(/\.ts$/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
      expect(Object.keys(texts).filter((key) => !key.startsWith(`${prefix}.`))).toEqual([]);
    }
  });

  it('no module under src/ but strings.ts takes its defaults from the whole table', () => {
    const files = readdirSync(join(ROOT, 'src'), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|astro)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => relative(ROOT, file) !== 'src/domain/strings.ts');
    expect(files.length).toBeGreaterThan(100);
    const usingTable = files.filter((file) => /\bDEFAULT_STRINGS\b/.test(readFileSync(file, 'utf8')));
    expect(usingTable.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
