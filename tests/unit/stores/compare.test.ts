import { describe, expect, it } from 'vitest';
import { COMPARE_STORAGE_KEY, createCompareStore, decodeCompareList, slugsOf } from '../../../src/stores/compare.ts';
import { memoryStorage, storageEvents } from './fake-storage.ts';

const car = (slug: string) => ({ slug, name: `Car ${slug}` });

describe("$compare: the shopper's compare list, kept in localStorage", () => {
  it('adds, refuses a 4th, removes, and keeps the list across a reload', () => {
    const storage = memoryStorage();
    const store = createCompareStore(storage, null);
    expect(['a', 'b', 'c', 'd'].map((slug) => store.toggleCompared(car(slug)))).toEqual([
      'added',
      'added',
      'added',
      'full',
    ]);
    expect(slugsOf(store.$compare.get())).toEqual(['a', 'b', 'c']);
    expect(store.toggleCompared(car('b'))).toBe('removed');
    expect(JSON.parse(storage.data[COMPARE_STORAGE_KEY]!)).toEqual([car('a'), car('c')]);
    expect(createCompareStore(storage, null).$compare.get()).toEqual([car('a'), car('c')]);
  });

  it("a shared link's cars replace the list", () => {
    const store = createCompareStore(memoryStorage(), null);
    store.toggleCompared(car('a'));
    store.replaceCompared([car('x'), car('y')]);
    expect(slugsOf(store.$compare.get())).toEqual(['x', 'y']);
  });

  it("another tab's change reaches a listening page", () => {
    const storage = memoryStorage();
    const events = storageEvents();
    const store = createCompareStore(storage, events);
    const seen: (readonly string[])[] = [];
    const stop = store.$compare.subscribe((list) => seen.push(slugsOf(list)));
    storage.data[COMPARE_STORAGE_KEY] = JSON.stringify([car('z')]);
    events.otherTab(COMPARE_STORAGE_KEY);
    expect(seen.at(-1)).toEqual(['z']);
    stop();
  });

  it.each([
    ['not a list', { a: 1 }, []],
    [
      'bad entries dropped, each car once, at most 3',
      [car('a'), { slug: 1 }, car('a'), car('b'), car('c'), car('d')],
      [car('a'), car('b'), car('c')],
    ],
    ['a slug that is not one', [{ slug: '../x', name: 'x' }], []],
  ])('decodes %s', (_name, stored, list) => expect(decodeCompareList(stored)).toEqual(list));
});
