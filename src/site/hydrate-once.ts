/**
 * The hydrate step the project's client directives share (src/site/interaction-directive.ts,
 * after-lcp-directive.ts): runs the island's code the first time it is called, from whichever cause came first, and
 * stops listening for the interactions that would have called it again. Bundled into each directive's inline script.
 */
import type { ClientDirective } from 'astro';

type Load = Parameters<ClientDirective>[0];

export function hydrateOnce(load: Load, target: EventTarget, interactions: readonly string[]): () => Promise<void> {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of interactions) target.removeEventListener(type, hydrate, true);
    const run = await load();
    await run();
  };
  return hydrate;
}
