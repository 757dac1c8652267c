import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HISTORY_ROUTER_QS_STUB, isHistoryRouterQsImport } from '../../../src/site/without-history-router-qs.ts';

const INSTANTSEARCH_ES = join(process.cwd(), 'node_modules/instantsearch.js/es');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("the results page's bundle without InstantSearch's history router's qs", () => {
  it('replaces only the import of qs made inside instantsearch.js', () => {
    expect(isHistoryRouterQsImport('qs', join(INSTANTSEARCH_ES, 'lib/routers/history.js'))).toBe(true);
    expect(isHistoryRouterQsImport('qs', 'C:\\app\\node_modules\\instantsearch.js\\es\\index34.js')).toBe(true);
    expect(isHistoryRouterQsImport('qs', '/app/node_modules/some-other-package/index.js')).toBe(false);
    expect(isHistoryRouterQsImport('qs', '/app/src/search/url-router.ts')).toBe(false);
    expect(isHistoryRouterQsImport('qs-esm', join(INSTANTSEARCH_ES, 'lib/routers/history.js'))).toBe(false);
    expect(isHistoryRouterQsImport('qs', undefined)).toBe(false);
  });

  it('every module of the installed instantsearch.js that imports qs is the history router (nothing else loses it)', () => {
    const importers = filesUnder(INSTANTSEARCH_ES).filter((file) => /from ['"]qs['"]/.test(readFileSync(file, 'utf8')));
    expect(importers.length).toBeGreaterThan(0);
    for (const file of importers) expect(readFileSync(file, 'utf8'), file).toContain('qsModule.stringify(routeState)');
  });

  it('the stand-in fails loudly if anything ever calls it', async () => {
    const stub = (await import(`data:text/javascript,${encodeURIComponent(HISTORY_ROUTER_QS_STUB)}`)) as {
      default: { stringify: () => string; parse: () => unknown };
    };
    expect(() => stub.default.stringify()).toThrow(/history router used/);
    expect(() => stub.default.parse()).toThrow(/passes its own router/);
  });
});
