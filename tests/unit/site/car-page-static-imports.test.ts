import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 20 item 1: what the car page's islands and scripts load with them. zod with the lead schema, and the default-text
 * tables the forms and the calculator have in their props already, are loaded only when a shopper starts on a form
 * (src/components/forms/lead-form-check.ts, by URL) or not at all. Checked on the source: the static imports
 * (`import type` and `?chunk-url` imports load nothing) from each entry, followed through the project's files.
 * tests/e2e/page-weight.spec.ts holds the built page to its byte budget; this says which modules must stay out.
 */
const CAR_PAGE_ENTRIES = [
  'src/islands/LeadForm.tsx',
  'src/islands/CarLeadForm.tsx',
  'src/islands/CarGallery.tsx',
  'src/elements/car-spin.ts',
  'src/islands/SimilarCars.tsx',
  'src/islands/FinanceCalculator.tsx',
  'src/islands/FuelCalculator.tsx',
  'src/islands/DeliveryCheck.tsx',
  'src/islands/PriceGauge.tsx',
  'src/elements/car-tools.ts',
  'src/elements/car-quote.ts',
];

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

/** The modules `file` loads when it runs: its value imports, by resolved path (packages by name). */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(IMPORT)) {
    const [, typeOnly, names = '', source, bare] = match;
    const specifier = source ?? bare!;
    if (typeOnly || specifier.endsWith('?chunk-url')) continue;
    // `import { type A, type B } from`: types only, nothing loads.
    const list = /^\{([^}]*)\}$/.exec(names.trim())?.[1];
    if (list !== undefined && list.split(',').every((name) => name.trim() === '' || /^type\s/.test(name.trim())))
      continue;
    found.push(specifier.startsWith('.') ? join(dirname(file), specifier) : specifier);
  }
  return found;
}

/** Every module reached from `entry` through static value imports (project files followed, packages not). */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [join(process.cwd(), entry)];
  while (queue.length) {
    const path = queue.shift()!;
    const key = path.startsWith('/') ? relative(process.cwd(), path) : path;
    if (seen.has(key)) continue;
    seen.add(key);
    if (path.startsWith('/') && existsSync(path) && /\.tsx?$/.test(path)) queue.push(...staticImports(path));
  }
  return seen;
}

describe("the car page's islands and scripts, as loaded before a shopper starts on a form (issue 20)", () => {
  it.each(CAR_PAGE_ENTRIES)('%s brings neither zod, the lead schema nor the form and finance text tables', (entry) => {
    const modules = [...reachable(entry)];
    expect(modules.filter((name) => /^zod(?:\/|$)/.test(name))).toEqual([]);
    expect(modules).not.toContain('src/domain/schemas/leads.ts');
    expect(modules).not.toContain('src/domain/strings/form.ts');
    expect(modules).not.toContain('src/domain/strings/finance.ts');
  });

  it('follows the imports it should: the lead form reaches its fields and the check is loaded apart', () => {
    const modules = reachable('src/islands/LeadForm.tsx');
    expect(modules).toContain('src/components/forms/lead-form-fields.ts');
    expect(modules).toContain('react');
    expect(modules).not.toContain('src/components/forms/lead-form-check.ts');
    expect(reachable('src/components/forms/lead-form-check.ts')).toContain('src/domain/schemas/leads.ts');
  });
});
