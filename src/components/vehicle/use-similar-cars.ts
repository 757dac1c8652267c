/**
 * The similar cars of the page's car, searched when the island starts (it hydrates within 500 px
 * of view, spec 01 §9) through the page's search backend: once per page, as the island's props never change. Until the answer,
 * `loading`; a failure of both searches is logged (spec 01 §8) and leaves the placeholders.
 */
import { useEffect, useState } from 'react';
import { createBackendSearchClient } from '../../search/client.ts';
import { pageSearchBackend } from '../../search/page-search-backend.ts';
import type { VehicleCardModel } from '../../domain/vehicle-card-model.ts';
import { findSimilarCars, type SimilarCarsSource } from './similar-cars-search.ts';

export interface SimilarCarsState {
  cards: VehicleCardModel[];
  loading: boolean;
}

export function useSimilarCars(source: SimilarCarsSource, indexName: string): SimilarCarsState {
  const [state, setState] = useState<SimilarCarsState>({ cards: [], loading: true });
  useEffect(() => {
    let live = true;
    // The backend is the page's (src/search/page-search-backend.ts), read once the island runs.
    const backend = pageSearchBackend();
    const search = backend
      ? findSimilarCars(createBackendSearchClient(backend), source, indexName)
      : Promise.reject(new Error('the page names no search backend'));
    search.then(
      (cards) => {
        if (live) setState({ cards, loading: false });
      },
      (error: unknown) => {
        console.warn('Similar cars: not loaded', error);
        if (live) setState({ cards: [], loading: false });
      },
    );
    return () => {
      live = false;
    };
  }, [source, indexName]);
  return state;
}
