/**
 * Deploy target `cloudflare`: a Workers static-assets deployment. The build writes, beside the
 * site, `wrangler.jsonc` (the Worker: its name, compatibility date, and the build folder as its
 * assets with a 404 page and Cloudflare's trailing-slash handling), `.assetsignore` (the build's own
 * files and the .br/.gz copies Cloudflare does not need: it compresses itself) and `_redirects`;
 * `_headers` is the build's own (scripts/security-headers.ts). `wrangler deploy` needs the internet
 * and CLOUDFLARE_API_TOKEN, so the nightly run prints the command instead of running it.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { DeployConfig } from '../../src/domain/schemas/site-config.ts';
import type { DeployResult } from './build-files.ts';

type CloudflareTarget = Extract<DeployConfig, { kind: 'cloudflare' }>;

export const WRANGLER_FILE = 'wrangler.jsonc';

export const ASSETS_IGNORE = [
  'wrangler.jsonc',
  '.assetsignore',
  '.build.json',
  '.incremental.json',
  'feeds/rejected.json',
  '*.br',
  '*.gz',
];

export function wranglerConfig(target: CloudflareTarget) {
  return {
    name: target.worker_name,
    compatibility_date: target.compatibility_date,
    assets: { directory: '.', not_found_handling: '404-page', html_handling: 'auto-trailing-slash' },
  };
}

/** Writes the Cloudflare files into a finished build (`_redirects` only when the build has none). */
export async function writeCloudflareFiles(dir: string, target: CloudflareTarget): Promise<void> {
  const config = wranglerConfig(target);
  const text = `// Written by the build (scripts/deploy/cloudflare.ts) for \`wrangler deploy\`; do not edit.\n${JSON.stringify(config, null, 2)}\n`;
  await writeFile(join(dir, WRANGLER_FILE), text);
  await writeFile(join(dir, '.assetsignore'), `${ASSETS_IGNORE.join('\n')}\n`);
  if (!existsSync(join(dir, '_redirects')))
    await writeFile(join(dir, '_redirects'), '# Redirects for Cloudflare: "/old-path /new-path 301", one a line.\n');
}

/** The command that deploys the published site `liveDir` (dist/<slug>), as run from `root`. */
export function wranglerCommand(root: string, liveDir: string): string {
  return `npx wrangler deploy --config ${relative(root, join(liveDir, WRANGLER_FILE))}`;
}

export function deployCloudflare(root: string, liveDir: string, target: CloudflareTarget): DeployResult {
  const command = wranglerCommand(root, liveDir);
  if (!existsSync(join(liveDir, WRANGLER_FILE)))
    throw new Error(`${WRANGLER_FILE} is missing from the build: rebuild with deploy.kind "cloudflare"`);
  return { target: `cloudflare ${target.worker_name}`, uploaded: 0, deleted: 0, unchanged: 0, seconds: 0, command };
}
