/**
 * `client:interaction`, an Astro client directive (registered by src/site/client-directives.ts): the island
 * hydrates on the first pointer over or down, key or focus inside the element its value names (a selector matched
 * with `closest()`, so an island can wait on the part of the page it serves), or inside the island itself without
 * one. Until then the page loads none of the island's code, its framework included. Built by Astro with esbuild
 * and inlined in each page that uses it (its hash is in the CSP like Astro's other inline scripts).
 */
import type { ClientDirective } from 'astro';
import { hydrateOnce } from './hydrate-once.ts';

const INTERACTIONS = ['pointerover', 'pointerdown', 'keydown', 'focusin'] as const;

const interactionDirective: ClientDirective = (load, options, island) => {
  const selector = typeof options.value === 'string' ? options.value : '';
  const target = (selector && island.closest(selector)) || island;
  const hydrate = hydrateOnce(load, target, INTERACTIONS);
  // A shopper who reached it before this ran (focus moved in while the page loaded) has already interacted.
  if (target.contains(document.activeElement)) {
    void hydrate();
    return;
  }
  for (const type of INTERACTIONS) target.addEventListener(type, hydrate, { capture: true, passive: true });
};

export default interactionDirective;
