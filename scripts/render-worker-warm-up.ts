/**
 * What the render worker (scripts/render-worker.ts) loads while Astro sets up and Vite builds, before the prerender
 * bundle exists (issue 20 item 4): the tenant, which src/site/tenant.ts keeps on globalThis, where the bundle's copy of
 * that module finds it, and the packages the bundle imports from node_modules rather than bundling, which Node then
 * finds loaded. Without it the worker spent its first second of the render on these, the main thread rendering alone.
 */
import { getTenant } from '../src/site/tenant.ts';

getTenant();
await Promise.all([import('react'), import('react-dom/server'), import('react-instantsearch'), import('zod')]);
