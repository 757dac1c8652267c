import { memo } from 'react';
import type { GridItem } from '../../domain/promo-cards.ts';
import { withLiveReservation } from '../../domain/live-reservation.ts';
import type { CardHit } from '../../search/client.ts';
import { PromoTile } from '../PromoTile.tsx';
import { VehicleCard, type VehicleCardText } from '../VehicleCard.tsx';

// A card already on screen keeps its markup when a search returns it again (same card object).
const Card = memo(VehicleCard);

interface Props {
  tiles: GridItem<CardHit>[];
  cardText: VehicleCardText;
  label: string;
  /** Cars held since the build (useLiveReserved): their cards show Reserved. */
  reservedIds?: ReadonlySet<number>;
}

/** The page of results: vehicle cards and promo cards in a list; the first two cards' images load first. */
export function ResultGridView({ tiles, cardText, label, reservedIds }: Props) {
  return (
    <ul className="card-grid" aria-label={label}>
      {tiles.map((tile, position) => (
        <li key={tile.kind === 'car' ? tile.item.objectID : `promo-${tile.card.title}-${position}`}>
          {tile.kind === 'car' ? (
            <Card
              card={reservedIds ? withLiveReservation(tile.item.card, reservedIds, cardText.reserved) : tile.item.card}
              text={cardText}
              priority={position < 2}
            />
          ) : (
            <PromoTile card={tile.card} />
          )}
        </li>
      ))}
    </ul>
  );
}
