import type { VehicleCardModel } from '../domain/vehicle-card-model.ts';
import { cardFavouriteEntry } from '../domain/watchlist.ts';
import { saveMode } from '../domain/car-icon-row.ts';
import { slugOfCarPath } from '../domain/compare.ts';
import type { SiteConfig } from '../domain/schemas/site-config.ts';
import { PriceTag } from './PriceTag.tsx';
import { CAR_TITLE_ATTRIBUTE, QUICK_ENQUIRY_ATTRIBUTE } from './forms/quick-enquiry-link.ts';

export interface VehicleCardText {
  explore: string;
  quickEnquiry: string;
  findSimilar: string;
  similarPrompt: string;
  perWeek: string;
  preorder: string;
  /** The reserved tag's text, for a card held since the build (issue 16, the search results). */
  reserved: string;
  /** The site's hearts (spec 01 §4): where they save and their name ('Save {name}'); null where the site has none. */
  save: { mode: 'favourites' | 'watchlist'; name: string } | null;
  /** The compare toggle's label and its full name ('Compare {name}'; src/elements/compare-toggles.ts). */
  compare: { button: string; name: string };
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
        {/* The certified-used badge may be an image (spec 01 §4), its text the alternative. */}
        {card.tag?.image ? (
          <img className="tag tag--image" src={card.tag.image} alt={card.tag.label} height={28} />
        ) : (
          card.tag && <span className={`tag tag--${card.tag.tone}`}>{card.tag.label}</span>
        )}
        {text.save && <SaveHeart card={card} save={text.save} />}
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
        <CompareToggle card={card} compare={text.compare} />
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

/**
 * The card's heart (spec 01 §2 "favourite heart"): a plain button the page's save-hearts module
 * (src/elements/save-hearts.ts) paints and toggles; its place is in the card's HTML from the start, over the image.
 * It becomes a toggle (`aria-pressed`) when that module knows the state; until then it is a plain button. A card
 * whose heart shows only once saved (a sold car, spec 01 §4) renders it hidden.
 */
function SaveHeart({ card, save }: { card: VehicleCardModel; save: NonNullable<VehicleCardText['save']> }) {
  return (
    <button
      type="button"
      className="save-heart"
      data-save={save.mode}
      data-save-car={card.id}
      data-save-entry={save.mode === 'favourites' ? JSON.stringify(cardFavouriteEntry(card)) : undefined}
      hidden={!card.saveable}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24">
        <path d={HEART_PATH} />
      </svg>
      <span className="visually-hidden">{save.name.replace('{name}', () => card.imageAlt)}</span>
    </button>
  );
}

/**
 * The card's compare toggle (issue 17 item 10): a plain button src/elements/compare-toggles.ts paints (`aria-pressed`)
 * and toggles, as the hearts are; keyed by the car's slug, which the compare page's address carries.
 */
function CompareToggle({ card, compare }: { card: VehicleCardModel; compare: VehicleCardText['compare'] }) {
  const slug = slugOfCarPath(card.href);
  if (!slug) return null;
  return (
    <button type="button" className="compare-toggle" data-compare-car={slug} data-compare-name={card.imageAlt}>
      <span aria-hidden="true">{compare.button}</span>
      <span className="visually-hidden">{compare.name.replace('{name}', () => card.imageAlt)}</span>
    </button>
  );
}

/** The heart icon, shared with the vehicle page's heart (CarSidebar.astro). */
export const HEART_PATH =
  'M12 20.5l-1.3-1.2C5.6 14.7 2.5 11.9 2.5 8.4 2.5 5.6 4.7 3.5 7.4 3.5c1.6 0 3.1.7 4.1 1.9 1-1.2 2.5-1.9 4.1-1.9 2.7 0 4.9 2.1 4.9 4.9 0 3.5-3.1 6.3-8.2 10.9z';

export function cardText(
  strings: Record<
    | 'card.explore'
    | 'card.quickEnquiry'
    | 'card.findSimilar'
    | 'sold.similarPrompt'
    | 'price.perWeek'
    | 'price.preorder'
    | 'tag.reserved'
    | 'save.carName'
    | 'compare.button'
    | 'compare.carName',
    string
  >,
  site: { features: Pick<SiteConfig['features'], 'watchlist' | 'local_favourites'> },
): VehicleCardText {
  const mode = saveMode(site);
  return {
    explore: strings['card.explore'],
    quickEnquiry: strings['card.quickEnquiry'],
    findSimilar: strings['card.findSimilar'],
    similarPrompt: strings['sold.similarPrompt'],
    perWeek: strings['price.perWeek'],
    preorder: strings['price.preorder'],
    reserved: strings['tag.reserved'],
    save: mode === 'none' ? null : { mode, name: strings['save.carName'] },
    compare: { button: strings['compare.button'], name: strings['compare.carName'] },
  };
}
