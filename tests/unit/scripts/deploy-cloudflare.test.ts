import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployCloudflare, writeCloudflareFiles } from '../../../scripts/deploy/cloudflare.ts';

const target = { kind: 'cloudflare' as const, worker_name: 'acme-motors', compatibility_date: '2025-01-01' };

/** wrangler.jsonc is JSON with comments: ours has one comment line first. */
const readJsonc = (file: string) => JSON.parse(readFileSync(file, 'utf8').replace(/^\/\/.*\n/gm, '')) as unknown;

describe('deploy target cloudflare: the files wrangler deploys from, and the command', () => {
  it('writes wrangler.jsonc (the build folder as static assets, the 404 page), .assetsignore and _redirects', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dealer-cloudflare-'));
    await writeCloudflareFiles(dir, target);
    expect(readJsonc(join(dir, 'wrangler.jsonc'))).toEqual({
      name: 'acme-motors',
      compatibility_date: '2025-01-01',
      assets: { directory: '.', not_found_handling: '404-page', html_handling: 'auto-trailing-slash' },
    });
    const ignored = readFileSync(join(dir, '.assetsignore'), 'utf8').split('\n');
    expect(ignored).toEqual(
      expect.arrayContaining(['wrangler.jsonc', '.build.json', '.incremental.json', 'feeds/rejected.json', '*.br']),
    );
    expect(readFileSync(join(dir, '_redirects'), 'utf8')).toMatch(/^#/);
  });

  it('keeps a _redirects the build already has', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dealer-cloudflare-'));
    writeFileSync(join(dir, '_redirects'), '/old /new 301\n');
    await writeCloudflareFiles(dir, target);
    expect(readFileSync(join(dir, '_redirects'), 'utf8')).toBe('/old /new 301\n');
  });

  it('prints the wrangler command for the published site, and refuses a build without wrangler.jsonc', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dealer-cloudflare-'));
    mkdirSync(join(root, 'dist/acme'), { recursive: true });
    expect(() => deployCloudflare(root, join(root, 'dist/acme'), target)).toThrow('wrangler.jsonc is missing');
    await writeCloudflareFiles(join(root, 'dist/acme'), target);
    expect(deployCloudflare(root, join(root, 'dist/acme'), target).command).toBe(
      'npx wrangler deploy --config dist/acme/wrangler.jsonc',
    );
  });
});
