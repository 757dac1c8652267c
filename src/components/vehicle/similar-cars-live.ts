/**
 * The live query for similar cars (spec 01 §7, §8), through the page's search backend: only when the build wrote no
 * list for the car (similar-cars-list.ts). Loaded by URL (src/site/chunk-url.ts), so the search client and engine
 * are not part of the car page's JavaScript when the build's list is there.
 */
import { createBackendSearchClient } from '../../search/client.ts';
import { pageSearchBackend } from '../../search/page-search-backend.ts';
import type { VehicleCardModel } from '../../domain/vehicle-card-model.ts';
import type { SimilarCarsSource } from '../../domain/similar-cars.ts';
import { findSimilarCars } from './similar-cars-search.ts';

export default function liveSimilarCars(source: SimilarCarsSource, indexName: string): Promise<VehicleCardModel[]> {
  // The backend is the page's (src/search/page-search-backend.ts), read once the island runs.
  const backend = pageSearchBackend();
  return backend
    ? findSimilarCars(createBackendSearchClient(backend), source, indexName)
    : Promise.reject(new Error('the page names no search backend'));
}
