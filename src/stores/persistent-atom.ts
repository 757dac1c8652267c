/**
 * A nanostores atom over a value kept in browser storage (storage.ts): the store every persistent
 * piece of browser state is made with.
 */
import { atom, onMount, type WritableAtom } from 'nanostores';
import type { StoredJson } from './storage.ts';

/** Where the `storage` events of other tabs arrive: the window, or a fake in tests. */
export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * A nanostores atom over a stored value: it starts with what is stored and `set` stores each new
 * value. While anything listens it follows the changes other tabs of the site make (`storage`
 * events, which localStorage sends; sessionStorage belongs to one tab), and when something starts
 * listening it picks up a change made while nothing did.
 */
export function persistentAtom<T>(
  stored: StoredJson<T>,
  events: StorageEvents | null = globalThis.window ?? null,
): WritableAtom<T> {
  const $store = atom(stored.read());
  const set = $store.set;
  $store.set = (value) => {
    set(value);
    stored.write(value);
  };
  onMount($store, () => {
    if (stored.changed()) set(stored.read());
    const follow = (event: StorageEvent) => {
      // A null key: another tab cleared the site's storage.
      if (event.key === stored.key || event.key === null) set(stored.read());
    };
    events?.addEventListener('storage', follow);
    return () => events?.removeEventListener('storage', follow);
  });
  return $store;
}
