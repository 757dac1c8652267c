/**
 * Every car's similar cars, computed once at build time (issue 20 item 3), so the car page's section shows them
 * without building the search engine in the shopper's browser. The rule is the live query's (spec 01 §7, §9;
 * src/domain/similar-cars.ts): the same make and model, then the same body, then the same car type, each in stock,
 * not this car, within the price band, 10 hits each in the engine's order; then `selectSimilarCars` (dedupe, same
 * model first, at most 6). Over the same documents and base filter as the browser's engine.
 *
 * Why not send the domain's queries through the build's engine: three engine searches per car cost about 1.8 s on
 * the group's 3,948 cars, and building the engine itself about 0.4 s more. Here every in-stock car is listed once in
 * the engine's default order (the engine answers that one search only for a tenant with a base filter) and the
 * narrowings are read from groups of that list, compared as the engine's filters compare (string equality ignores
 * case, the price range includes its ends). tests/unit/site/similar-cars-lists.test.ts holds it equal to the live
 * query's result for the sample cars.
 */
import {
  IN_STOCK_FILTER,
  SIMILAR_CARS_HITS_PER_QUERY,
  selectSimilarCars,
  similarPriceBand,
  type SimilarCarsSource,
} from '../domain/similar-cars.ts';
import type { VehicleCardModel } from '../domain/vehicle-card-model.ts';
import type { SearchDocument } from '../search/document.ts';
import { createSearchEngine } from '../search/embedded/engine.ts';
import { compareDefaultOrder } from '../search/embedded/engine-index.ts';
import { IN_STOCK_STATUSES } from '../domain/stock.ts';

const fold = (value: string) => value.toLowerCase();
const makeModelKey = (make: string, model: string) => `make-model\0${fold(make)}\0${fold(model)}`;
const bodyKey = (body: string) => `body\0${fold(body)}`;
const carTypeKey = (carType: string) => `car-type\0${fold(carType)}`;

/** Every car the live queries can find (in stock, within the base filter), in the order the engine gives hits. */
function findableCars(documents: readonly SearchDocument[], baseFilter: string | null): SearchDocument[] {
  if (baseFilter) {
    const engine = createSearchEngine(documents, { baseFilter });
    // The index name only picks the order: no sort suffix is the engine's default order.
    const all = { filters: IN_STOCK_FILTER, hitsPerPage: Math.max(1, documents.length), page: 0 };
    return engine.search('similar', all).hits as unknown as SearchDocument[];
  }
  // IN_STOCK_FILTER as the engine reads it: `status IN [...]`, ignoring case.
  return documents
    .filter((document) => IN_STOCK_STATUSES.includes(document.status.toLowerCase()))
    .sort(compareDefaultOrder);
}

/** Each source car's similar cars' cards, by car id (an empty list when none match). */
export function similarCarsLists(
  documents: readonly SearchDocument[],
  sources: readonly SimilarCarsSource[],
  baseFilter: string | null = null,
): Map<number, VehicleCardModel[]> {
  const groups = new Map<string, SearchDocument[]>();
  const add = (key: string, document: SearchDocument) => {
    const group = groups.get(key);
    if (group) group.push(document);
    else groups.set(key, [document]);
  };
  for (const document of findableCars(documents, baseFilter)) {
    add(makeModelKey(document.make, document.model), document);
    if (document.body) add(bodyKey(document.body), document);
    add(carTypeKey(document.car_type), document);
  }

  const lists = new Map<number, VehicleCardModel[]>();
  for (const source of sources) {
    const band = similarPriceBand(source.price);
    const body = source.simple_body || source.body;
    const keys = [
      makeModelKey(source.make, source.model),
      ...(body ? [bodyKey(body)] : []),
      carTypeKey(source.car_type),
    ];
    const results = keys.map((key) => {
      const hits: SearchDocument[] = [];
      for (const document of groups.get(key) ?? []) {
        if (document.id === source.id || document.price < band.min || document.price > band.max) continue;
        hits.push(document);
        if (hits.length === SIMILAR_CARS_HITS_PER_QUERY) break;
      }
      return hits;
    });
    lists.set(
      source.id,
      selectSimilarCars(source, results).map((document) => document.card),
    );
  }
  return lists;
}
