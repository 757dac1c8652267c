import type { PromoCard } from '../domain/schemas/promo.ts';

/** A promo card in a results grid (spec 01 §2); static on pre-rendered pages, the same in the search island. */
export function PromoTile({ card }: { card: PromoCard }) {
  return (
    <aside className="promo-card" aria-label={card.title}>
      <h3>{card.title}</h3>
      {card.subtitle && (
        <p>
          <strong>{card.subtitle}</strong>
        </p>
      )}
      {card.text && <p>{card.text}</p>}
      <a className="btn" href={card.href}>
        {card.button_label}
      </a>
    </aside>
  );
}
