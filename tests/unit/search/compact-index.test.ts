import { brotliCompressSync, constants } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VehicleCardModel } from '../../../src/domain/vehicle-card-model.ts';
import { codeWidth, packCodes, unpackCodes } from '../../../src/search/embedded/code-packing.ts';
import {
  COMPACT_INDEX_FORMAT,
  decodeIndex,
  encodeIndex,
  type CompactIndex,
} from '../../../src/search/embedded/compact-index.ts';
import type { SearchDocument } from '../../../src/search/document.ts';
import { SAMPLE_TENANTS, searchDocument, tenantDocuments } from './search-fixtures.ts';

/** What the browser downloads: the index as JSON text. */
function roundTrip(documents: readonly SearchDocument[]): SearchDocument[] {
  return decodeIndex(JSON.parse(JSON.stringify(encodeIndex(documents))) as CompactIndex);
}

const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

describe('compact index: decoding gives back exactly the documents encoded', () => {
  it.each(SAMPLE_TENANTS.map((slug) => [slug]))('%s: every document, field and card, in order', (slug) => {
    const documents = tenantDocuments(slug);
    const decoded = roundTrip(documents);
    expect(decoded).toStrictEqual(documents);
    // Same field order too, so a page's JSON of a hit is the same whichever way it was made.
    expect(JSON.stringify(decoded)).toBe(JSON.stringify(documents));
  });

  it('the index budget: at most 40 bytes per car after brotli on the 4,000-car group tenant', () => {
    const documents = tenantDocuments('big-country-motor-group');
    expect(documents.length).toBeGreaterThan(3900);
    const bytes = brotli(JSON.stringify(encodeIndex(documents)));
    expect(bytes / documents.length).toBeLessThanOrEqual(40);
  });

  it('writes the same file for the same stock (the file name is its content hash)', () => {
    const documents = tenantDocuments('harbour-city-toyota');
    expect(JSON.stringify(encodeIndex(documents))).toBe(JSON.stringify(encodeIndex(structuredClone(documents))));
  });

  it('refuses an index of another format', () => {
    const index = { ...encodeIndex([]), format: 'something-else' } as unknown as CompactIndex;
    expect(() => decodeIndex(index)).toThrow(/format/);
  });

  const card = (overrides: Partial<VehicleCardModel>) => overrides;
  it.each<[string, SearchDocument[]]>([
    ['no cars at all', []],
    ['one car with every optional field null', [searchDocument({ id: 1 })]],
    [
      'list fields of several lengths, shared and unique values',
      [
        searchDocument({
          id: 1,
          categories: ['SUV', 'Family'],
          filtered_features: ['Sunroof', 'Tow Bar', 'Sunroof Deluxe'],
        }),
        searchDocument({ id: 2, categories: [], filtered_features: ['Tow Bar'] }),
        searchDocument({ id: 3, categories: ['Family'], filtered_features: [] }),
      ],
    ],
    [
      'ids out of order, negative and fractional numbers, zero prices',
      [
        searchDocument({ id: 900, price: 0, km: 0, weekly_price: 12.5 }),
        searchDocument({ id: 3, price: 19999.99, km: -1, subscription_price: 0 }),
        searchDocument({ id: 2 ** 40, price: 1e12, created_at_timestamp: 0 }),
      ],
    ],
    [
      'cards the rules do not predict: stored as they are',
      [
        searchDocument(
          { id: 1, make: 'Kia', model: 'Sportage', badge: 'SX+', stocknum: 'X1' },
          card({
            id: 99,
            href: '/somewhere/else',
            title: 'Custom title',
            subtitle: 'Custom',
            imageAlt: 'Alt text',
            inStock: false,
            facts: [{ label: 'Odometer', value: 'lots' }],
            reserve: { href: 'https://shop.example/reserve', label: 'Reserve' },
            tag: { kind: 'custom', label: 'Runout', tone: 'green' },
            imageUrl: 'https://img.example/1.jpg',
          }),
        ),
        searchDocument(
          { id: 2 },
          card({ price: { kind: 'no-price', text: 'Enquire for price.' }, imageUrl: 'https://img.example/1.jpg' }),
        ),
        searchDocument(
          { id: 3, price: 30000 },
          card({ price: { kind: 'price', amount: 28990.5, wasPrice: 30000, priceType: 'Drive Away' } }),
        ),
        searchDocument({ id: 4, price: 0 }, card({ price: { kind: 'preorder' }, saveable: false })),
        searchDocument({ id: 5, subscription_price: 199 }, card({ price: { kind: 'subscription', amount: 199 } })),
        searchDocument(
          { id: 6, status: 'sold', in_stock: 0 },
          card({ inStock: false, tag: { kind: 'sold', label: 'SOLD', tone: 'dark' } }),
        ),
      ],
    ],
    [
      'names that extend the usual prefix, and names that do not',
      [
        searchDocument({ id: 1, name: '2020 Toyota Corolla Ascent Sport Auto' }),
        searchDocument({ id: 2, name: 'Completely different' }),
        searchDocument({ id: 3, name: '' }),
      ],
    ],
    [
      'stock numbers with and without a trailing number',
      [
        searchDocument({ id: 1, stocknum: 'AB0012' }),
        searchDocument({ id: 2, stocknum: 'AB13' }),
        searchDocument({ id: 3, stocknum: '7' }),
        searchDocument({ id: 4, stocknum: 'NONUMBER' }),
        searchDocument({ id: 5, stocknum: '' }),
      ],
    ],
    [
      'text with accents, quotes, backslashes and emoji',
      [searchDocument({ id: 1, make: 'Citroën', model: 'C5 "Aircross"', colour: 'Bleu \\ Nuit 🚗', tag: '-Runout' })],
    ],
  ])('%s', (_name, documents) => {
    expect(roundTrip(documents)).toStrictEqual(documents);
  });

  const text = fc.string({ unit: 'grapheme', maxLength: 12 });
  const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
  const number = fc.oneof(
    fc.integer({ min: -1e9, max: 1e9 }),
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }).map((value) => value + 0),
  );
  const document: fc.Arbitrary<SearchDocument> = fc
    .record({
      id: fc.integer({ min: 1, max: 1e9 }),
      make: fc.constantFrom('Toyota', 'Ford', 'Kia'),
      model: text,
      badge: maybe(text),
      series: maybe(text),
      name: maybe(text),
      colour: maybe(fc.constantFrom('White', 'Black', 'Bleu')),
      stocknum: maybe(
        fc.oneof(
          text,
          fc.nat().map((n) => `S${n}`),
        ),
      ),
      status: fc.constantFrom('in_stock', 'coming_soon', 'sold'),
      city: maybe(text),
      dealership_id: maybe(fc.integer({ min: 0, max: 20 })),
      categories: fc.array(text, { maxLength: 3 }),
      filtered_features: fc.array(fc.constantFrom('Sunroof', 'Tow Bar'), { maxLength: 2 }),
      price: number,
      km: maybe(number),
      weekly_price: maybe(number),
      created_at_timestamp: fc.integer({ min: 0, max: 2e9 }),
      in_stock: fc.constantFrom(0 as const, 1 as const),
      href: fc.option(text, { nil: undefined }),
      reserve: fc.option(fc.record({ href: text, label: text }, { noNullPrototype: true }), { nil: null }),
    })
    .map(({ name, href, reserve, ...fields }) =>
      searchDocument(
        { ...fields, ...(name === null ? {} : { name }) },
        { ...(href === undefined ? {} : { href }), reserve },
      ),
    );

  it('holds for any documents (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(document, { maxLength: 25 }), (documents) => {
        expect(roundTrip(documents)).toStrictEqual(documents);
      }),
      { numRuns: 300 },
    );
  });
});

describe('packed codes', () => {
  it.each([
    [1, 1],
    [91, 1],
    [92, 2],
    [91 * 91, 2],
    [91 * 91 + 1, 3],
  ])('a dictionary of %i values takes %i character(s) a code', (size, width) => {
    expect(codeWidth(size)).toBe(width);
  });

  it('unpacks what it packs, and never writes a character JSON escapes', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 100_000 })
          .chain((size) => fc.tuple(fc.constant(size), fc.array(fc.nat({ max: size - 1 })))),
        ([size, codes]) => {
          const packed = packCodes(codes, size);
          expect(JSON.stringify(packed)).toBe(`"${packed}"`);
          expect(unpackCodes(packed, size)).toEqual(codes);
        },
      ),
    );
  });

  it.each([
    ['a code outside the dictionary', () => packCodes([5], 5)],
    ['a truncated string', () => unpackCodes('#', 100)],
    ['a character outside the alphabet', () => unpackCodes(' ', 10)],
  ])('throws on %s', (_name, action) => {
    expect(action).toThrow();
  });

  it('names its format', () => {
    expect(encodeIndex([]).format).toBe(COMPACT_INDEX_FORMAT);
  });
});
