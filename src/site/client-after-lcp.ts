import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Registers `client:after-lcp` (src/site/after-lcp-directive.ts): hydrate an island once its first high-priority
 * image has loaded and been painted (the results page, whose largest paint is its first card's image).
 */
export function clientAfterLcp(): AstroIntegration {
  return {
    name: 'dealer-sites:client-after-lcp',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'after-lcp',
          entrypoint: fileURLToPath(new URL('./after-lcp-directive.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the island's first `fetchpriority="high"` image is painted, or on a first interaction in it. */
    'client:after-lcp'?: boolean;
  }
}
