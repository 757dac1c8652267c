// ESLint for the whole repository: `npm run lint` (part of `npm test`).
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import astro from 'eslint-plugin-astro';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The dependency rule (docs/ARCHITECTURE.md, "Layers and the dependency rule"): every layer, the
 * folder it lives in (from the repository root), and the other layers it may import. A layer
 * always imports its own files. An import of any other layer (a value or a type; static, dynamic,
 * re-exported or `?chunk-url`; in .astro frontmatter and `<script>` alike) fails `npm run lint` with
 * the `boundaries/dependencies` rule's message, naming what the importer may use.
 *
 * The direction: pages/layouts -> sections -> islands -> components/elements ->
 * stores/search/analytics -> domain. Build time: site -> tenants/search/domain. functions ->
 * domain, tenants. The product (src/, functions/) never imports sample/. scripts/ and tests/ may
 * import anything ('*'), as may the root config files, which are in no layer.
 */
// prettier-ignore
export const LAYERS = {
  pages: {       path: 'src/pages',      may: ['layouts', 'sections', 'islands', 'components', 'elements', 'stores', 'search', 'analytics', 'domain', 'site', 'styles'] },
  layouts: {     path: 'src/layouts',    may: ['sections', 'islands', 'components', 'elements', 'stores', 'search', 'analytics', 'domain', 'site', 'styles'] },
  sections: {    path: 'src/sections',   may: ['islands', 'components', 'elements', 'stores', 'search', 'analytics', 'domain', 'site', 'styles'] },
  islands: {     path: 'src/islands',    may: ['components', 'elements', 'stores', 'search', 'analytics', 'domain', 'styles'] },
  components: {  path: 'src/components', may: ['stores', 'search', 'analytics', 'domain', 'styles'] },
  elements: {    path: 'src/elements',   may: ['stores', 'analytics', 'domain'] },
  stores: {      path: 'src/stores',     may: ['domain'] },
  search: {      path: 'src/search',     may: ['domain'] },
  analytics: {   path: 'src/analytics',  may: ['domain'] },
  site: {        path: 'src/site',       may: ['tenants', 'search', 'domain'] },
  tenants: {     path: 'src/tenants',    may: ['domain'] },
  domain: {      path: 'src/domain',     may: [] },
  styles: {      path: 'src/styles',     may: [] },
  functions: {   path: 'functions',      may: ['domain', 'tenants'] },
  sample: {      path: 'sample',         may: ['domain', 'tenants', 'search', 'site', 'scripts'] },
  scripts: {     path: 'scripts',        may: '*' },
  tests: {       path: 'tests',          may: '*' },
};

/**
 * Files that only some layers may import, even from their own layer: the tenant is read once per
 * page, by the page or its layout, and passed down as props (`site`, `strings`).
 */
export const ENTRY_FILES = {
  'site/tenant.ts': {
    path: 'src/site/tenant.ts',
    importedBy: ['pages', 'layouts'],
    why: 'the page reads the tenant once and passes what the rest needs down, as props or parameters',
  },
};

/** The folders every file of which must belong to a layer (a new folder gets a row above first). */
const LAYERED = ['src/**', 'functions/**', 'sample/**'];

/** The boundary rule's settings and policies, from the two tables. */
function boundaryRule(layers, entryFiles) {
  const elements = Object.entries(layers).map(([type, { path }]) => ({ type, pattern: path, partialMatch: false }));
  const files = Object.entries(entryFiles).map(([category, { path }]) => ({ category, pattern: path }));
  const policies = Object.entries(layers).flatMap(([type, { may }]) => {
    if (may === '*') return [];
    const closed = Object.entries(entryFiles)
      .filter(([, { importedBy }]) => !importedBy.includes(type))
      .map(([name]) => name);
    // When several policies match an import, the last one says why it is refused.
    return [
      ...closed.map((name) => ({
        from: { element: { type } },
        disallow: { to: { file: { categories: name } } },
        message: `Wrong-way import: only ${entryFiles[name].importedBy.join(' and ')} import ${name} ({{dependency.source}}): ${entryFiles[name].why}. See ENTRY_FILES in eslint.config.js.`,
      })),
      {
        from: { element: { type } },
        disallow: { to: { element: { types: { noneOf: [type, ...may] } } } },
        message: `Wrong-way import: ${type} may import ${may.length ? may.join(', ') : 'only its own files'}; this is {{to.type}} ({{dependency.source}}). See LAYERS in eslint.config.js.`,
      },
    ];
  });
  return { elements, files, policies };
}

const { elements, files, policies } = boundaryRule(LAYERS, ENTRY_FILES);

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-edge/',
    '.astro/',
    'test-results/',
    'playwright-report/',
    'reports/',
    '.stryker-tmp/',
    'bench-results/',
    'data/',
    'public/',
    'sites/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },

  // Recommended sets: JavaScript, TypeScript (syntax only: `npm run typecheck` does the types),
  // Astro, and accessibility in both JSX and Astro templates.
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  { files: ['**/*.astro'], extends: [astro.configs['flat/jsx-a11y-recommended']] },
  { files: ['**/*.tsx'], extends: [jsxA11y.configs.recommended] },
  {
    // Every source file of the site may run in the browser, at build time in Node, or both.
    files: ['**/*.{js,ts,tsx,astro}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },

  // React hooks: every rule an error, and none may be switched off in a comment.
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.flat['recommended-latest'].rules).map((rule) => [rule, 'error']),
    ),
  },
  {
    // A leading underscore marks a binding kept on purpose: a parameter an interface requires, or a
    // property taken out of an object so that the rest can be passed on.
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  comments.recommended,
  {
    rules: {
      '@eslint-community/eslint-comments/no-restricted-disable': ['error', 'react-hooks/*', 'boundaries/*'],
    },
  },

  // Site code gets zod through src/domain/schemas/zod.ts (or zod-mini.ts, the same library's small functional API that
  // the schemas the browser loads use), which turns off its eval (the pages' CSP allows none) before any schema is made.
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['src/domain/schemas/zod.ts', 'src/domain/schemas/zod-mini.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from 'src/domain/schemas/zod.ts' (jitless).",
              allowTypeImports: true,
            },
            {
              name: 'zod/mini',
              message: "Import { z } from 'src/domain/schemas/zod-mini.ts' (jitless).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },

  // The dependency rule (LAYERS above).
  {
    files: ['**/*.{js,ts,tsx,astro}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/include': ['**/*.{js,ts,tsx,astro}'],
      'import/resolver': { './scripts/lint/path-resolver.js': {} },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkInternals: true, policies }],
    },
  },
  {
    files: LAYERED,
    // Astro reads the content collections from this one file at src/ (issue 17 item 7); it imports only domain schemas.
    ignores: ['src/content.config.ts'],
    rules: { 'boundaries/no-unknown-files': 'error' },
  },
);
