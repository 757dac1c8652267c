/** What the browser keeps for a shopper: search history, toasts, stored contact details (spec 02 §2, §3, §9). */
import type { FormValues } from './lead-forms.ts';

/** Spec 02 §9: "Search history 5". */
export const SEARCH_HISTORY_LIMIT = 5;
/** Spec 02 §9: "toast limit 1" (spec 02 §2 "toasts (one at a time)"). */
export const TOAST_LIMIT = 1;
/** Spec 02 §3 "Stored user details (local storage, used to prefill forms): name, last_name, email, phone, postcode". */
export const STORED_DETAIL_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;

export interface SearchHistoryEntry {
  path: string;
  label?: string;
}

/**
 * Spec 02 §3 "Search history: last 5 searches, each with a path": the new search goes first; an
 * earlier entry with the same path is dropped (it moves to the front); at most 5 are kept.
 */
export function rememberSearch(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
): SearchHistoryEntry[] {
  return [entry, ...history.filter((earlier) => earlier.path !== entry.path)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** Query parameters that do not change which cars a search finds: left out of its history label. */
const NOT_FILTERS = new Set(['page', 'sortBy']);

/**
 * The history label of a search: the page's heading (its landing: "Used Cars", "Toyota Corolla") and then the
 * values its address adds (query text, filters), e.g. "Used Cars: corolla, Automatic". Decision: the spec keeps only a
 * path; a label lets a list of them be read.
 */
export function searchLabel(path: string, heading: string): string {
  const query = new URL(path, 'https://x.invalid').searchParams;
  const values = [...query.entries()]
    .filter(([name, value]) => !NOT_FILTERS.has(name) && value.trim() !== '')
    .map(([, value]) => value.trim());
  return values.length > 0 ? `${heading}: ${[...new Set(values)].join(', ')}` : heading;
}

/**
 * Spec 02 §2 "toasts (one at a time)", §9 "toast limit 1". Decision: the new toast replaces the one
 * shown (the newest message is the one that matters), rather than waiting behind it.
 */
export function pushToast<T>(queue: readonly T[], toast: T): T[] {
  return [...queue, toast].slice(-TOAST_LIMIT);
}

export type StoredDetailField = (typeof STORED_DETAIL_FIELDS)[number];
export type StoredDetails = Partial<Record<StoredDetailField, string>>;

/**
 * Spec 02 §3 stored user details: of a submitted form's values, only name, last_name, email, phone
 * and postcode are kept, trimmed; empty or non-text values are dropped.
 */
export function storedDetailsFrom(values: FormValues): StoredDetails {
  const details: StoredDetails = {};
  for (const field of STORED_DETAIL_FIELDS) {
    const value = values[field];
    const text = typeof value === 'string' ? value.trim() : '';
    if (text !== '') details[field] = text;
  }
  return details;
}

/**
 * Spec 02 §3 "used to prefill forms": the form starts from the stored details, and the form's own
 * explicit defaults win over them. Decision: a default that is undefined, null or empty text is not
 * explicit and leaves the stored value in place.
 */
export function prefill(defaults: FormValues, stored: StoredDetails): FormValues {
  const explicit = Object.entries(defaults).filter(([, value]) => value != null && value !== '');
  return { ...stored, ...Object.fromEntries(explicit) };
}
