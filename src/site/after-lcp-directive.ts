/**
 * `client:after-lcp`, an Astro client directive (registered by src/site/client-directives.ts): the island hydrates
 * once its largest paint is on screen, that is once its first `fetchpriority="high"` image has loaded (or failed)
 * and the next frame has been painted; at once when it has no such image; sooner on the first pointer, key or focus
 * inside it. Issue 20 item 2: on the results page the island's code (React, InstantSearch, about 150 KB) was fetched
 * as soon as the cards were parsed, sharing a slow connection with the first card's image and running before it
 * was painted. Built by Astro with esbuild and inlined in each page that uses it.
 */
import type { ClientDirective } from 'astro';
import { hydrateOnce } from './hydrate-once.ts';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

const afterLcpDirective: ClientDirective = (load, _options, island) => {
  const image = island.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const hydrate = hydrateOnce(load, island, INTERACTIONS);
  // After the frame that paints the image: a task queued from the frame's callback runs once it is drawn.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(hydrate, 0));
  if (!image || image.complete) {
    afterPaint();
    return;
  }
  image.addEventListener('load', afterPaint, { once: true });
  image.addEventListener('error', afterPaint, { once: true });
  for (const type of INTERACTIONS) island.addEventListener(type, hydrate, { capture: true, passive: true });
};

export default afterLcpDirective;
