import { dealerInstant } from './dealer-time.ts';
import type { PromoCard } from './schemas/promo.ts';

/** Spec 01 §2 / spec 02 §4: promo cards show only between their start and expiry dates. */
export function isPromoActive(card: Pick<PromoCard, 'start' | 'expiry'>, now: Date): boolean {
  const t = now.getTime();
  return dealerInstant(card.start, 'start') <= t && t <= dealerInstant(card.expiry, 'end');
}

export type GridItem<T> = { kind: 'car'; item: T } | { kind: 'promo'; card: PromoCard };

/**
 * Interleaves the active promo cards at their 1-based grid positions (spec 01 §2: "for one dealer,
 * positions 5 and 10"). Positions count every tile, cars and promos. A card whose position lies
 * beyond the list ends it, unless strictDisplay asks for exact placement.
 */
export function interleavePromoCards<T>(
  items: readonly T[],
  cards: readonly PromoCard[],
  now: Date,
  display: 'search' | 'home' = 'search',
): GridItem<T>[] {
  const active = cards
    .filter((card) => (card.display === display || card.display === 'all') && isPromoActive(card, now))
    .sort((a, b) => a.position - b.position);
  const grid: GridItem<T>[] = items.map((item) => ({ kind: 'car', item }));
  for (const card of active) {
    const at = card.position - 1;
    if (at <= grid.length) grid.splice(at, 0, { kind: 'promo', card });
    else if (!card.strictDisplay) grid.push({ kind: 'promo', card });
  }
  return grid;
}
