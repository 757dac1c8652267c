/**
 * Benchmark of the embedded search engine: the compact index's transfer
 * size (at most 40 bytes a car after brotli) and the time to answer a full InstantSearch
 * multi-query on the tenant's stock (p50 under 2 ms, p99 under 10 ms on the 4,000-car tenant).
 *
 * `npm exec -- node scripts/bench/search-engine.ts --site big-country-motor-group`
 */
import { isDeepStrictEqual } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DEFAULT_FILTERS, SORT_OPTIONS, type SortOption } from '../../src/domain/search-results.ts';
import { FILTER_ATTRIBUTES, SEARCHABLE_ATTRIBUTES } from '../../src/search/attributes.ts';
import type { SearchDocument } from '../../src/search/document.ts';
import { decodeIndex, encodeIndex } from '../../src/search/embedded/compact-index.ts';
import { createSearchEngine } from '../../src/search/embedded/engine.ts';
import { toSearchDocument } from '../../src/site/search-documents.ts';
import { loadTenant, type Tenant } from '../../src/tenants/load-tenant.ts';
import { instantSearchRequests, type SearchState } from '../../tests/unit/search/instantsearch-requests.ts';
import { readFlags, SITE_FLAG, siteList } from '../cli-args.ts';
import { runCli } from '../report-errors.ts';
import { createRng } from '../../sample/stock/random.ts';

export interface SearchEngineBench {
  cars: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  bytesPerCar: number;
  /** CPU ms per multi-query (every request of it answered by the engine), after a warm-up. */
  p50Ms: number;
  p99Ms: number;
  multiQueries: number;
  requests: number;
  /** What the browser's first search pays before it can answer: JSON.parse, decodeIndex and createSearchEngine. */
  loadMs: number;
}

const RUNS = 2000;
const WARM_UP = 300;
const INDEX = 'Car_production';

const LIST_FILTERS = DEFAULT_FILTERS.filter(
  (attribute) => FILTER_ATTRIBUTES.find((filter) => filter.attribute === attribute)?.kind === 'list',
);
const RANGE_FILTERS = DEFAULT_FILTERS.filter(
  (attribute) => FILTER_ATTRIBUTES.find((filter) => filter.attribute === attribute)?.kind === 'range',
);

/**
 * A state a shopper could reach: a third type a word or two (whole or part-typed, from the stock's
 * own words), most pick up to three list filters (values weighted as the stock is), some drag a
 * slider, any sort, mostly the first page.
 */
export function randomSearchState(documents: readonly SearchDocument[], next: () => number): SearchState {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const car = () => pick(documents) as unknown as Record<string, unknown>;
  let query = '';
  if (next() < 0.35) {
    const words = [String(car()[pick(SEARCHABLE_ATTRIBUTES)] ?? '')];
    if (next() < 0.3) words.push(String(car().model));
    query = words.join(' ').split(/\s+/).slice(0, 2).join(' ');
    if (next() < 0.4) query = query.slice(0, Math.max(1, Math.floor(query.length * (0.4 + next() * 0.5))));
  }
  const lists: Record<string, string[]> = {};
  const refinements = Math.floor(next() * 4);
  for (let i = 0; i < refinements; i += 1) {
    const attribute = pick(LIST_FILTERS);
    const value = car()[attribute];
    if (typeof value === 'string') lists[attribute] = [...new Set([...(lists[attribute] ?? []), value])];
  }
  const ranges: SearchState['ranges'] = {};
  for (const attribute of RANGE_FILTERS) {
    if (next() > 0.2) continue;
    const a = car()[attribute];
    const b = car()[attribute];
    if (typeof a !== 'number' || typeof b !== 'number') continue;
    ranges[attribute] = next() < 0.5 ? { min: Math.min(a, b), max: Math.max(a, b) } : { max: Math.max(a, b) };
  }
  const sort = pick(SORT_OPTIONS.map((option) => option.value)) as SortOption;
  const page = next() < 0.8 ? 0 : Math.floor(next() * 4);
  return { query, lists, conjunctive: {}, ranges, sort, page };
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

/** Loads the tenant's documents, measures the index size and times RUNS random multi-queries. */
export function benchSearchEngine(slug: string, root = process.cwd()): SearchEngineBench {
  return benchTenantSearch(loadTenant(root, slug));
}

/** The same on a tenant already loaded (a generated one: scripts/bench/search-scale.ts). */
export function benchTenantSearch({ site, cars, strings, now }: Tenant): SearchEngineBench {
  const documents = cars.map((car) => toSearchDocument(car, site, strings, now));
  const json = JSON.stringify(encodeIndex(documents));
  const loadStarted = process.cpuUsage();
  const decoded = decodeIndex(JSON.parse(json) as ReturnType<typeof encodeIndex>);
  const engine = createSearchEngine(decoded, {
    baseFilter: site.search.base_filter,
    excludeZeroPriceOnPriceAsc: site.features.exclude_zero_price_on_price_sort,
  });
  const loadUsed = process.cpuUsage(loadStarted);
  const loadMs = (loadUsed.user + loadUsed.system) / 1000;
  if (!isDeepStrictEqual(decoded, documents))
    throw new Error(`${site.slug}: the compact index does not decode to its documents`);
  const rawBytes = Buffer.byteLength(json);
  const gzipBytes = gzipSync(json, { level: 9 }).length;
  const brotliBytes = brotliCompressSync(Buffer.from(json), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

  const next = createRng(4).next;
  const setup = {
    indexName: INDEX,
    disjunctive: DEFAULT_FILTERS,
    hitsPerPage: site.search.page_size,
    maxValuesPerFacet: 50,
  };
  const multiQueries = Array.from({ length: WARM_UP + RUNS }, () =>
    instantSearchRequests(randomSearchState(decoded, next), setup),
  );
  const times: number[] = [];
  let requests = 0;
  // CPU time of this process (user + system, garbage collection included), not the wall clock: other
  // processes on a busy machine (builds running beside the bench) do not inflate it.
  multiQueries.forEach((multiQuery, run) => {
    const started = process.cpuUsage();
    for (const request of multiQuery) engine.search(request.indexName, request.params);
    const used = process.cpuUsage(started);
    const elapsed = (used.user + used.system) / 1000;
    if (run >= WARM_UP) {
      times.push(elapsed);
      requests += multiQuery.length;
    }
  });
  times.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    cars: documents.length,
    rawBytes,
    gzipBytes,
    brotliBytes,
    bytesPerCar: round(brotliBytes / Math.max(1, documents.length)),
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
    multiQueries: RUNS,
    requests,
    loadMs: round(loadMs),
  };
}

if (import.meta.main) {
  await runCli(() => {
    const usage = 'usage: npm exec -- node scripts/bench/search-engine.ts [--site <slug>[,<slug>...]]';
    const slugs = siteList(readFlags(process.argv.slice(2), SITE_FLAG, usage, { site: 'a tenant slug' }).site);
    for (const slug of slugs.length ? slugs : ['big-country-motor-group']) {
      const result = benchSearchEngine(slug);
      console.log(
        `${slug}: ${result.cars} cars; index ${result.rawBytes} B raw, ${result.gzipBytes} B gzip, ${result.brotliBytes} B brotli = ${result.bytesPerCar} B/car (budget 40)`,
      );
      console.log(
        `  ${result.multiQueries} InstantSearch multi-queries (${result.requests} requests): p50 ${result.p50Ms} ms (budget 2), p99 ${result.p99Ms} ms (budget 10)`,
      );
      console.log(`  first search's load (parse, decode, build the engine): ${result.loadMs} ms`);
    }
  });
}
