import { memo } from 'react';
import { useHits } from 'react-instantsearch';
import { interleavePromoCards } from '../../domain/promo-cards.ts';
import type { PromoCard } from '../../domain/schemas/promo.ts';
import type { CardHit } from '../../search/client.ts';
import { PromoTile } from '../PromoTile.tsx';
import { VehicleCard, type VehicleCardText } from '../VehicleCard.tsx';

// A card already on screen keeps its markup when a search returns it again (same card object).
const Card = memo(VehicleCard);

interface Props { cardText: VehicleCardText; promoCards: PromoCard[]; now: Date; label: string }

/** The page of results: vehicle cards with promo cards at their positions while they run (spec 01 §2). */
export function ResultGrid({ cardText, promoCards, now, label }: Props) {
  const { items } = useHits<CardHit>();
  const tiles = interleavePromoCards(items, promoCards, now);
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
}
