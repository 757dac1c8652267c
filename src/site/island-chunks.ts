/**
 * How the client build groups the islands' code into chunks (issue 20 item 1: the car page at most 100 KB gzip of
 * JavaScript once everything has loaded). Left to itself Rolldown makes a chunk for each set of entries that share a
 * module: the car page's seven islands gave ~30 chunks after the shopper's first touch, and gzip's cost per file was
 * ~7 KB of it. Two groups, for island code only, so nothing moves into what a page loads before interaction:
 * - React: react, react-dom (with its scheduler), the JSX runtime and Astro's React renderer, which any page with an
 *   island loads whole, in one chunk;
 * - the car page's islands counted as one entry: a module that only islands reach (no page script, no chunk loaded by
 *   URL, no dynamic import) and that a car page island reaches is grouped by the other islands that reach it too, so
 *   the car-only code is one chunk and the code it shares with e.g. /contact's lead form another.
 * Captured modules' own imports are not pulled in (`includeDependenciesRecursively: false`): a store or rule a page's
 * script uses stays in its own chunk, which the group chunks import (never the other way round, so no cycle).
 */
import type { Plugin } from 'vite';

type ModuleGraph = (id: string) => {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
} | null;

/** The islands of the car page (src/pages/cars/[slug].astro); they hydrate together as the shopper reads on. */
export const CAR_PAGE_ISLANDS = [
  'CarGallery',
  'CarLeadForm',
  'DeliveryCheck',
  'FinanceCalculator',
  'FuelCalculator',
  'PriceGauge',
  'SimilarCars',
] as const;

const REACT_RUNTIME = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;
const ISLAND = /[\\/]src[\\/]islands[\\/](\w+)\.tsx$/;
const CAR_PAGE = 'car-page';

/**
 * The entries that reach a module through static imports: island names (the car page's as one, CAR_PAGE), or null
 * when any other entry reaches it (a page script, a chunk loaded by URL, a dynamic import's target).
 */
function islandEntries(id: string, graph: ModuleGraph): Set<string> | null {
  const entries = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length) {
    const current = queue.pop()!;
    const info = graph(current);
    if (!info) return null;
    if (info.isEntry || info.dynamicImporters.length > 0) {
      const island = ISLAND.exec(current)?.[1];
      if (!island || info.dynamicImporters.length > 0) return null;
      entries.add((CAR_PAGE_ISLANDS as readonly string[]).includes(island) ? CAR_PAGE : island);
    }
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return entries;
}

/** The chunk group of a client module, or null to leave it to Rolldown's own splitting. */
export function islandChunkName(id: string, graph: ModuleGraph): string | null {
  if (REACT_RUNTIME.test(id)) return 'react';
  const entries = islandEntries(id, graph);
  if (!entries?.has(CAR_PAGE)) return null;
  return entries.size === 1 ? CAR_PAGE : `${CAR_PAGE}-shared`;
}

/** The Vite plugin that applies islandChunkName to the client build. */
export function islandChunks(): Plugin {
  return {
    name: 'dealer-sites:island-chunks',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            // Required with includeDependenciesRecursively off: an entry chunk may export more than its module does.
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [{ name: (id, context) => islandChunkName(id, (moduleId) => context.getModuleInfo(moduleId)) }],
              },
            },
          },
        },
      };
    },
  };
}
