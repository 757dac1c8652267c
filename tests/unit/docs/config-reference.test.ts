import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOC, configReference } from '../../../scripts/config-reference.ts';

describe('docs/configuration.md, the site.json reference', () => {
  const generated = configReference();

  it('is current with the schema (run `npm run docs:config` after changing it)', () => {
    expect(readFileSync(CONFIG_DOC, 'utf8')).toBe(generated);
  });

  it('documents every field: no row without a description', () => {
    const rows = generated.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.length).toBeGreaterThan(100);
    const undocumented = rows.filter((row) => row.trimEnd().endsWith('|  |')).map((row) => row.split('|')[1]?.trim());
    expect(undocumented).toEqual([]);
  });
});
