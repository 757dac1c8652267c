import { memo } from 'react';
import type { PromoCard } from '../../domain/schemas/promo.ts';
import type { VehicleCardText } from '../VehicleCard.tsx';
import { ResultGridView } from './ResultGridView.tsx';
import { useLiveReserved } from './use-live-reserved.ts';
import { useResultTiles } from './use-result-tiles.ts';

interface Props {
  cardText: VehicleCardText;
  promoCards: PromoCard[];
  now: Date;
  label: string;
}

/**
 * The page of results. Memoised: it re-renders when its hits change, not when the search's status
 * does. A card's Quick Enquiry opens its dialog through the page's lead dialogs (LeadDialogs.astro).
 */
export const ResultGrid = memo(function ResultGrid({ cardText, promoCards, now, label }: Props) {
  const tiles = useResultTiles(promoCards, now);
  return <ResultGridView tiles={tiles} cardText={cardText} label={label} reservedIds={useLiveReserved()} />;
});
