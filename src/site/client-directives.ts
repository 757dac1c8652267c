import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Registers the project's own Astro client directives, each built by Astro with esbuild and inlined in the pages
 * that use it:
 * - `client:interaction` (src/site/interaction-directive.ts): hydrate an island on the first pointer, key or focus in
 *   it, or in the element its value names, e.g. `client:interaction="car-gallery"` (the vehicle page's gallery);
 * - `client:after-lcp` (src/site/after-lcp-directive.ts): hydrate an island once its first high-priority image has
 *   loaded and been painted (the results page, whose largest paint is its first card's image).
 */
export function clientDirectives(): AstroIntegration {
  const entrypoint = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  return {
    name: 'dealer-sites:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: entrypoint('./interaction-directive.ts') });
        addClientDirective({ name: 'after-lcp', entrypoint: entrypoint('./after-lcp-directive.ts') });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, key or focus inside the island, or inside `closest(value)`. */
    'client:interaction'?: boolean | string;
    /** Hydrate once the island's first `fetchpriority="high"` image is painted, or on a first interaction in it. */
    'client:after-lcp'?: boolean;
  }
}
