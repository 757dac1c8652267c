/**
 * The similar cars of the page's car, read when the island starts (it hydrates within 500 px of view, spec 01 §9):
 * the build's list for the car (similar-cars-list.ts), or, only when the build has none, the live query through the
 * page's search backend, its code loaded by URL then. Once per page, as the island's props never change. Until the
 * answer, `loading`; a failure is logged (spec 01 §8) and leaves the placeholders.
 */
import { useEffect, useState } from 'react';
import type { VehicleCardModel } from '../../domain/vehicle-card-model.ts';
import { loadSimilarCars } from './similar-cars-list.ts';
import type { SimilarCarsSource } from '../../domain/similar-cars.ts';
import type liveSimilarCars from './similar-cars-live.ts';

import liveUrl from './similar-cars-live.ts?chunk-url';

export interface SimilarCarsState {
  cards: VehicleCardModel[];
  loading: boolean;
}

async function live(source: SimilarCarsSource, indexName: string): Promise<VehicleCardModel[]> {
  const module = (await import(/* @vite-ignore */ liveUrl)) as { default: typeof liveSimilarCars };
  return module.default(source, indexName);
}

export function useSimilarCars(source: SimilarCarsSource, indexName: string, listUrl: string): SimilarCarsState {
  const [state, setState] = useState<SimilarCarsState>({ cards: [], loading: true });
  useEffect(() => {
    let current = true;
    loadSimilarCars(listUrl, () => live(source, indexName)).then(
      (cards) => {
        if (current) setState({ cards, loading: false });
      },
      (error: unknown) => {
        console.warn('Similar cars: not loaded', error);
        if (current) setState({ cards: [], loading: false });
      },
    );
    return () => {
      current = false;
    };
  }, [source, indexName, listUrl]);
  return state;
}
