/**
 * The one way a store keeps a value in the browser: as JSON under one key of localStorage (kept
 * across visits) or sessionStorage (this visit only). persistent-atom.ts makes a nanostores atom
 * over such a value. The one exception is record-visit.ts: every page runs it inline, so it
 * imports nothing.
 *
 * Storage is the shopper's and may say no: it may be missing (the server, a browser with site data
 * blocked, where even reading `localStorage` throws), hold anything under our key (another
 * script's value, an older shape, a hand edit), or refuse a write (full, private mode). None of
 * that reaches the page: a bad value reads as what the store's `decode` makes of it, and a refused
 * write leaves the value in memory for this page only.
 *
 * Why not `@nanostores/persistent`: its storage engine is global, so one page cannot keep one
 * store in localStorage and another in sessionStorage; its writes are plain property assignments,
 * which throw when the browser refuses them.
 */

/** The part of the Web Storage API the stores use, so tests can hand them a fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser's localStorage or sessionStorage; null on the server and where the shopper blocked site data. */
export function browserStorage(area: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return globalThis[area] ?? null;
  } catch {
    return null;
  }
}

/** One value kept as JSON under one key. */
export interface StoredJson<T> {
  readonly key: string;
  /** The stored value, decoded; never throws. */
  read(): T;
  /** Stores the value; a refused write is ignored. */
  write(value: T): void;
  /** Whether the stored text differs from what this last read or stored (another tab changed it). */
  changed(): boolean;
}

/**
 * A value under `key` in `storage` (null: nothing is kept). `decode` gets the parsed JSON, or
 * undefined when nothing is stored or the text is not JSON, and returns the value the store holds:
 * it decides what a bad value reads as.
 */
export function storedJson<T>(
  storage: KeyValueStorage | null,
  key: string,
  decode: (stored: unknown) => T,
): StoredJson<T> {
  const text = () => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  // The text last read or stored: a write the storage refused leaves it as it was.
  let seen: string | null = null;
  return {
    key,
    read() {
      seen = text();
      let stored: unknown;
      try {
        stored = seen === null ? undefined : JSON.parse(seen);
      } catch {
        // not JSON: decode(undefined)
      }
      return decode(stored);
    },
    write(value) {
      if (!storage) return;
      const json = JSON.stringify(value);
      try {
        storage.setItem(key, json);
        seen = json;
      } catch {
        // storage full or blocked: the value lives on this page only
      }
    },
    changed: () => text() !== seen,
  };
}
