/**
 * The hydrate step the project's client directives share (src/site/interaction-directive.ts,
 * after-lcp-directive.ts): runs the island's code the first time it is called, from whichever cause came first, and
 * stops listening for the interactions that would have called it again. A failure (its code or props could not be
 * fetched) is logged. Bundled into each directive's inline script.
 */
import type { ClientDirective } from 'astro';

type Load = Parameters<ClientDirective>[0];

export function hydrateOnce(load: Load, target: EventTarget, interactions: readonly string[]): () => Promise<void> {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of interactions) target.removeEventListener(type, hydrate, true);
    try {
      const run = await load();
      await run();
    } catch (error) {
      // The page stays as served (its links and server-rendered content work); said once, not as an unhandled error.
      console.warn('Island not hydrated:', error);
    }
  };
  return hydrate;
}
