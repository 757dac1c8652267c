/**
 * A tenant's canonical origin: its first production domain, else `<slug>.localhost` (the host the
 * development server answers to). Astro's `site` (canonical links), the sitemaps, robots.txt and
 * the vehicle feeds all take their absolute URLs from here, so they always agree.
 */
import type { SiteConfig } from '../domain/schemas/site-config.ts';

export function siteOrigin(site: Pick<SiteConfig, 'slug' | 'domains'>): string {
  return `https://${site.domains[0] ?? `${site.slug}.localhost`}`;
}

/** The absolute URL of a built page as its canonical link says it: directory pages end in "/". */
export function pageUrl(origin: string, path: string): string {
  const withSlash = path === '' || path.endsWith('/') || /\.[a-z0-9]+$/i.test(path) ? path : `${path}/`;
  return new URL(withSlash, origin).href;
}
