import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { cardText } from '../../../src/components/VehicleCard.tsx';
import { searchText } from '../../../src/components/search/search-text.ts';
import SearchResults from '../../../src/islands/SearchResults.tsx';
import { withCardHits } from '../../../src/search/client.ts';
import { batchedServerState } from '../../../src/search/server-state.ts';
import { buildTimeSearchClient } from '../../../src/site/search-backend.ts';
import { searchPageSetup, tenantLandings } from '../../../src/site/search-page.ts';
import { loadTenant, tenantSlugs } from '../../../src/tenants/load-tenant.ts';

/**
 * The results pages' server state is computed with the widgets registered in one batch (issue 20 item 4); it must be
 * the state React InstantSearch's own getServerState computes, on every landing a sample tenant builds a page for:
 * the same search parameters asked for, so the same first results, facet counts and state the page hydrates from.
 */
describe.each(tenantSlugs(process.cwd()))('results pages of %s: the batched server state', (slug) => {
  const tenant = loadTenant(process.cwd(), slug);
  const landings = tenantLandings(tenant).all;
  const client = withCardHits(buildTimeSearchClient(tenant));

  it(`is getServerState's own on each of its ${landings.length} landings`, async () => {
    let compared = 0;
    for (const landing of landings) {
      const setup = await searchPageSetup(tenant, landing, 'https://dealer.example');
      const app = () =>
        createElement(SearchResults, {
          ...setup,
          text: searchText(tenant.strings),
          cardText: cardText(tenant.strings, tenant.site),
          serverSearchClient: client,
        });
      const batched = await batchedServerState(app());
      const own = await getServerState(app(), { renderToString });
      expect(JSON.stringify(batched), landing.path).toBe(JSON.stringify(own));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(10);
  }, 120_000);

  it('asks for the landing: its refinements are in the state, and its first results are the count it shows', async () => {
    const landing = landings.find((candidate) => Object.keys(candidate.lists).length > 0)!;
    const setup = await searchPageSetup(tenant, landing, 'https://dealer.example');
    const state = await batchedServerState(
      createElement(SearchResults, {
        ...setup,
        text: searchText(tenant.strings),
        cardText: cardText(tenant.strings, tenant.site),
        serverSearchClient: client,
      }),
    );
    const index = state.initialResults[setup.indexName]!;
    const [attribute, values] = Object.entries(landing.lists)[0]!;
    expect(index.state?.disjunctiveFacetsRefinements?.[attribute]).toEqual(values);
    const results = index.results![0] as { nbHits: number };
    expect(results.nbHits).toBeGreaterThan(0);
  });
});
