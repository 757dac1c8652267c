import { describe, expect, it } from 'vitest';
import { createFavouritesStore, decodeFavourites, type FavouriteEntry, type FavouritesStorage } from '../../../src/stores/favourites.ts';

const entry = (id: number): FavouriteEntry => ({ id, name: `Car ${id}`, slug: `car-${id}`, make: 'Toyota', model: 'Corolla', primary_image_url: null });

function memoryStorage(initial: Record<string, string> = {}): FavouritesStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => { data[key] = value; } };
}

describe('$favourites: "Favourites: toggle add and remove" (spec 01 §4), "persisted locally per site" (§3)', () => {
  it('a toggle adds the car, a second removes it; each change is stored', () => {
    const storage = memoryStorage();
    const store = createFavouritesStore(storage);
    expect(store.toggleFavourite(entry(1))).toBe(true);
    expect(store.toggleFavourite(entry(2))).toBe(true);
    expect(store.$favouriteIds.get()).toEqual([1, 2]);
    expect(JSON.parse(storage.data.favourites!)).toEqual([entry(1), entry(2)]);
    expect(store.toggleFavourite(entry(1))).toBe(false);
    expect(store.$favourites.get()).toEqual([entry(2)]);
    expect(JSON.parse(storage.data.favourites!)).toEqual([entry(2)]);
  });

  it('survives a reload: a new store reads what the last one stored', () => {
    const storage = memoryStorage();
    createFavouritesStore(storage).toggleFavourite(entry(7));
    expect(createFavouritesStore(storage).$favouriteIds.get()).toEqual([7]);
  });

  it('reloadFavourites picks up a change made in another tab', () => {
    const storage = memoryStorage();
    const store = createFavouritesStore(storage);
    storage.setItem('favourites', JSON.stringify([entry(3)]));
    store.reloadFavourites();
    expect(store.$favouriteIds.get()).toEqual([3]);
  });

  it('a storage that refuses writes keeps the change on the page', () => {
    const store = createFavouritesStore({ getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } });
    expect(store.toggleFavourite(entry(1))).toBe(true);
    expect(store.$favouriteIds.get()).toEqual([1]);
  });

  it('no storage at all (site data blocked): in memory only', () => {
    const store = createFavouritesStore(null);
    store.toggleFavourite(entry(1));
    expect(store.$favouriteIds.get()).toEqual([1]);
  });
});

describe('decodeFavourites: a bad stored value never breaks the page', () => {
  it.each<[string, string | null, number[]]>([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"id":1}', []],
    ['bad entries dropped, good kept', JSON.stringify([entry(1), { id: 'x' }, null, { ...entry(2), primary_image_url: 5 }, entry(3)]), [1, 3]],
    ['a car saved twice kept once', JSON.stringify([entry(1), entry(1)]), [1]],
  ])('%s', (_name, raw, ids) => expect(decodeFavourites(raw).map((saved) => saved.id)).toEqual(ids));
});
