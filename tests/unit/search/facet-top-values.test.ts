import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../../src/search/document.ts';
import { buildEngineIndex } from '../../../src/search/embedded/engine-index.ts';
import { fullSet } from '../../../src/search/embedded/bitset.ts';
import { countFacet } from '../../../src/search/embedded/facet-counts.ts';

/** Cars with only what the engine index and a km column need. */
const carsWithKm = (kms: readonly (number | null)[]) =>
  kms.map((km, id) => ({ id, in_stock: 1, created_at_timestamp: 0, km })) as unknown as SearchDocument[];

describe('facet counts keep the most frequent values, ties by value in code-point order', () => {
  it('equal sorting every counted value and keeping the first ones (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 12 }),
        (kms, limit) => {
          const column = buildEngineIndex(carsWithKm(kms)).column('km');
          const counts = new Map<string, number>();
          for (const km of kms) if (km !== null) counts.set(String(km), (counts.get(String(km)) ?? 0) + 1);
          const expected = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)).slice(0, limit);
          // Which values are kept (an object lists number-like keys in numeric order whatever the insertion order).
          expect(countFacet(column, fullSet(kms.length), kms.length, limit).counts).toEqual(
            Object.fromEntries(expected),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('compare a column of 20,000 distinct values without reading their labels (issue 20: 40,000 cars)', () => {
    const size = 20_000;
    const column = buildEngineIndex(carsWithKm(Array.from({ length: size }, (_, i) => i * 7))).column('km');
    let reads = 0;
    const labels = column.labels;
    column.labels = new Proxy(labels, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const counts = countFacet(column, fullSet(size), size, 50).counts;
    expect(Object.keys(counts)).toHaveLength(50);
    expect(Object.keys(counts)[0]).toBe('0');
    expect(reads).toBe(50); // the values shown, read once each
  });
});

describe('facet counts of a search matching most of the stock (issue 20: 40,000 cars)', () => {
  it('are the stock’s counts less the cars missed: a search matching every car reads no car’s value', () => {
    const size = 1000;
    const column = buildEngineIndex(carsWithKm(Array.from({ length: size }, (_, i) => i % 37))).column('km');
    let reads = 0;
    const codes = column.codes;
    column.codes = new Proxy(codes, {
      get(target, key) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const { counts, stats } = countFacet(column, fullSet(size), size, 50);
    expect(reads).toBe(0);
    expect(counts['0']).toBe(28);
    expect(stats).toEqual({ min: 0, max: 36, avg: 17.982, sum: 17_982 });
  });
});
