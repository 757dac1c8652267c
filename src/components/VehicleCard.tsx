import type { VehicleCardModel } from '../domain/vehicle-card-model.ts';
import { PriceTag } from './PriceTag.tsx';
import { CAR_TITLE_ATTRIBUTE, QUICK_ENQUIRY_ATTRIBUTE } from './forms/quick-enquiry-link.ts';

export interface VehicleCardText {
  explore: string;
  quickEnquiry: string;
  findSimilar: string;
  similarPrompt: string;
  perWeek: string;
  preorder: string;
}

interface Props {
  card: VehicleCardModel;
  text: VehicleCardText;
  priority?: boolean;
}

/**
 * A vehicle in a results grid (spec 01 §2 "Vehicle card"). Static HTML on pre-rendered pages; the
 * search island renders the same component. The grid around it opens Quick Enquiry as a dialog
 * (CardGrid.astro, ResultGrid.tsx); the card itself holds no handler, so it stays plain markup.
 */
export function VehicleCard({ card, text, priority = false }: Props) {
  const titleId = `car-${card.id}-title`;
  return (
    <article className={`vehicle-card${card.inStock ? '' : ' vehicle-card--sold'}`} aria-labelledby={titleId}>
      <div className="vehicle-card__media">
        {card.imageUrl && (
          <img
            src={card.imageUrl}
            alt={card.imageAlt}
            width={600}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchPriority: 'high' as const } : {})}
          />
        )}
        {card.tag && <span className={`tag tag--${card.tag.tone}`}>{card.tag.label}</span>}
      </div>
      <div className="vehicle-card__body">
        <h3 className="vehicle-card__title" id={titleId}>
          <a href={card.href}>{card.title}</a>
        </h3>
        <p className="vehicle-card__sub">{card.subtitle}</p>
        <PriceTag price={card.price} perWeek={text.perWeek} preorder={text.preorder} />
        {card.facts.length > 0 && (
          <dl className="vehicle-card__facts">
            {card.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="vehicle-card__actions">
          {card.inStock ? (
            <>
              <a className="btn" href={card.href}>
                {text.explore}
                <span className="visually-hidden">: {card.imageAlt}</span>
              </a>
              {/* A link to the car's enquiry section; with script a plain click opens the Quick Enquiry dialog instead (quick-enquiry-link.ts). */}
              <a
                className="btn btn--outline"
                href={`${card.href}#enquire`}
                {...{ [QUICK_ENQUIRY_ATTRIBUTE]: card.id, [CAR_TITLE_ATTRIBUTE]: card.imageAlt }}
              >
                {text.quickEnquiry}
                <span className="visually-hidden">: {card.imageAlt}</span>
              </a>
              {card.reserve && (
                <a className="btn btn--accent" href={card.reserve.href}>
                  {card.reserve.label}
                  <span className="visually-hidden">: {card.imageAlt}</span>
                </a>
              )}
            </>
          ) : (
            <>
              <p className="vehicle-card__sold-note">{text.similarPrompt}</p>
              <a className="btn btn--accent" href={`${card.href}#enquire`}>
                {text.findSimilar}
                <span className="visually-hidden">: {card.imageAlt}</span>
              </a>
            </>
          )}
        </div>
      </div>
    </article>
  );
}

export function cardText(
  strings: Record<
    | 'card.explore'
    | 'card.quickEnquiry'
    | 'card.findSimilar'
    | 'sold.similarPrompt'
    | 'price.perWeek'
    | 'price.preorder',
    string
  >,
): VehicleCardText {
  return {
    explore: strings['card.explore'],
    quickEnquiry: strings['card.quickEnquiry'],
    findSimilar: strings['card.findSimilar'],
    similarPrompt: strings['sold.similarPrompt'],
    perWeek: strings['price.perWeek'],
    preorder: strings['price.preorder'],
  };
}
