/**
 * Which built stylesheets Astro writes into the page instead of linking (Vite's `build.assetsInlineLimit`, which
 * Astro's `build.inlineStylesheets: 'auto'` asks for every stylesheet). Issue 20 item 2: the vehicle page linked a
 * second render-blocking stylesheet (its own, 23 KB raw, 6.8 KB gzip) next to the layout's; under Lighthouse's slow
 * 4G that second file needed a connection of its own (a handshake, about 150 ms) before the first paint. So every
 * stylesheet but the layout's is inlined in the pages that use it (the page's HTML already takes two round trips);
 * the layout's, shared by every page, stays one cached file. Other assets keep Vite's rule (inline under 4 KB).
 */
export function inlinePageStylesheets(file: string): boolean | undefined {
  if (!file.endsWith('.css')) return undefined;
  return !isLayoutStylesheet(file);
}

/** The stylesheet every page links: SiteLayout.astro's (Astro names a page's CSS chunk after its first module). */
function isLayoutStylesheet(file: string): boolean {
  return /(^|\/)SiteLayout\.[\w-]+\.css$/.test(file);
}
