/**
 * The shopper's compare list (src/domain/compare.ts): up to 3 cars, by slug and name, in the order added. Kept in
 * localStorage (storage.ts, persistent-atom.ts) like the favourites, so per site, and other tabs see a change at once.
 */
import { COMPARE_LIMIT, isCarSlug, toggleCompare, type CompareEntry, type CompareOutcome } from '../domain/compare.ts';
import { persistentAtom, type StorageEvents } from './persistent-atom.ts';
import { browserStorage, storedJson, type KeyValueStorage } from './storage.ts';

export const COMPARE_STORAGE_KEY = 'compare-cars';

/** The slugs of a compare list, in order. */
export const slugsOf = (list: readonly CompareEntry[]) => list.map((entry) => entry.slug);

function isEntry(value: unknown): value is CompareEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.slug === 'string' && isCarSlug(entry.slug) && typeof entry.name === 'string';
}

/** The list from what storage held: bad entries dropped, each car once, at most COMPARE_LIMIT. */
export function decodeCompareList(stored: unknown): CompareEntry[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  return stored
    .filter(isEntry)
    .filter((entry) => !seen.has(entry.slug) && Boolean(seen.add(entry.slug)))
    .slice(0, COMPARE_LIMIT);
}

export function createCompareStore(storage: KeyValueStorage | null, events?: StorageEvents | null) {
  const $compare = persistentAtom(storedJson(storage, COMPARE_STORAGE_KEY, decodeCompareList), events);

  /** Adds or removes the car (toggleCompare); a full list is left as it is and says so. */
  function toggleCompared(entry: CompareEntry): CompareOutcome {
    const { list, outcome } = toggleCompare($compare.get(), entry);
    if (outcome !== 'full') $compare.set(list);
    return outcome;
  }

  /** The compare page names other cars (a shared link): they become the shopper's list. */
  function replaceCompared(list: readonly CompareEntry[]): void {
    $compare.set(decodeCompareList(list));
  }

  return { $compare, toggleCompared, replaceCompared };
}

export const { $compare, toggleCompared, replaceCompared } = createCompareStore(browserStorage('localStorage'));
