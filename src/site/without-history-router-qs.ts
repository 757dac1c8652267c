import type { Plugin } from 'vite';

const STUB_ID = '\0dealer-sites:history-router-qs';

/** What InstantSearch's history router gets for `qs` in the browser: it is never called (see below). */
export const HISTORY_ROUTER_QS_STUB = `
const unused = () => {
  throw new Error('InstantSearch history router used: the results page passes its own router (src/search/url-router.ts).');
};
export default { stringify: unused, parse: unused };
`;

/** Whether an import of `qs` comes from InstantSearch's history router (its only user in the browser bundle). */
export function isHistoryRouterQsImport(source: string, importer: string | undefined): boolean {
  return source === 'qs' && importer !== undefined && /[\\/]instantsearch\.js[\\/]es[\\/]/.test(importer);
}

/**
 * Leaves `qs` (about 15 KB gzip with its dependencies) out of the results page's JavaScript. InstantSearch's class
 * imports its default history router, and that router imports `qs`, even when the page passes its own router, as
 * ours does (`src/search/url-router.ts`, InstantSearch's public `Router` interface): the router and `qs` are never
 * called, only bundled. In the browser build only, that one import resolves to a module whose functions throw, so
 * a future change that did reach the history router fails loudly rather than silently mis-parsing the address.
 * The server render (`getServerState`) keeps the real `qs`.
 */
export function withoutHistoryRouterQs(): Plugin {
  return {
    name: 'dealer-sites:without-history-router-qs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.config.consumer !== 'client') return null;
      return isHistoryRouterQsImport(source, importer) ? STUB_ID : null;
    },
    load(id) {
      return id === STUB_ID ? HISTORY_ROUTER_QS_STUB : null;
    },
  };
}
