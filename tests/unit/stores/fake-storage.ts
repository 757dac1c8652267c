import type { StorageEvents } from '../../../src/stores/persistent-atom.ts';
import type { KeyValueStorage } from '../../../src/stores/storage.ts';

/** An in-memory Web Storage; `refuse` makes every write throw, as a full or blocked storage does. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Record<string, string>; refuse: boolean } {
  const data = { ...initial };
  const storage = {
    data,
    refuse: false,
    getItem: (key: string) => data[key] ?? null,
    setItem: (key: string, value: string) => {
      if (storage.refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data[key] = value;
    },
  };
  return storage;
}

/** A window stand-in: `otherTab(key)` sends the `storage` event another tab's write would. */
export function storageEvents(): StorageEvents & { otherTab(key: string | null): void; listening(): number } {
  const listeners = new Set<(event: StorageEvent) => void>();
  return {
    addEventListener: ((_type: string, listener: (event: StorageEvent) => void) =>
      listeners.add(listener)) as StorageEvents['addEventListener'],
    removeEventListener: ((_type: string, listener: (event: StorageEvent) => void) =>
      listeners.delete(listener)) as StorageEvents['removeEventListener'],
    otherTab: (key) => listeners.forEach((listener) => listener({ key } as StorageEvent)),
    listening: () => listeners.size,
  };
}
