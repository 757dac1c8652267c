/**
 * The shopper's favourite cars (spec 01 §3 "Favourite entry (persisted locally per site): id, name,
 * slug, make, model, primary_image_url"; §4 "Favourites: toggle add and remove ... Favourites work
 * anonymously where local storage of favourites is enabled"). One store for every island and
 * custom element on the page (the car page's heart, later the cards' hearts), with its actions.
 *
 * Kept in localStorage (storage.ts, persistent-atom.ts), which the browser keeps per origin: every tenant is served
 * from its own host, so each site has its own list. Other tabs of the same site see a change at once.
 */
import { computed } from 'nanostores';
import { toggleSaved, type FavouriteEntry } from '../domain/watchlist.ts';
import { persistentAtom, type StorageEvents } from './persistent-atom.ts';
import { browserStorage, storedJson, type KeyValueStorage } from './storage.ts';

export type { FavouriteEntry };

export const FAVOURITES_STORAGE_KEY = 'favourites';

function isEntry(value: unknown): value is FavouriteEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    Number.isInteger(entry.id) &&
    typeof entry.slug === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.make === 'string' &&
    typeof entry.model === 'string' &&
    (entry.primary_image_url === null || typeof entry.primary_image_url === 'string')
  );
}

/**
 * The saved list from what storage held (parsed JSON, undefined for nothing or not JSON). Anything
 * that is not a list of favourite entries (another script's value, an older shape, a hand-edited
 * one) reads as no favourites or loses only the bad entries, rather than breaking the page; a car
 * saved twice is kept once.
 */
export function decodeFavourites(stored: unknown): FavouriteEntry[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<number>();
  return stored.filter(isEntry).filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)));
}

/** A favourites store over the given storage (null: kept in memory only, e.g. storage disabled). */
export function createFavouritesStore(storage: KeyValueStorage | null, events?: StorageEvents | null) {
  const $favourites = persistentAtom(storedJson(storage, FAVOURITES_STORAGE_KEY, decodeFavourites), events);
  const $favouriteIds = computed($favourites, (list) => list.map((entry) => entry.id));

  /**
   * Adds the car when it is not a favourite, removes it when it is (the order of the others is
   * kept, a new one goes last). Returns whether the car is a favourite now. A storage that refuses
   * the write (full, private mode) leaves the change for this page only.
   */
  function toggleFavourite(entry: FavouriteEntry): boolean {
    const current = $favourites.get();
    const ids = toggleSaved(
      current.map((saved) => saved.id),
      entry.id,
    );
    $favourites.set(ids.map((id) => current.find((saved) => saved.id === id) ?? entry));
    return ids.includes(entry.id);
  }

  return { $favourites, $favouriteIds, toggleFavourite };
}

export const { $favourites, $favouriteIds, toggleFavourite } = createFavouritesStore(browserStorage('localStorage'));
