import { useDeferredValue } from 'react';
import { useHits } from 'react-instantsearch';
import { interleavePromoCards, type GridItem } from '../../domain/promo-cards.ts';
import type { PromoCard } from '../../domain/schemas/promo.ts';
import type { CardHit } from '../../search/client.ts';

/** Tiles drawn at once when results change (the first row on a wide screen); the rest follow a frame later. */
export const FIRST_PAINT_TILES = 3;

/**
 * The page of results as tiles: vehicle cards with promo cards at their positions while they run
 * (spec 01 §2). New results give the tiles at the top first; React renders the rest just after
 * (a deferred value), so a click shows its results without waiting for cards below the fold.
 */
export function useResultTiles(promoCards: PromoCard[], now: Date): GridItem<CardHit>[] {
  const { items } = useHits<CardHit>();
  const settled = useDeferredValue(items) === items;
  const all = interleavePromoCards(items, promoCards, now);
  return settled ? all : all.slice(0, FIRST_PAINT_TILES);
}
