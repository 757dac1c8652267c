import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The product (src/, functions/) never imports the sample-data tooling (sample/README.md): every
 * relative module specifier in a product file, static or dynamic, resolves outside sample/.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const SAMPLE = join(ROOT, 'sample');
const SOURCE = /\.(ts|tsx|mts|js|mjs|astro)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bnew\s+URL\s*\(\s*)(['"])([^'"]+)\1/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** "file: specifier" for every relative specifier in the text that resolves into sample/. */
function importsIntoSample(file: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)]
    .map((match) => match[2]!)
    .filter(
      (specifier) => specifier.startsWith('.') && !relative(SAMPLE, resolve(dirname(file), specifier)).startsWith('..'),
    )
    .map((specifier) => `${relative(ROOT, file)}: ${specifier}`);
}

describe('sample/ is fenced off from the product', () => {
  it('no file under src/ or functions/ imports sample/', () => {
    const files = ['src', 'functions'].flatMap((dir) => filesUnder(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => importsIntoSample(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('would notice one, static or dynamic', () => {
    const file = join(ROOT, 'src/site/example.ts');
    expect(
      importsIntoSample(
        file,
        "import { x } from '../../sample/media/media-paths.ts';\nconst y = await import('../../sample/stock/generate.ts');\nimport '../domain/stock.ts';",
      ),
    ).toEqual([
      'src/site/example.ts: ../../sample/media/media-paths.ts',
      'src/site/example.ts: ../../sample/stock/generate.ts',
    ]);
  });
});
