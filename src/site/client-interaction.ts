import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Registers `client:interaction` (src/site/interaction-directive.ts): hydrate an island on the first pointer, key
 * or focus in it, or in the element its value names, e.g. `client:interaction="car-gallery"`.
 */
export function clientInteraction(): AstroIntegration {
  return {
    name: 'dealer-sites:client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction-directive.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, key or focus inside the island, or inside `closest(value)`. */
    'client:interaction'?: boolean | string;
  }
}
