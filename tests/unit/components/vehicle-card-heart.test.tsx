import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardText, VehicleCard } from '../../../src/components/VehicleCard.tsx';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import { toVehicleCardModel } from '../../../src/domain/vehicle-card-model.ts';
import { cardFavouriteEntry, favouriteEntry } from '../../../src/domain/watchlist.ts';
import { car, site } from '../../fixtures/cars.ts';

const NOW = new Date('2026-11-20T00:00:00+10:00');
const FAVOURITES = { watchlist: false, local_favourites: true };
const WATCHLIST = { watchlist: true, sign_in: true, local_favourites: false };

function render(carFields: Parameters<typeof car>[0], features: Record<string, unknown>): HTMLButtonElementLike | null {
  const theSite = site({ features });
  const card = toVehicleCardModel(car(carFields), theSite, DEFAULT_STRINGS, NOW);
  const html = renderToStaticMarkup(<VehicleCard card={card} text={cardText(DEFAULT_STRINGS, theSite)} />);
  const match = html.match(/<button[^>]*class="save-heart"[^>]*>([\s\S]*?)<\/button>/);
  if (!match) return null;
  const attribute = (name: string) => {
    const found = match[0].match(new RegExp(`\\s${name}(?:="([^"]*)")?[\\s>]`));
    return found ? (found[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&') : null;
  };
  return { attribute, name: match[1]!.replace(/<[^>]+>/g, '') };
}
type HTMLButtonElementLike = { attribute(name: string): string | null; name: string };

describe('the card\'s heart (spec 01 §2 "Vehicle card: image, favourite heart, ..."; §4 Watchlist, Favourites)', () => {
  it('is a button named after the car, a toggle (aria-pressed) only once the page knows the state', () => {
    const heart = render({}, FAVOURITES)!;
    expect(heart.attribute('type')).toBe('button');
    expect(heart.attribute('aria-pressed')).toBeNull();
    expect(heart.name).toBe('Save 2021 Toyota Corolla');
    expect(heart.attribute('hidden')).toBeNull();
  });

  it('favourites: carries the favourite entry ("id, name, slug, make, model, primary_image_url", §3)', () => {
    const heart = render({}, FAVOURITES)!;
    expect(heart.attribute('data-save')).toBe('favourites');
    const entry = JSON.parse(heart.attribute('data-save-entry')!);
    expect(entry).toEqual(favouriteEntry(car()));
  });

  it('watchlist: only the car id (the list is on the server)', () => {
    const heart = render({}, WATCHLIST)!;
    expect(heart.attribute('data-save')).toBe('watchlist');
    expect(heart.attribute('data-save-car')).toBe(String(car().id));
    expect(heart.attribute('data-save-entry')).toBeNull();
  });

  it('"Sold vehicles hide the save button unless already saved": rendered hidden, for the page to show once saved', () => {
    expect(render({ status: 'sold' }, FAVOURITES)!.attribute('hidden')).toBe('');
  });

  it('"hidden on some variants when price is 0 or less or there are no images"', () => {
    const variant = { ...FAVOURITES, hide_save_without_price_or_images: true };
    expect(render({ price: 0 }, variant)!.attribute('hidden')).toBe('');
    expect(render({ price: 0 }, FAVOURITES)!.attribute('hidden')).toBeNull();
  });

  it('a site with neither favourites nor a watchlist has no heart', () => {
    expect(render({}, { watchlist: false, local_favourites: false })).toBeNull();
  });
});

describe('cardFavouriteEntry: the favourite entry from a card is the one from its car', () => {
  it('id, name, slug, make and model match favouriteEntry(car)', () => {
    const theCar = car({ name: null, badge: 'GX' });
    const card = toVehicleCardModel(theCar, site(), DEFAULT_STRINGS, NOW);
    const { primary_image_url: _image, ...fromCar } = favouriteEntry(theCar);
    expect(cardFavouriteEntry(card)).toMatchObject(fromCar);
  });
});
