import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { sampleMediaIntegrations } from './sample/media/media-integration.ts';
import { tenantPublic } from './src/site/tenant-public.ts';
import { chunkUrl } from './src/site/chunk-url.ts';
import { islandChunks } from './src/site/island-chunks.ts';
import { reactComponentTags } from './src/site/react-component-tags.ts';
import { clientDirectives } from './src/site/client-directives.ts';
import { inlinePageStylesheets } from './src/site/inline-page-css.ts';
import { withoutHistoryRouterQs } from './src/site/without-history-router-qs.ts';
import { getTenant } from './src/site/tenant.ts';
import { siteOrigin } from './src/site/site-origin.ts';
import { readSiteConfig, tenantSlugs } from './src/tenants/load-tenant.ts';

// One Astro build per tenant: SITE_SLUG names it (scripts/build.ts sets it) and its output goes to
// dist/<slug>/. Each tenant gets its own cache folder so two tenants can build at once.
// `astro dev` and `astro check` without SITE_SLUG use the first tenant. BUILD_OUT_DIR (an absolute
// path) sends the output to a release folder instead (scripts/publish.ts).
process.env.SITE_SLUG ??= tenantSlugs(process.cwd())[0];
const slug = process.env.SITE_SLUG!;
const site = readSiteConfig(process.cwd(), slug);

export default defineConfig({
  root: '.',
  outDir: process.env.BUILD_OUT_DIR ?? `dist/${slug}`,
  cacheDir: `node_modules/.astro/${slug}`,
  site: siteOrigin(site),
  trailingSlash: 'ignore',
  // Several pages render while earlier ones are written: one at a time, page generation spends
  // most of its time waiting on the disk (measured: 8.7 s with 1, 6.0 s with 16 for 3,951 pages). One at a time
  // under the profiler (BUILD_RENDER_CONCURRENCY, scripts/bench/build-profile.ts), so each page's render is timed alone.
  // Stylesheets: the layout's linked, a page type's own inlined (src/site/inline-page-css.ts).
  build: {
    format: 'directory',
    concurrency: Number(process.env.BUILD_RENDER_CONCURRENCY) || 16,
    inlineStylesheets: 'auto',
  },
  // Only a sample tenant (stock.sample) gets its pictures drawn, by sample/media (see sample/README.md).
  integrations: [
    // React islands render to a string, not through a stream per island: the same HTML (no island suspends), for
    // less of the render's CPU (issue 20 item 4: each stream set up React's render state and encoded every chunk).
    // So rendered, @astrojs/react (7.0) does not give React the island's `identifierPrefix`, which its client hydrates
    // with: no island of ours calls `useId`; one that did would need this looked at again.
    react({ experimentalDisableStreaming: true }),
    // `client:interaction` (the vehicle page's gallery and spin) and `client:after-lcp` (the results page's island).
    clientDirectives(),
    ...sampleMediaIntegrations(site, () => getTenant().cars, process.cwd()),
    tenantPublic(process.cwd(), slug),
  ],
  vite: {
    cacheDir: `node_modules/.vite/${slug}`,
    // `?chunk-url` imports: code a page loads on a click without Vite's preload helper (src/site/chunk-url.ts);
    // InstantSearch's unused history router without `qs` in the browser (src/site/without-history-router-qs.ts);
    // React in one chunk and the car page's islands grouped as one entry (src/site/island-chunks.ts); the server
    // build's React components tagged as React's, so Astro does not render each one first to ask
    // (src/site/react-component-tags.ts).
    plugins: [chunkUrl(), withoutHistoryRouterQs(), islandChunks(), reactComponentTags()],
    // A build by scripts/build.ts (BUILD_OUT_DIR) empties its release folder itself, before Astro starts, so the
    // stock's files can be written into it beside Astro's build (scripts/build-tenant.ts, scripts/stock-files.ts).
    build: { assetsInlineLimit: inlinePageStylesheets, emptyOutDir: process.env.BUILD_OUT_DIR ? false : undefined },
  },
});
