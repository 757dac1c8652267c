/** Kept apart from vehicle-card-model.ts, so the search island's script brings only this. */
import type { VehicleCardModel } from './vehicle-card-model.ts';

/**
 * Issue 16 "a held car shows 'Reserved' on its cards without waiting for the nightly build": a card the live list
 * of held cars names shows the reserved tag (spec 01 §4: only an electric or hybrid tag comes before it) and no
 * Reserve button. Any other card is returned as it is, so a memoised card keeps its markup.
 */
export function withLiveReservation(
  card: VehicleCardModel,
  reservedIds: ReadonlySet<number>,
  label: string,
): VehicleCardModel {
  if (!reservedIds.has(card.id) || !card.reserve) return card;
  const keepsTag = card.tag?.kind === 'electric' || card.tag?.kind === 'hybrid';
  return { ...card, reserve: null, tag: keepsTag ? card.tag : { kind: 'reserved', label, tone: 'dark' } };
}
