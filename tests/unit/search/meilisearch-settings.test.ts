/**
 * The Meilisearch index settings: the attributes, order, typo rule and limits that make Meilisearch
 * answer like the embedded engine (DESIGN.md "Search": "Both must give the same hits, counts and
 * facets for the same state"), checked against the shared attribute table and the sample tenants.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { similarCarQueries } from '../../../src/domain/similar-cars.ts';
import {
  EXTRA_FILTERABLE_ATTRIBUTES,
  FILTER_ATTRIBUTES,
  SEARCHABLE_ATTRIBUTES,
  SORTABLE_ATTRIBUTES,
} from '../../../src/search/attributes.ts';
import type { SearchDocument } from '../../../src/search/document.ts';
import {
  DISPLAYED_ATTRIBUTES,
  MAX_TOTAL_HITS,
  MAX_VALUES_PER_FACET,
  RANKING_RULES,
  meilisearchIndexUid,
  meilisearchSettings,
} from '../../../src/search/meilisearch/settings.ts';
import { loadTenant, tenantSlugs } from '../../../src/tenants/load-tenant.ts';
import { toSearchDocument } from '../../../src/site/search-documents.ts';
import { site as siteConfig } from '../../fixtures/cars.ts';

const settings = meilisearchSettings(siteConfig());
/** Meilisearch's built-in rules, less proximity (the embedded engine does not rank by it). */
const BUILT_IN_RULES = ['words', 'typo', 'attribute', 'sort', 'exactness'];

/** Every sample tenant's documents, as the indexer sends them. */
const tenants: { slug: string; documents: SearchDocument[] }[] = [];
beforeAll(() => {
  for (const slug of tenantSlugs(process.cwd())) {
    const { site, cars, strings, now } = loadTenant(process.cwd(), slug);
    tenants.push({ slug, documents: cars.map((car) => toSearchDocument(car, site, strings, now)) });
  }
});

describe('attributes come from the shared table (src/search/attributes.ts)', () => {
  it('searchable: make, model, badge, series, name, colour, body, fuel, stock number, in that order (the order is attribute rank)', () => {
    expect(settings.searchableAttributes).toEqual([...SEARCHABLE_ATTRIBUTES]);
  });

  it('filterable: every filter attribute and the fields base filters and similar-car queries test, once each', () => {
    const expected = [...FILTER_ATTRIBUTES.map((filter) => filter.attribute), ...EXTRA_FILTERABLE_ATTRIBUTES];
    expect([...(settings.filterableAttributes ?? [])].sort()).toEqual([...new Set(expected)].sort());
  });

  it('sortable: the attributes a sort index may name', () => {
    expect(settings.sortableAttributes).toEqual([...SORTABLE_ATTRIBUTES]);
  });

  it('every field a similar-car filter tests that is a document field is filterable (spec 01 §7)', () => {
    const source = { id: 5, price: 20000, make: 'Ford', model: 'Ranger', car_type: 'used' };
    const tested = similarCarQueries(source, 'Car_production').flatMap((query) =>
      [...query.filter.matchAll(/([a-z_]+) (?:IN|=|!=|>=|<=|\d)/g)].map((match) => match[1]!),
    );
    expect(new Set(tested)).toEqual(new Set(['status', 'id', 'price', 'make', 'model', 'car_type']));
    const documentFields = new Set<string>(DISPLAYED_ATTRIBUTES);
    for (const field of tested.filter((name) => documentFields.has(name)))
      expect(settings.filterableAttributes).toContain(field);
  });

  it('displayed: exactly the fields of a search document, so a hit is the whole document with its card', () => {
    for (const { documents } of tenants)
      expect([...DISPLAYED_ATTRIBUTES].sort()).toEqual(Object.keys(documents[0]!).sort());
  });
});

describe('"Most Relevant" with no query is in-stock first, newest first, then by id (the embedded engine\'s default order)', () => {
  it('the custom rules come after every built-in rule, or they would override text relevance', () => {
    const rules = settings.rankingRules ?? [];
    const lastBuiltIn = Math.max(...BUILT_IN_RULES.map((rule) => rules.indexOf(rule)));
    expect(rules.slice(lastBuiltIn + 1)).toEqual(['in_stock:desc', 'created_at_timestamp:desc', 'id:asc']);
    expect(BUILT_IN_RULES.every((rule) => rules.includes(rule))).toBe(true);
  });

  it('a chosen sort orders every match (sort is the first rule), as Lowest Price means lowest price first', () => {
    expect(RANKING_RULES[0]).toBe('sort');
  });

  it('text relevance as the engine ranks it: typos, then the attribute matched, then exactness; no word proximity', () => {
    expect(RANKING_RULES.slice(1, 5)).toEqual(['words', 'typo', 'attribute', 'exactness']);
    expect(RANKING_RULES).not.toContain('proximity');
  });

  it.each(['in_stock', 'created_at_timestamp', 'id', ...SORTABLE_ATTRIBUTES.filter((attribute) => attribute !== 'km')])(
    'custom rules and sorts need a number on every document: %s',
    (attribute) => {
      for (const { documents } of tenants)
        for (const document of documents) expect(typeof document[attribute as keyof SearchDocument]).toBe('number');
    },
  );
});

describe('typo tolerance matches the embedded engine: "tolerant of one typo in longer words"', () => {
  it('one typo from 5 characters; two typos never (255 is the largest word size Meilisearch accepts)', () => {
    expect(settings.typoTolerance).toEqual({ enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 255 } });
  });
});

describe('limits', () => {
  it('spec 02 §9 "default facet sort by count then name": facet values kept by count', () => {
    expect(settings.faceting?.sortFacetValuesBy).toEqual({ '*': 'count' });
  });

  it.each(FILTER_ATTRIBUTES.filter((filter) => filter.kind === 'list').map((filter) => filter.attribute))(
    'maxValuesPerFacet keeps every value of the %s facet in every sample tenant',
    (attribute) => {
      for (const { documents } of tenants) {
        const values = new Set(
          documents.flatMap((document) => [document[attribute]].flat().filter((value) => value != null)),
        );
        expect(values.size).toBeLessThanOrEqual(MAX_VALUES_PER_FACET);
      }
      expect(settings.faceting?.maxValuesPerFacet).toBe(MAX_VALUES_PER_FACET);
    },
  );

  it("maxTotalHits is above every tenant's stock, so counts and the last pages are exact", () => {
    expect(settings.pagination?.maxTotalHits).toBe(MAX_TOTAL_HITS);
    for (const { documents } of tenants) expect(documents.length).toBeLessThan(MAX_TOTAL_HITS);
  });
});

describe('index uid', () => {
  it.each([['Car_production'], ['Cars_north-motors']])(
    "is the site's search.index %s, so sort index names reach the same index",
    (index) => {
      expect(meilisearchIndexUid(siteConfig({ search: { index } }))).toBe(index);
    },
  );
});
