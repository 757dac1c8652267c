/**
 * The import resolver the boundary rule uses (eslint.config.js, `import/resolver`). Every relative
 * import in this codebase names its file with the extension (`../domain/stock.ts`, `./Card.astro`),
 * so the path alone says which layer the imported file is in: it is resolved by path arithmetic, and
 * Vite's query suffixes (`?chunk-url`, `?raw`) are dropped, so a module loaded by URL still counts
 * as a dependency. Bare specifiers (packages, `node:` builtins) are left unresolved: the boundary
 * rule only classifies local files. Whether a file exists is the type checker's business, which
 * also lets the boundary rule's test lint code at paths that do not exist
 * (tests/unit/lint/boundaries.test.ts).
 *
 * An Astro component's `<script>` is linted as a virtual file inside it (`Card.astro/1_1.ts`), and
 * under ESLint 10 eslint-module-utils passes that virtual name, not the physical one: imports are
 * resolved from the .astro file's own folder.
 *
 * The interface is eslint-module-utils' resolver interface, version 2.
 */
import { dirname, isAbsolute, resolve as resolvePath } from 'node:path';

export const interfaceVersion = 2;

/**
 * @param {string} source the import's specifier
 * @param {string} file the importing file (for an Astro `<script>`, its virtual file)
 * @returns {{ found: boolean, path?: string | null }}
 */
export function resolve(source, file) {
  if (!source.startsWith('.') && !isAbsolute(source)) return { found: false };
  const from = file.replace(/(\.astro)[/\\][^/\\]+$/, '$1');
  return { found: true, path: resolvePath(dirname(from), source.replace(/\?.*$/s, '')) };
}
