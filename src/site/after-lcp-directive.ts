/**
 * `client:after-lcp`, an Astro client directive (registered by src/site/client-directives.ts): the island hydrates
 * once its largest paint is on screen, that is once its first `fetchpriority="high"` image has loaded (or failed)
 * and the next frame has been painted; at once when it has no such image; sooner on the first pointer, key or focus
 * inside it. Issue 20 item 2: on the results page the island's code (React, InstantSearch, about 150 KB) was fetched
 * as soon as the cards were parsed, sharing a slow connection with the first card's image and running before it
 * was painted. Built by Astro with esbuild and inlined in each page that uses it.
 *
 * An island whose props the build moved to a file (`data-props-url`, scripts/island-props-files.ts: they made the
 * page's HTML too long for one round trip) gets them first, with its code fetched meanwhile. They are set before
 * the island has its code, so setting them does not hydrate it (Astro's island hydrates on a props change only once
 * loaded), and it hydrates once, here. Props that cannot be fetched leave the page as served: cards and links work.
 */
import type { ClientDirective } from 'astro';
import { hydrateOnce } from './hydrate-once.ts';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

type Load = Parameters<ClientDirective>[0];

/** The island's code loader, preceded by its props when they are a file of their own. */
function withProps(load: Load, island: HTMLElement): Load {
  const url = island.dataset.propsUrl;
  if (!url) return load;
  return async () => {
    // The island's modules in the browser's module map while the props arrive; `load` imports them again, at once.
    for (const attribute of ['component-url', 'renderer-url']) {
      const code = island.getAttribute(attribute);
      if (code) void import(/* @vite-ignore */ code).catch(() => undefined);
    }
    const response = await fetch(url);
    if (!response.ok) throw new Error(`island props ${url}: HTTP ${response.status}`);
    island.setAttribute('props', await response.text());
    return load();
  };
}

const afterLcpDirective: ClientDirective = (load, _options, island) => {
  const image = island.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const hydrate = hydrateOnce(withProps(load, island), island, INTERACTIONS);
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
