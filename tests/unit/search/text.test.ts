import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchingTerms } from '../../../src/search/embedded/text-search.ts';
import { foldText, oneEditApart, queryWords, tokenize, wordTypos } from '../../../src/search/embedded/text.ts';
import { damerau, naiveWordTypos } from './sql-oracle.ts';

describe('words (lower-cased, accents folded, split on non-alphanumerics)', () => {
  it.each([
    ['CX-3 G20 Evolve', ['cx', '3', 'g20', 'evolve']],
    ['Škoda Kodiaq', ['skoda', 'kodiaq']],
    ['Crème Brûlée', ['creme', 'brulee']],
    ['SX+', ['sx']],
    ['BCMG10060', ['bcmg10060']],
    ['  --  ', []],
    ['4x4 Double-Cab', ['4x4', 'double', 'cab']],
  ])('%s', (text, words) => expect(tokenize(text)).toEqual(words));

  it.each([
    ['ford ran', { words: ['ford', 'ran'], lastIsPrefix: true }],
    ['ford ran ', { words: ['ford', 'ran'], lastIsPrefix: false }],
    ['ford-', { words: ['ford'], lastIsPrefix: false }],
    ['', { words: [], lastIsPrefix: false }],
    ['Crè', { words: ['cre'], lastIsPrefix: true }],
  ])('query %j: the last word is a prefix unless typed past', (query, expected) =>
    expect(queryWords(query)).toEqual(expected),
  );

  it('folds accents and case', () => expect(foldText('ÉLAN Café')).toBe('elan cafe'));
});

describe('one typo (Meilisearch: Damerau-Levenshtein, one typo from 5 characters, never on the first character)', () => {
  it.each([
    ['ranger', 'rnager', 1],
    ['ranger', 'rangar', 1],
    ['ranger', 'range', 1],
    ['ranger', 'rangers', 1],
    ['ranger', 'ranger', 0],
    ['ranger', 'rangre', 1],
    ['ranger', 'nanger', null],
    ['ranger', 'arnger', null],
    ['ranger', 'raneger', 1],
    ['ranger', 'rngr', null],
    ['hilux', 'hilix', 1],
    ['kia', 'kai', null],
    ['corol', 'corolla', null],
  ])('%s ~ %s: %s', (term, word, typos) => {
    expect(wordTypos(word, term, false)).toBe(typos);
  });

  it.each([
    ['corolla', 'cor', 0],
    ['corolla', 'corola', 1],
    ['corolla', 'corrol', 1],
    ['corolla', 'xorol', null],
    ['wildtrak', 'wildtr', 0],
    ['wildtrak', 'wiltdr', 1],
    ['wildtrak', 'wil', 0],
    ['wildtrak', 'wul', null],
  ])('last word as a prefix: %s ~ %s: %s', (term, word, typos) => {
    expect(wordTypos(word, term, true)).toBe(typos);
  });

  it('oneEditApart is exactly "Damerau-Levenshtein distance 1" (fast-check against the textbook table)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 7 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(oneEditApart(a, b)).toBe(damerau(a, b) === 1);
      }),
      { numRuns: 3000 },
    );
  });

  it('wordTypos follows the naive rule for any words (fast-check)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(word, word, fc.boolean(), (queryWord, term, asPrefix) => {
        expect(wordTypos(queryWord, term, asPrefix)).toBe(naiveWordTypos(queryWord, term, asPrefix));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds the matching words of a sorted vocabulary', () => {
    const vocabulary = ['corolla', 'cross', 'everest', 'ranger', 'rangers', 'raptor'].sort();
    const found = (word: string, asPrefix: boolean) =>
      Object.fromEntries([...matchingTerms(vocabulary, word, asPrefix)].map(([at, typos]) => [vocabulary[at], typos]));
    expect(found('ranger', false)).toEqual({ ranger: 0, rangers: 1 });
    expect(found('ranger', true)).toEqual({ ranger: 0, rangers: 0 });
    expect(found('ra', true)).toEqual({ ranger: 0, rangers: 0, raptor: 0 });
    expect(found('ra', false)).toEqual({});
    expect(found('rnager', false)).toEqual({ ranger: 1 });
  });
});
