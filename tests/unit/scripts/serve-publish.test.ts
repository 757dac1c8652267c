import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishRelease } from '../../../scripts/publish.ts';
import { createServeApp } from '../../../scripts/serve-app.ts';
import { headersFileText, pageSecurityHeaders } from '../../../scripts/security-headers.ts';

const SLUG = 'southside-used-cars';
const HOST = `${SLUG}.localhost`;
const SAME_TIME = new Date('2026-01-01T00:00:00Z');

/** A release with its own page and its own script hash in `_headers`, both files at the same mtime. */
function release(root: string, id: string): string {
  const dir = join(root, 'dist/.releases', SLUG, id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<h1>${id}</h1>`);
  const headers = join(dir, '_headers');
  writeFileSync(
    headers,
    headersFileText(pageSecurityHeaders({ scriptHashes: [`'sha256-${id}='`], connectOrigins: [] })),
  );
  utimesSync(headers, SAME_TIME, SAME_TIME);
  return dir;
}

describe('the server follows a publish without restarting', () => {
  it('serves the new release and its _headers, even when both _headers files have the same mtime', async () => {
    const root = mkdtempSync(join(tmpdir(), 'serve-publish-'));
    mkdirSync(join(root, 'sites', SLUG), { recursive: true });
    writeFileSync(join(root, 'sites', SLUG, 'site.json'), readFileSync(join('sites', SLUG, 'site.json')));
    copyFileSync(join('sites', SLUG, 'stock.json'), join(root, 'sites', SLUG, 'stock.json'));
    await publishRelease(root, SLUG, release(root, 'first'));
    const { app } = createServeApp(root, {}, { mode: 'development' });
    const get = () => app.request('/', { headers: { host: HOST } });

    const before = await get();
    expect(await before.text()).toBe('<h1>first</h1>');
    expect(before.headers.get('Content-Security-Policy')).toContain("'sha256-first='");

    await publishRelease(root, SLUG, release(root, 'second'));
    const after = await get();
    expect(await after.text()).toBe('<h1>second</h1>');
    expect(after.headers.get('Content-Security-Policy')).toContain("'sha256-second='");
  });
});
