import { cp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * A tenant's own static files (logo, favicon, documents) live in `sites/<slug>/public/` and are
 * copied over the shared `public/` in that tenant's output, so `"logo_url": "/logo.svg"` works.
 */
export function tenantPublic(root: string, slug: string): AstroIntegration {
  const source = join(root, 'sites', slug, 'public');
  return {
    name: 'dealer-sites:tenant-public',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        if (existsSync(source)) await cp(source, fileURLToPath(dir), { recursive: true });
      },
    },
  };
}
