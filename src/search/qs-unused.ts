/**
 * Stands in for `qs` in the browser bundle. instantsearch.js's history router imports qs for its
 * default address format; ours is `url-state.ts` (the router gets our createURL and parseURL), so
 * qs is never called, and leaving it out saves about 12 KB gzip of the results page's budget.
 * Aliased in astro.config.ts.
 */
function notBundled(): never {
  throw new Error('qs is not bundled: search addresses are written by src/search/url-state.ts');
}

export default { parse: notBundled, stringify: notBundled };
