import type { Plugin } from 'vite';

const QUERY = '?chunk-url';
const PREFIX = '\0chunk-url:';

/**
 * `import url from './module.tsx?chunk-url'`: the module is built as a chunk of its own and the
 * import gives its URL, for a script to load it later with a plain `import(url)`.
 *
 * Why not a plain `import('./module.tsx')`: Vite wraps every literal dynamic import in its preload
 * helper (about 0.9 KB gzip, vitejs/vite#13952, with no option to leave it out), which a page with
 * a 2 KB script budget cannot carry for a handler that loads code on a click. The chunk's own
 * imports still load in parallel once it is fetched. `astro dev` serves the source file.
 */
export function chunkUrl(): Plugin {
  let serving = false;
  return {
    name: 'dealer-sites:chunk-url',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? PREFIX + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      if (serving || this.environment.config.consumer !== 'client')
        return `export default ${JSON.stringify(`/@fs${file}`)};`;
      const reference = this.emitFile({ type: 'chunk', id: file });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
