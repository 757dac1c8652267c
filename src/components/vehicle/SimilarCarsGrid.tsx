/**
 * The similar cars' six slots (spec 01 §9 "6 slots with placeholders"). Every slot holds a
 * placeholder shaped like a card (with room for a two-line title), from the first HTML on; a car's
 * card is laid over it, so a slot is never shorter than it was while loading and the section does
 * not shift when the cars arrive. While loading the placeholders shimmer; after it, an empty
 * slot's placeholder shows and the first one offers the stock search. Props only: the island
 * feeds it.
 */
import { similarCarSlots } from '../../domain/similar-car-slots.ts';
import { VehicleCard, type VehicleCardText } from '../VehicleCard.tsx';
import type { VehicleCardModel } from '../../domain/vehicle-card-model.ts';

export interface SimilarCarsGridProps {
  cards: readonly VehicleCardModel[];
  loading: boolean;
  cardText: VehicleCardText;
  /** The list's accessible name. */
  label: string;
  /** The stock search, offered in the first empty slot once loaded. */
  browse: { href: string; label: string };
  /** In-stock cards of this site show Reserve This Car: placeholders keep room for it. */
  reserveShown: boolean;
}

const FACT_ROWS = 4;

/** A card-shaped block with the card's own classes, so it takes a card's height. Hidden from assistive technology. */
function Placeholder({ state, reserveShown }: { state: 'loading' | 'empty' | 'under-card'; reserveShown: boolean }) {
  return (
    <div className={`vehicle-card similar-cars__placeholder similar-cars__placeholder--${state}`} aria-hidden="true">
      <div className="vehicle-card__media" />
      <div className="vehicle-card__body">
        <p className="vehicle-card__title">
          <span className="similar-cars__bone">&nbsp;</span>
          <br />
          <span className="similar-cars__bone similar-cars__bone--short">&nbsp;</span>
        </p>
        <p className="vehicle-card__sub">
          <span className="similar-cars__bone similar-cars__bone--short">&nbsp;</span>
        </p>
        <p className="price">
          <span className="price__amount similar-cars__bone similar-cars__bone--short">&nbsp;</span>
          {/* In a narrow slot a price with its type and was-price takes two lines: so does the placeholder's. */}
          <span className="price__was similar-cars__price-wrap">&nbsp;</span>
        </p>
        <div className="vehicle-card__facts">
          {Array.from({ length: FACT_ROWS }, (_, row) => (
            <div key={row}>
              <div className="similar-cars__fact-label">&nbsp;</div>
              <div className="similar-cars__fact-value">&nbsp;</div>
            </div>
          ))}
        </div>
        {/* The card's compare toggle (VehicleCard.tsx). */}
        <span className="compare-toggle similar-cars__bone-button">&nbsp;</span>
        <div className="vehicle-card__actions">
          <span className="btn btn--outline similar-cars__bone-button">&nbsp;</span>
          <span className="btn btn--outline similar-cars__bone-button">&nbsp;</span>
          {reserveShown && <span className="btn btn--accent similar-cars__bone-button">&nbsp;</span>}
        </div>
      </div>
    </div>
  );
}

export function SimilarCarsGrid({ cards, loading, cardText, label, browse, reserveShown }: SimilarCarsGridProps) {
  const slots = similarCarSlots(cards);
  const firstEmpty = slots.indexOf(null);
  return (
    <ul className="card-grid similar-cars__grid" aria-label={label} aria-busy={loading || undefined}>
      {slots.map((card, slot) => (
        <li key={slot} className="similar-cars__slot">
          <Placeholder state={card ? 'under-card' : loading ? 'loading' : 'empty'} reserveShown={reserveShown} />
          {card && <VehicleCard card={card} text={cardText} />}
          {!card && !loading && slot === firstEmpty && (
            <a className="btn similar-cars__browse" href={browse.href}>
              {browse.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
