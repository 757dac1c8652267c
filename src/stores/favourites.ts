/**
 * The shopper's favourite cars (spec 01 §3 "Favourite entry (persisted locally per site): id, name,
 * slug, make, model, primary_image_url"; §4 "Favourites: toggle add and remove ... Favourites work
 * anonymously where local storage of favourites is enabled"). One store for every island and
 * custom element on the page (the car page's heart, later the cards' hearts), with its actions.
 *
 * Kept in localStorage, which the browser keeps per origin: every tenant is served from its own
 * host, so each site has its own list. Other tabs of the same site see a change at once.
 */
import { atom, computed } from 'nanostores';
import { toggleSaved, type FavouriteEntry } from '../domain/watchlist.ts';

export type { FavouriteEntry };

export const FAVOURITES_STORAGE_KEY = 'favourites';

/** The part of the Web Storage API the store uses, so tests can hand it a fake. */
export interface FavouritesStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function isEntry(value: unknown): value is FavouriteEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return Number.isInteger(entry.id) && typeof entry.slug === 'string' && typeof entry.name === 'string'
    && typeof entry.make === 'string' && typeof entry.model === 'string'
    && (entry.primary_image_url === null || typeof entry.primary_image_url === 'string');
}

/**
 * The saved list read back from storage. Anything that is not a list of favourite entries (another
 * script's value, an older shape, a hand-edited one) reads as no favourites or loses only the bad
 * entries, rather than breaking the page; a car saved twice is kept once.
 */
export function decodeFavourites(raw: string | null | undefined): FavouriteEntry[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<number>();
  return parsed.filter(isEntry).filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)));
}

/** A favourites store over the given storage (null: kept in memory only, e.g. storage disabled). */
export function createFavouritesStore(storage: FavouritesStorage | null, key: string = FAVOURITES_STORAGE_KEY) {
  const read = () => {
    try {
      return decodeFavourites(storage?.getItem(key));
    } catch {
      return [];
    }
  };
  const $favourites = atom<FavouriteEntry[]>(read());
  const $favouriteIds = computed($favourites, (list) => list.map((entry) => entry.id));

  /**
   * Adds the car when it is not a favourite, removes it when it is (the order of the others is
   * kept, a new one goes last). Returns whether the car is a favourite now. A storage that refuses
   * the write (full, private mode) leaves the change for this page only.
   */
  function toggleFavourite(entry: FavouriteEntry): boolean {
    const current = $favourites.get();
    const ids = toggleSaved(current.map((saved) => saved.id), entry.id);
    const next = ids.map((id) => current.find((saved) => saved.id === id) ?? entry);
    $favourites.set(next);
    try {
      storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Kept in memory: the heart still answers the click.
    }
    return ids.includes(entry.id);
  }

  /** Reads the list again, after another tab changed it. */
  function reloadFavourites(): void {
    $favourites.set(read());
  }

  return { $favourites, $favouriteIds, toggleFavourite, reloadFavourites, storageKey: key };
}

function browserStorage(): FavouritesStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading localStorage throws where the shopper has blocked site data.
    return null;
  }
}

const store = createFavouritesStore(browserStorage());

export const { $favourites, $favouriteIds, toggleFavourite, reloadFavourites } = store;

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === store.storageKey || event.key === null) reloadFavourites();
  });
}
