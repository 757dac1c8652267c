/**
 * How the client build groups the car page's code into chunks (issue 20 item 1: the car page at most 100 KB gzip of
 * JavaScript once everything has loaded). Left to itself Rolldown makes a chunk for each set of entries that share a
 * module: a car page loaded ~45 files, and gzip's cost per file was ~8.6 KB of its total. The groups:
 * - `react`: react, react-dom (with its scheduler), the JSX runtime and Astro's React renderer, which any page with an
 *   island loads whole;
 * - none for the car page's own scripts (src/sections/vehicle/, the lead forms' loader) and what they load: they are
 *   written into the page and load their code after the first photo (window.afterLargestPaint), which a group would
 *   turn into files fetched before it;
 * - `car-page` (after): the code of the car page's islands, taken as one entry, that only they reach (also through the
 *   chunks they load by URL, like the fullscreen view); `car-page-forms`: all they share with the lead form islands
 *   of other pages (a page with a lead form loads all of it; the finance, reserve, sign-in and My Garage forms load a
 *   part and take the rest with it: one file for the car page, not seven); `car-page-<islands>`: what else they share
 *   with other pages' islands, one chunk per set of them (the car card with the results'), so no other page loads the
 *   car page's own code; `PriceGauge`: that optional island's code.
 * A module that any page's script reaches (the car page's included), by import or by URL, is left to Rolldown.
 * Captured modules' own imports are not pulled in (`includeDependenciesRecursively: false`), so React never moves
 * into what a page loads before interaction. tests/unit/site/island-chunks.test.ts; `npm run bench:car-page` prints
 * them.
 */
import type { Plugin } from 'vite';

type ModuleGraph = (id: string) => {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
} | null;

/**
 * The islands of (nearly) every car page (src/pages/cars/[slug].astro); they hydrate as the shopper reads on. The price
 * gauge (a car with market figures, 1 in 3) is left out: a car without it would load its code. (The 360 spin viewer
 * is no island: <car-spin>, loaded by the spin section's script.)
 */
const CAR_PAGE_ISLANDS = [
  'CarGallery',
  'CarLeadForm',
  'DeliveryCheck',
  'FinanceCalculator',
  'FuelCalculator',
  'SimilarCars',
];
const OPTIONAL_CAR_ISLANDS = ['PriceGauge'];

const REACT_RUNTIME = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;
const ISLAND = /[\\/]src[\\/]islands[\\/](\w+)\.tsx$/;
// The car page's own scripts (<script> in its sections): the custom elements it runs before any interaction; the spin
// section's only on a car with a spin.
const CAR_PAGE_SCRIPT = /[\\/]src[\\/]sections[\\/](?:vehicle[\\/].*|forms[\\/]VehicleForms)\.astro\?astro&type=script/;
const SPIN_SECTION_SCRIPT = /[\\/]CarSpinSection\.astro\?astro&type=script/;
const CHUNK_URL_PREFIX = '\0chunk-url:';
const CAR_PAGE = 'car-page';
const LEAD_FORM = 'LeadForm';
const CAR_PAGE_FORMS = 'car-page-forms';
const CAR_SCRIPTS = 'car-page-scripts';
const SPIN_SCRIPT = 'car-spin-scripts';

const isEntry = (info: NonNullable<ReturnType<ModuleGraph>>) => info.isEntry || info.dynamicImporters.length > 0;

/** What an entry counts as: an island (the car page's as one), the car page's scripts as one, or null (other). */
function entryKey(id: string): string | null {
  const island = ISLAND.exec(id)?.[1];
  if (island) return CAR_PAGE_ISLANDS.includes(island) ? CAR_PAGE : island;
  if (SPIN_SECTION_SCRIPT.test(id)) return SPIN_SCRIPT;
  return CAR_PAGE_SCRIPT.test(id) ? CAR_SCRIPTS : null;
}

/** The entries whose static imports reach a module (itself included): what loads it with them. */
function staticEntries(id: string, graph: ModuleGraph): Set<string> {
  const keys = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length) {
    const current = queue.pop()!;
    const info = graph(current);
    if (!info) continue;
    const key = isEntry(info) ? entryKey(current) : null;
    if (key) keys.add(key);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return keys;
}

/**
 * Every entry a page starts from that can lead to a module: up through static imports, and from a chunk loaded by URL
 * (`?chunk-url`, src/site/chunk-url.ts) or a dynamic import's target up to the code that loads it. Null when one of
 * them is neither an island nor one of the car page's scripts (the module may load on another page's first screen).
 */
function rootEntries(id: string, graph: ModuleGraph): Set<string> | null {
  const keys = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length) {
    const current = queue.pop()!;
    const info = graph(current);
    if (!info) return null;
    const key = entryKey(current);
    const parents = [...info.importers];
    // An island or a car page script is where a page starts, though an island may also be imported by another.
    if (key && isEntry(info)) keys.add(key);
    else if (isEntry(info)) {
      const loaders = [...(graph(CHUNK_URL_PREFIX + current)?.importers ?? []), ...info.dynamicImporters];
      if (loaders.length === 0) return null;
      parents.push(...loaders);
    }
    for (const parent of parents) {
      if (seen.has(parent)) continue;
      seen.add(parent);
      queue.push(parent);
    }
  }
  return keys;
}

const within = (keys: Set<string>, allowed: readonly string[]) => [...keys].every((key) => allowed.includes(key));

/** The chunk group of a client module, or null to leave it to Rolldown's own splitting. */
export function islandChunkName(id: string, graph: ModuleGraph): string | null {
  if (REACT_RUNTIME.test(id)) return 'react';
  const roots = rootEntries(id, graph);
  if (!roots) return null;
  const loadedWith = staticEntries(id, graph);
  // The car page's own scripts and what they load are left as they are: a script that imports nothing is written
  // into the page, and those that queue their code on window.afterLargestPaint (src/elements/after-largest-paint.ts)
  // must stay so; in a group they would become files fetched before the first photo (issue 20 item 2).
  if (roots.has(CAR_SCRIPTS) || roots.has(SPIN_SCRIPT)) return null;
  // After: island code.
  // Shared with other pages' islands: one chunk per set of them, so those pages load nothing of the car page's own.
  if (loadedWith.has(CAR_PAGE)) {
    const others = [...roots].filter((key) => key !== CAR_PAGE && !OPTIONAL_CAR_ISLANDS.includes(key)).sort();
    if (others.includes(LEAD_FORM)) return CAR_PAGE_FORMS;
    return [CAR_PAGE, ...others].join('-');
  }
  // An optional island's own code (not what it shares with the chunks other islands load by URL: the gallery's
  // fullscreen view would load the gauge).
  const optional = OPTIONAL_CAR_ISLANDS.find((island) => loadedWith.has(island));
  return optional && within(roots, [optional]) ? optional : null;
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
