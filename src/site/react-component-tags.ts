/**
 * Tells Astro's server render up front that the project's `.tsx` components are React's (issue 20 item 4). An
 * untagged component is rendered once before its real render, every time a page uses it: Astro asks each renderer's
 * `check`, and React's renders the component inside a test component to see whether it answers React elements. The
 * group's build made 48,000 such renders (about 6 a car page, 1 s of its main thread). Tagged components
 * (`__astro_tag_component__`, the way Astro's own JSX integrations mark theirs) go straight to React. Only the server
 * build is changed; the islands' browser code is not.
 */
import type { Plugin } from 'vite';

/** The ESTree nodes this reads (the parse's Program, as Rollup and Rolldown give it). */
interface Node {
  type: string;
  [key: string]: unknown;
}
type Declaration = Node & { id?: { name: string } | null; declarations?: { id: Node & { name?: string } }[] };
type ExportNode = Node & {
  declaration?: Declaration | null;
  specifiers?: { local: Node & { name?: string } }[];
  source?: unknown;
};

/** The project's own `.tsx` files (a package's are left as they are). */
const PROJECT_COMPONENT = /^(?!.*[\\/]node_modules[\\/]).*[\\/]src[\\/].*\.tsx$/;
const RENDERER = '@astrojs/react';

/**
 * The local names a module exports that may be components: exported functions, classes and `const`s, exported
 * local bindings and a named default. (Re-exports from another module are that module's; an anonymous default has no
 * name to tag.) Astro's tag ignores values that are not functions, so a name too many costs nothing.
 */
export function exportedLocalNames(program: { body: readonly object[] }): string[] {
  const names: string[] = [];
  for (const statement of program.body as readonly ExportNode[]) {
    if (statement.type === 'ExportNamedDeclaration') {
      const declaration = statement.declaration;
      if (declaration?.id?.name) names.push(declaration.id.name);
      for (const declarator of declaration?.declarations ?? [])
        if (declarator.id.type === 'Identifier' && declarator.id.name) names.push(declarator.id.name);
      if (!statement.source)
        for (const specifier of statement.specifiers ?? [])
          if (specifier.local.type === 'Identifier' && specifier.local.name) names.push(specifier.local.name);
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration;
      if (declaration?.type === 'Identifier') names.push((declaration as Node & { name: string }).name);
      else if (declaration?.id?.name) names.push(declaration.id.name);
    }
  }
  return [...new Set(names)];
}

/** The statements appended to a module that tag `names` as React components. */
export function tagStatements(names: readonly string[]): string {
  if (names.length === 0) return '';
  const tag = '__dealerSitesTagComponent';
  return [
    `import { __astro_tag_component__ as ${tag} } from 'astro/runtime/server/index.js';`,
    ...names.map((name) => `${tag}(${name}, ${JSON.stringify(RENDERER)});`),
  ].join('\n');
}

/** The Vite plugin: the project's `.tsx` modules in the server build, after their JSX is compiled, get their tags. */
export function reactComponentTags(): Plugin {
  return {
    name: 'dealer-sites:react-component-tags',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform(code, id) {
      if (!PROJECT_COMPONENT.test(id.split('?')[0]!)) return null;
      const tags = tagStatements(exportedLocalNames(this.parse(code)));
      return tags ? { code: `${code}\n${tags}\n`, map: null } : null;
    },
  };
}
