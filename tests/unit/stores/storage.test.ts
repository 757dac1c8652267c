import { describe, expect, it } from 'vitest';
import { persistentAtom } from '../../../src/stores/persistent-atom.ts';
import { browserStorage, storedJson } from '../../../src/stores/storage.ts';
import { memoryStorage, storageEvents } from './fake-storage.ts';

const numbers = (stored: unknown): number[] =>
  Array.isArray(stored) ? stored.filter((n) => typeof n === 'number') : [];

describe('storedJson: a value kept as JSON under one key, whatever the storage does', () => {
  it.each<[string, Record<string, string>, number[]]>([
    ['nothing stored', {}, []],
    ['not JSON', { list: '{oops' }, []],
    ['another shape', { list: '{"a":1}' }, []],
    ['bad entries', { list: '[1,"x",2,null]' }, [1, 2]],
    ['a good value', { list: '[3,4]' }, [3, 4]],
  ])('reads %s through its decoder', (_name, data, expected) => {
    expect(storedJson(memoryStorage(data), 'list', numbers).read()).toEqual(expected);
  });

  it('writes JSON under its key', () => {
    const storage = memoryStorage();
    storedJson(storage, 'list', numbers).write([1, 2]);
    expect(storage.data).toEqual({ list: '[1,2]' });
  });

  it('a storage that throws on every call (site data blocked) reads as nothing and ignores writes', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const stored = storedJson(blocked, 'list', numbers);
    expect(stored.read()).toEqual([]);
    expect(() => stored.write([1])).not.toThrow();
  });

  it('no storage (the server): nothing is read or kept', () => {
    const stored = storedJson(null, 'list', numbers);
    stored.write([1]);
    expect(stored.read()).toEqual([]);
  });

  it("changed() tells another tab's write from its own, and from a write the storage refused", () => {
    const storage = memoryStorage({ list: '[1]' });
    const stored = storedJson(storage, 'list', numbers);
    stored.read();
    expect(stored.changed()).toBe(false);
    stored.write([1, 2]);
    expect(stored.changed()).toBe(false);
    storage.refuse = true;
    stored.write([1, 2, 3]);
    expect(stored.changed()).toBe(false);
    storage.data.list = '[9]';
    expect(stored.changed()).toBe(true);
  });

  it('browserStorage is null where reading the storage throws (site data blocked) or there is none', () => {
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    try {
      Object.defineProperty(globalThis, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      });
      expect(browserStorage('localStorage')).toBeNull();
      Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: undefined });
      expect(browserStorage('localStorage')).toBeNull();
    } finally {
      if (saved) Object.defineProperty(globalThis, 'localStorage', saved);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});

describe('persistentAtom: a nanostores atom over a stored value', () => {
  it('starts with the stored value and stores every set', () => {
    const storage = memoryStorage({ list: '[1]' });
    const $list = persistentAtom(storedJson(storage, 'list', numbers), null);
    expect($list.get()).toEqual([1]);
    $list.set([1, 2]);
    expect(storage.data.list).toBe('[1,2]');
  });

  it('a refused write keeps the value on the page, also for listeners that come later', () => {
    const storage = memoryStorage();
    storage.refuse = true;
    const $list = persistentAtom(storedJson(storage, 'list', numbers), null);
    $list.set([5]);
    expect($list.get()).toEqual([5]);
    const seen: (readonly number[])[] = [];
    const stop = $list.subscribe((value) => seen.push(value));
    expect(seen).toEqual([[5]]);
    stop();
  });

  it("follows another tab's change while listened to, and a cleared storage", () => {
    const storage = memoryStorage({ list: '[1]' });
    const events = storageEvents();
    const $list = persistentAtom(storedJson(storage, 'list', numbers), events);
    const seen: (readonly number[])[] = [];
    const stop = $list.listen((value) => seen.push(value));
    expect(events.listening()).toBe(1);
    storage.data.list = '[1,2]';
    events.otherTab('list');
    events.otherTab('something-else');
    delete storage.data.list;
    events.otherTab(null);
    expect(seen).toEqual([[1, 2], []]);
    stop();
  });

  it('picks up a change made while nothing listened', () => {
    const storage = memoryStorage({ list: '[1]' });
    const $list = persistentAtom(storedJson(storage, 'list', numbers), storageEvents());
    storage.data.list = '[7]';
    const stop = $list.listen(() => {});
    expect($list.get()).toEqual([7]);
    stop();
  });
});
