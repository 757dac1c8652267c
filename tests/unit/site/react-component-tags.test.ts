import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { exportedLocalNames, reactComponentTags, tagStatements } from '../../../src/site/react-component-tags.ts';

describe("the server build's React components tagged as React's (issue 20 item 4)", () => {
  it.each([
    ['a named function component', 'export function PriceTag() { return null; }', ['PriceTag']],
    ['a named default', 'export default function CarGallery() { return null; }', ['CarGallery']],
    ['a default that names a binding', 'function SimilarCars() {}\nexport default SimilarCars;', ['SimilarCars']],
    ['exported consts, one declaration each name', 'export const A = () => null, B = () => null;', ['A', 'B']],
    ['an export list, by local name', 'const View = () => null;\nexport { View as CarGalleryView };', ['View']],
    ['a class', 'export class Legacy {}', ['Legacy']],
    ['an anonymous default: no name to tag', 'export default () => null;', []],
    ['a re-export: its own module tags it', "export { X } from './x.js';", []],
  ])('%s', (_, code, names) => {
    expect(exportedLocalNames(parseAst(code))).toEqual(names);
  });

  it('appends one import of Astro\'s tag and a call per name, for "@astrojs/react"', () => {
    expect(tagStatements(['PriceTag', 'cardText'])).toBe(
      [
        "import { __astro_tag_component__ as __dealerSitesTagComponent } from 'astro/runtime/server/index.js';",
        '__dealerSitesTagComponent(PriceTag, "@astrojs/react");',
        '__dealerSitesTagComponent(cardText, "@astrojs/react");',
      ].join('\n'),
    );
    expect(tagStatements([])).toBe('');
  });

  it("changes the project's .tsx modules on the server only, leaving other files alone", () => {
    const plugin = reactComponentTags();
    const transform = plugin.transform as (this: { parse: typeof parseAst }, code: string, id: string) => unknown;
    const context = { parse: parseAst };
    const code = 'export function PriceTag() { return null; }';
    expect(transform.call(context, code, '/app/src/components/PriceTag.tsx')).toEqual({
      code: `${code}\n${tagStatements(['PriceTag'])}\n`,
      map: null,
    });
    expect(transform.call(context, code, '/app/src/domain/format.ts')).toBeNull();
    expect(transform.call(context, code, '/app/node_modules/some-package/src/Widget.tsx')).toBeNull();
    const applies = plugin.applyToEnvironment as (environment: { config: { consumer: string } }) => boolean;
    expect(applies({ config: { consumer: 'server' } })).toBe(true);
    expect(applies({ config: { consumer: 'client' } })).toBe(false);
  });
});
