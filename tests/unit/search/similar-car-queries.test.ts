import { describe, expect, it } from 'vitest';
import { genericSimilarQuery, similarCarQueries } from '../../../src/domain/similar-cars.ts';
import { createSearchEngine } from '../../../src/search/embedded/engine.ts';
import { behaviourDocuments } from './behaviour-suite.ts';

// The similar-car rule writes Meilisearch filters (spec 01 §7); the embedded engine must read every
// one of them over the search documents' attributes, and answer what they say.
describe('similar-car queries run on the embedded engine', () => {
  const documents = behaviourDocuments();
  const engine = createSearchEngine(documents);
  const source = documents.find((document) => document.in_stock === 1 && document.body)!;
  const car = {
    id: source.id,
    price: source.price,
    make: source.make,
    model: source.model,
    simple_body: source.body,
    car_type: source.car_type,
  };

  it.each(similarCarQueries(car, 'Car_production').map((query) => [query.filter, query]))('%s', (_filter, query) => {
    const result = engine.search('Car_production', { filters: query.filter, hitsPerPage: query.limit });
    for (const hit of result.hits) {
      expect(hit.id).not.toBe(source.id);
      expect(['in_stock', 'coming_soon']).toContain(hit.status);
    }
    expect(result.hits.length).toBeLessThanOrEqual(10);
  });

  it('the generic fallback too', () => {
    const result = engine.search('Car_production', {
      filters: genericSimilarQuery(car, 'Car_production').filter,
      hitsPerPage: 10,
    });
    expect(result.nbHits).toBe(
      documents.filter((document) => document.in_stock === 1 && document.id !== source.id).length,
    );
  });
});
