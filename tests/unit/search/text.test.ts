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

  it('finds exactly the words wordTypos accepts, for any vocabulary and query word (fast-check)', () => {
    // Letters, a digit, an accented letter and an astral one (two UTF-16 code units) to catch variant edge cases.
    const unit = fc.constantFrom('a', 'b', 'c', '1', 'é', '𝒜');
    const vocabularyOf = fc.uniqueArray(fc.string({ unit, minLength: 1, maxLength: 7 }), { maxLength: 40 });
    fc.assert(
      fc.property(
        vocabularyOf,
        fc.string({ unit, minLength: 1, maxLength: 7 }),
        fc.boolean(),
        (words, word, asPrefix) => {
          const vocabulary = [...words].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          const scanned = new Map<number, 0 | 1>();
          vocabulary.forEach((term, at) => {
            const typos = wordTypos(word, term, asPrefix);
            if (typos !== null) scanned.set(at, typos);
          });
          const found = matchingTerms(vocabulary, word, asPrefix);
          expect(new Map([...found].sort(([a], [b]) => a - b))).toEqual(scanned);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('looks up a long query word without reading every indexed word that shares its first letter', () => {
    // 100,000 stock numbers all begin with "bcmg": a typo search for a word starting with b must
    // not compare the word with each of them (issue 20: a 40,000-car tenant).
    const terms = Array.from({ length: 100_000 }, (_, i) => `bcmg${String(i).padStart(6, '0')}`);
    let reads = 0;
    const vocabulary = new Proxy(terms, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    matchingTerms(vocabulary, 'zzzzz', false); // the vocabulary's characters are read once, on its first typo search
    for (const asPrefix of [false, true]) {
      reads = 0;
      expect(matchingTerms(vocabulary, 'bronze', asPrefix).size).toBe(0);
      expect(reads).toBeLessThan(5_000);
    }
  });
});
