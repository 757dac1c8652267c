import { createEmbeddedSearchClient } from '../../../src/search/embedded/search-client.ts';
import { encodeIndex } from '../../../src/search/embedded/compact-index.ts';
import { describeSearchBehaviour } from './behaviour-suite.ts';

// In the browser the client loads the compact index; the suite goes through that path (JSON and all).
describeSearchBehaviour('embedded engine', async (setup) =>
  createEmbeddedSearchClient({
    load: async () => JSON.parse(JSON.stringify(encodeIndex(setup.documents))) as ReturnType<typeof encodeIndex>,
    baseFilter: setup.baseFilter,
    excludeZeroPriceOnPriceAsc: setup.excludeZeroPriceOnPriceAsc,
  }),
);
