/**
 * Issue 20 item 5: the engine was reworked for 40,000-car stocks (facet counts from the complement
 * of broad results, presorted pages, no per-search arrays). It must answer exactly as before: every
 * request InstantSearch sends for many generated states, on a stock three times the group's (with
 * fractional and missing numbers added), is compared with the frozen copy of the engine before the
 * rework (reference-engine/), hits, counts, facets and stats alike.
 *
 * DIFFERENTIAL_DOCS=<file.json holding { docs }> runs the same comparison on another stock (the 40,000-car
 * tenant of scripts/bench/search-scale.ts, dumped once).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, SORT_OPTIONS, type SortOption } from '../../../src/domain/search-results.ts';
import type { SearchDocument } from '../../../src/search/document.ts';
import { createSearchEngine, type SearchEngineOptions } from '../../../src/search/embedded/engine.ts';
import { createRng } from '../../../sample/stock/random.ts';
import { randomSearchState } from '../../../scripts/bench/search-engine.ts';
import { instantSearchRequests, type SearchState } from './instantsearch-requests.ts';
import { createSearchEngine as createReferenceEngine } from './reference-engine/engine.ts';
import { tenantDocuments } from './search-fixtures.ts';

/** The group's stock three times over, the copies' numbers shifted, some made fractional or missing. */
function bigStock(): SearchDocument[] {
  const group = tenantDocuments('big-country-motor-group');
  const next = createRng(20).next;
  const out: SearchDocument[] = [];
  for (let copy = 0; copy < 3; copy += 1) {
    for (const doc of group) {
      const car = { ...doc, id: doc.id + copy * 1_000_000 };
      if (copy > 0 && typeof car.km === 'number') car.km += copy * 7;
      if (next() < 0.05) car.weekly_price = Math.round(next() * 40_000) / 100;
      if (next() < 0.03) (car as { price: number | null }).price = null;
      if (next() < 0.02) car.created_at_timestamp = group[0]!.created_at_timestamp;
      out.push(car);
    }
  }
  return out;
}

/** The benchmark's shopper states, plus broad ones (nothing or almost nothing picked) that match most of the stock. */
function states(documents: readonly SearchDocument[], runs: number): SearchState[] {
  const next = createRng(7).next;
  const sorts = SORT_OPTIONS.map((option) => option.value) as SortOption[];
  const out: SearchState[] = [];
  for (let run = 0; run < runs; run += 1) {
    const state = randomSearchState(documents, next);
    if (run % 4 === 0) {
      state.lists = {};
      state.ranges = run % 8 === 0 ? {} : { year: { min: 1990 } };
      state.query = ['', 'a', 't', 'toyota', 'auto', 'petrol', 'hilux sr'][run % 7]!;
    }
    state.sort = sorts[run % sorts.length]!;
    if (run % 5 === 0) state.page = 1 + (run % 3);
    out.push(state);
  }
  return out;
}

function compareEngines(documents: SearchDocument[], runs: number, options: SearchEngineOptions): void {
  const engine = createSearchEngine(documents, options);
  const reference = createReferenceEngine(documents, options);
  const setup = { indexName: 'Car_production', disjunctive: DEFAULT_FILTERS, hitsPerPage: 24, maxValuesPerFacet: 50 };
  for (const state of states(documents, runs)) {
    for (const request of instantSearchRequests(state, setup)) {
      const { processingTimeMS: _a, ms: _b, ...answer } = engine.search(request.indexName, request.params);
      const { processingTimeMS: _c, ms: _d, ...expected } = reference.search(request.indexName, request.params);
      expect({ request, answer }).toEqual({ request, answer: expected });
    }
  }
}

describe('the embedded engine answers as it did before its 40,000-car rework', () => {
  const documents = bigStock();

  it('on generated states over three times the group', () => {
    compareEngines(documents, 200, {});
  }, 30_000);

  it('with a base filter and zero prices left out of price ascending', () => {
    compareEngines(documents, 80, { baseFilter: 'car_type != demo', excludeZeroPriceOnPriceAsc: true });
  }, 30_000);

  it.runIf(process.env.DIFFERENTIAL_DOCS)(
    'on the stock in DIFFERENTIAL_DOCS',
    () => {
      const { docs } = JSON.parse(readFileSync(process.env.DIFFERENTIAL_DOCS!, 'utf8')) as { docs: SearchDocument[] };
      compareEngines(docs, 1000, {});
    },
    600_000,
  );
});
