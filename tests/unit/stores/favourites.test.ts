import { describe, expect, it } from 'vitest';
import {
  createFavouritesStore,
  decodeFavourites,
  FAVOURITES_STORAGE_KEY,
  type FavouriteEntry,
} from '../../../src/stores/favourites.ts';
import { memoryStorage, storageEvents } from './fake-storage.ts';

const entry = (id: number): FavouriteEntry => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Toyota',
  model: 'Corolla',
  primary_image_url: null,
});

describe('$favourites: "Favourites: toggle add and remove" (spec 01 §4), "persisted locally per site" (§3)', () => {
  it('a toggle adds the car, a second removes it; each change is stored', () => {
    const storage = memoryStorage();
    const store = createFavouritesStore(storage, null);
    expect(store.toggleFavourite(entry(1))).toBe(true);
    expect(store.toggleFavourite(entry(2))).toBe(true);
    expect(store.$favouriteIds.get()).toEqual([1, 2]);
    expect(JSON.parse(storage.data[FAVOURITES_STORAGE_KEY]!)).toEqual([entry(1), entry(2)]);
    expect(store.toggleFavourite(entry(1))).toBe(false);
    expect(store.$favourites.get()).toEqual([entry(2)]);
    expect(JSON.parse(storage.data[FAVOURITES_STORAGE_KEY]!)).toEqual([entry(2)]);
  });

  it('survives a reload: a new store reads what the last one stored', () => {
    const storage = memoryStorage();
    createFavouritesStore(storage, null).toggleFavourite(entry(7));
    expect(createFavouritesStore(storage, null).$favouriteIds.get()).toEqual([7]);
  });

  it('follows a change made in another tab', () => {
    const storage = memoryStorage();
    const events = storageEvents();
    const store = createFavouritesStore(storage, events);
    const stop = store.$favouriteIds.listen(() => {});
    storage.data[FAVOURITES_STORAGE_KEY] = JSON.stringify([entry(3)]);
    events.otherTab(FAVOURITES_STORAGE_KEY);
    expect(store.$favouriteIds.get()).toEqual([3]);
    stop();
  });

  it('a storage that refuses writes keeps the change on the page', () => {
    const storage = memoryStorage();
    storage.refuse = true;
    const store = createFavouritesStore(storage, null);
    expect(store.toggleFavourite(entry(1))).toBe(true);
    expect(store.$favouriteIds.get()).toEqual([1]);
  });

  it('no storage at all (site data blocked): in memory only', () => {
    const store = createFavouritesStore(null, null);
    store.toggleFavourite(entry(1));
    expect(store.$favouriteIds.get()).toEqual([1]);
  });
});

describe('decodeFavourites: a bad stored value never breaks the page', () => {
  it.each<[string, unknown, number[]]>([
    ['nothing stored (or not JSON)', undefined, []],
    ['not a list', { id: 1 }, []],
    [
      'bad entries dropped, good kept',
      [entry(1), { id: 'x' }, null, { ...entry(2), primary_image_url: 5 }, entry(3)],
      [1, 3],
    ],
    ['a car saved twice kept once', [entry(1), entry(1)], [1]],
  ])('%s', (_name, stored, ids) => expect(decodeFavourites(stored).map((saved) => saved.id)).toEqual(ids));
});
