import { relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ENTRY_FILES, LAYERS } from '../../../eslint.config.js';

/**
 * The dependency rule (LAYERS in eslint.config.js), proved on code linted at paths that need not
 * exist: the rule classifies files by their path alone (scripts/lint/path-resolver.js), so a
 * wrong-way import is rejected wherever the files it names are.
 */
const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/') });

/** The boundary rules' messages for `code` linted as the file at `filePath`. */
async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.message);
}

const WRONG_WAY = /^Wrong-way import: /;

describe('a wrong-way import fails lint with the boundary rule', () => {
  it.each([
    [
      'src/domain/x.ts',
      "import { VehicleCard } from '../components/VehicleCard.tsx';\nexport { VehicleCard };\n",
      'domain may import only its own files; this is components',
    ],
    [
      'src/components/x.tsx',
      "import { LeadForm } from '../islands/LeadForm.tsx';\nexport { LeadForm };\n",
      'components may import stores, search, analytics, domain, styles; this is islands',
    ],
    [
      'src/search/x.ts',
      "import type { CardModel } from '../components/card-model.ts';\nexport type { CardModel };\n",
      'search may import domain; this is components',
    ],
    [
      'functions/x.ts',
      "import { VehicleCard } from '../src/components/VehicleCard.tsx';\nexport { VehicleCard };\n",
      'functions may import domain, tenants; this is components',
    ],
    [
      'functions/routes/x.ts',
      "export { getTenant } from '../../src/site/tenant.ts';\n",
      'functions may import domain, tenants; this is site',
    ],
    [
      'src/site/x.ts',
      "import { drawCar } from '../../sample/media/car-svg.ts';\nexport { drawCar };\n",
      'site may import tenants, search, domain; this is sample',
    ],
    [
      'functions/x.ts',
      "export const generate = () => import('../sample/stock/generate.ts');\n",
      'functions may import domain, tenants; this is sample',
    ],
    [
      'src/elements/x.ts',
      "import { useFavourites } from '../components/use-favourites.ts';\nexport { useFavourites };\n",
      'elements may import stores, analytics, domain; this is components',
    ],
    [
      'src/stores/x.ts',
      "import { track } from '../analytics/events.ts';\nexport { track };\n",
      'stores may import domain; this is analytics',
    ],
    [
      'src/tenants/x.ts',
      "import { CarIndex } from '../site/car-index.ts';\nexport { CarIndex };\n",
      'tenants may import domain; this is site',
    ],
  ])('%s: %j', async (filePath, code, message) => {
    const messages = await boundaryMessages(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(WRONG_WAY);
    expect(messages[0]).toContain(message);
  });

  it('only pages and layouts import src/site/tenant.ts: a section or another site module may not', async () => {
    const code = (from: string) => `import { getTenant } from '${from}';\nexport const tenant = getTenant();\n`;
    for (const [filePath, from] of [
      ['src/sections/CarHeader.astro', '../site/tenant.ts'],
      ['src/site/search-page.ts', './tenant.ts'],
    ] as const) {
      const text = filePath.endsWith('.astro') ? `---\n${code(from)}---\n<p>{tenant.site.name}</p>\n` : code(from);
      const messages = await boundaryMessages(filePath, text);
      expect(messages, filePath).toEqual([
        `Wrong-way import: only pages and layouts import site/tenant.ts (${from}): the page reads the tenant once and passes what the rest needs down, as props or parameters. See ENTRY_FILES in eslint.config.js.`,
      ]);
    }
    // A component may not import site/ at all, so the layer's own message says why.
    expect(
      await boundaryMessages(
        'src/components/Footer.astro',
        `---\n${code('../site/tenant.ts')}---\n<p>{tenant.site.name}</p>\n`,
      ),
    ).toEqual([
      expect.stringContaining(
        'Wrong-way import: components may import stores, search, analytics, domain, styles; this is site (../site/tenant.ts)',
      ),
    ]);
    expect(
      await boundaryMessages('src/pages/x.astro', `---\n${code('../site/tenant.ts')}---\n<p>{tenant.site.name}</p>\n`),
    ).toEqual([]);
    expect(
      await boundaryMessages(
        'src/layouts/SiteLayout.astro',
        `---\n${code('../site/tenant.ts')}---\n<p>{tenant.site.name}</p>\n`,
      ),
    ).toEqual([]);
  });

  it('in an Astro component, in its frontmatter and in its <script>, including an import by URL (?chunk-url)', async () => {
    const component = [
      '---',
      "import { LeadForm } from '../islands/LeadForm.tsx';",
      '---',
      '<LeadForm client:idle />',
      '<script>',
      "  import rootUrl from '../islands/QuickEnquiryRoot.tsx?chunk-url';",
      '  console.log(rootUrl);',
      '</script>',
      '',
    ].join('\n');
    const messages = await boundaryMessages('src/components/CardGrid.astro', component);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain(
      'components may import stores, search, analytics, domain, styles; this is islands (../islands/LeadForm.tsx)',
    );
    expect(messages[1]).toContain(
      'components may import stores, search, analytics, domain, styles; this is islands (../islands/QuickEnquiryRoot.tsx?chunk-url)',
    );
    // The same component as a section may mount the island.
    expect(await boundaryMessages('src/sections/CardGrid.astro', component)).toEqual([]);
  });

  it('a file in a folder that is in no layer fails too, until the folder gets a row in LAYERS', async () => {
    expect(await boundaryMessages('src/helpers/x.ts', 'export const x = 1;\n')).toEqual([
      expect.stringContaining('does not belong to any known element'),
    ]);
  });
});

describe('imports the direction allows pass', () => {
  it.each([
    [
      'src/pages/cars/[slug].astro',
      "---\nimport { getTenant } from '../../site/tenant.ts';\nimport CarPage from '../../sections/CarPage.astro';\nimport { carSeo } from '../../site/car-seo.ts';\nconst { site } = getTenant();\n---\n<CarPage site={site} seo={carSeo} />\n",
    ],
    [
      'src/sections/CarTools.astro',
      "---\nimport { FuelCalculator } from '../islands/FuelCalculator.tsx';\nimport { imageUrl } from '../domain/image-url.ts';\nimport { searchHref } from '../site/search-landings.ts';\n---\n<FuelCalculator client:visible href={searchHref} src={imageUrl} />\n",
    ],
    [
      'src/islands/LeadForm.tsx',
      "import { LeadFormView } from '../components/forms/LeadFormView.tsx';\nimport { useLeadForm } from '../components/forms/use-lead-form.ts';\nimport { $shopper } from '../stores/shopper.ts';\nexport { LeadFormView, useLeadForm, $shopper };\n",
    ],
    [
      'src/components/VehicleCard.tsx',
      "import type { VehicleCardModel } from '../domain/vehicle-card-model.ts';\nimport { PriceTag } from './PriceTag.tsx';\nexport type { VehicleCardModel };\nexport { PriceTag };\n",
    ],
    [
      'src/elements/dealer-phone.ts',
      "import { maskPhone } from '../domain/phone.ts';\nimport { announce } from '../analytics/announce.ts';\nexport { maskPhone, announce };\n",
    ],
    [
      'src/site/search-page.ts',
      "import { loadTenant } from '../tenants/load-tenant.ts';\nimport { createEngine } from '../search/embedded/engine.ts';\nexport { loadTenant, createEngine };\n",
    ],
    [
      'functions/routes/leads.ts',
      "import { LeadSchema } from '../../src/domain/schemas/leads.ts';\nimport { loadTenant } from '../../src/tenants/load-tenant.ts';\nexport { LeadSchema, loadTenant };\n",
    ],
    [
      'scripts/build.ts',
      "import { generateStock } from '../sample/stock/generate.ts';\nimport { LeadForm } from '../src/islands/LeadForm.tsx';\nexport { generateStock, LeadForm };\n",
    ],
    [
      'tests/unit/x.test.ts',
      "import { drawCar } from '../../sample/media/car-svg.ts';\nimport { app } from '../../functions/app.ts';\nexport { drawCar, app };\n",
    ],
    [
      'astro.config.ts',
      "import { sampleMedia } from './sample/media/media-integration.ts';\nimport { getTenant } from './src/site/tenant.ts';\nexport { sampleMedia, getTenant };\n",
    ],
    [
      'src/domain/x.ts',
      "import { z } from 'zod';\nimport { readFileSync } from 'node:fs';\nexport { z, readFileSync };\n",
    ],
  ])('%s', async (filePath, code) => {
    expect(await boundaryMessages(filePath, code)).toEqual([]);
  });
});

describe('every pair of layers, from the table', () => {
  type Layer = keyof typeof LAYERS;
  const layers = Object.keys(LAYERS) as Layer[];
  const pairs = layers
    .flatMap((from) => layers.map((to) => [from, to] as const))
    .filter(([from]) => LAYERS[from].may !== '*');

  it(`${pairs.length} pairs: an import is rejected exactly when the table does not allow it`, async () => {
    const wrong: string[] = [];
    for (const [from, to] of pairs) {
      const importer = `${LAYERS[from].path}/probe/x.ts`;
      const specifier = relative(`${LAYERS[from].path}/probe`, `${LAYERS[to].path}/y.ts`);
      const messages = await boundaryMessages(importer, `import { y } from '${specifier}';\nexport { y };\n`);
      const may = LAYERS[from].may as readonly string[];
      const allowed = from === to || may.includes(to);
      if (allowed !== (messages.length === 0)) wrong.push(`${from} -> ${to}: ${messages.join('; ') || 'allowed'}`);
    }
    expect(wrong).toEqual([]);
  }, 30_000);

  it('the table names only layers it defines, and the entry files only layers too', () => {
    for (const { may } of Object.values(LAYERS))
      if (may !== '*') for (const layer of may) expect(layers).toContain(layer);
    for (const { importedBy } of Object.values(ENTRY_FILES))
      for (const layer of importedBy) expect(layers).toContain(layer);
  });
});
