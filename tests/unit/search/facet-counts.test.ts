import algoliasearchHelper, { type SearchResults } from 'algoliasearch-helper';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayedCount } from '../../../src/domain/search-results.ts';
import { createEmbeddedSearchClient } from '../../../src/search/embedded/search-client.ts';
import { matchingFacetCounts } from '../../../src/search/facet-counts.ts';
import { tenantDocuments } from './search-fixtures.ts';

const INDEX = 'Car_production';
const documents = tenantDocuments('harbour-city-toyota');
const client = createEmbeddedSearchClient({ documents });
const valuesOf = (attribute: 'car_type' | 'status' | 'make') =>
  [...new Set(documents.map((doc) => String(doc[attribute])))].sort();

/** The results page's search through algoliasearch-helper (as InstantSearch sends it), with some values chosen. */
async function search(chosen: { car_type: string[]; status: string[]; make: string[] }): Promise<SearchResults> {
  let helper = algoliasearchHelper(client as never, INDEX, {
    disjunctiveFacets: ['car_type', 'status', 'make'],
    hitsPerPage: 21,
    maxValuesPerFacet: 100,
  });
  for (const [attribute, values] of Object.entries(chosen))
    for (const value of values) helper = helper.addDisjunctiveFacetRefinement(attribute, value);
  return (await helper.searchOnce({})).content;
}

describe("facet counts of the cars found, from InstantSearch's public results", () => {
  it("equal the main query's facet counts (what the page read from the raw response before) for any choice of values", async () => {
    const pick = (attribute: 'car_type' | 'status' | 'make') => fc.subarray(valuesOf(attribute), { maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({ car_type: pick('car_type'), status: pick('status'), make: pick('make') }),
        async (chosen) => {
          const results = await search(chosen);
          // The raw response is read here only as the oracle.
          const main =
            (results as unknown as { _rawResults: { facets?: Record<string, Record<string, number>> }[] })
              ._rawResults[0]!.facets ?? {};
          for (const attribute of ['car_type', 'status'] as const) {
            expect(matchingFacetCounts(results, attribute)).toEqual(main[attribute] ?? {});
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a chosen OR value keeps the count of the cars found; the values not chosen are left out', async () => {
    const results = await search({ car_type: ['used'], status: [], make: [] });
    const used = documents.filter((doc) => doc.car_type === 'used').length;
    expect(matchingFacetCounts(results, 'car_type')).toEqual({ used });
    expect(results.getFacetValues('car_type', { sortBy: ['name:asc'] })).not.toHaveLength(1); // the panel still offers the others
    expect(displayedCount(results.nbHits, { car_type: matchingFacetCounts(results, 'car_type') })).toBe(used);
  });

  it('a facet the search did not ask for counts nothing', async () => {
    const results = await search({ car_type: [], status: [], make: [] });
    expect(matchingFacetCounts(results, 'colour')).toEqual({});
  });
});
