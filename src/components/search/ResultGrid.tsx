import { memo, useDeferredValue } from 'react';
import { useHits } from 'react-instantsearch';
import { interleavePromoCards } from '../../domain/promo-cards.ts';
import type { PromoCard } from '../../domain/schemas/promo.ts';
import type { CardHit } from '../../search/client.ts';
import { PromoTile } from '../PromoTile.tsx';
import { VehicleCard, type VehicleCardText } from '../VehicleCard.tsx';

// A card already on screen keeps its markup when a search returns it again (same card object).
const Card = memo(VehicleCard);
/** Tiles drawn at once when results change (the first row on a wide screen); the rest follow a frame later. */
const FIRST_PAINT_TILES = 3;

interface Props { cardText: VehicleCardText; promoCards: PromoCard[]; now: Date; label: string }

/**
 * The page of results: vehicle cards with promo cards at their positions while they run (spec 01 §2).
 * Memoised: it re-renders when its hits change, not when the search's status does. A card's Quick
 * Enquiry opens its dialog through the page's lead dialogs (LeadDialogs.astro).
 */
export const ResultGrid = memo(function ResultGrid({ cardText, promoCards, now, label }: Props) {
  const { items } = useHits<CardHit>();
  // New results paint the tiles at the top first; React renders the rest just after (a deferred
  // value), so a click shows its results without waiting for cards below the fold.
  const settled = useDeferredValue(items) === items;
  const all = interleavePromoCards(items, promoCards, now);
  const tiles = settled ? all : all.slice(0, FIRST_PAINT_TILES);
  return (
    <ul className="card-grid" aria-label={label}>
      {tiles.map((tile, position) => (
        <li key={tile.kind === 'car' ? tile.item.objectID : `promo-${tile.card.title}-${position}`}>
          {tile.kind === 'car'
            ? <Card card={tile.item.card} text={cardText} priority={position < 2} />
            : <PromoTile card={tile.card} />}
        </li>
      ))}
    </ul>
  );
});
