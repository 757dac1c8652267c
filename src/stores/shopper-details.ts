/**
 * Spec 02 §3 "Stored user details (local storage, used to prefill forms): name, last_name, email,
 * phone, postcode": the details of the shopper's last successful lead, which every lead form on the
 * site starts from, with its action. Kept in localStorage (storage.ts, persistent-atom.ts).
 */
import type { FormValues } from '../domain/lead-forms.ts';
import { STORED_DETAIL_FIELDS, storedDetailsFrom, type StoredDetails } from '../domain/shopper-lists.ts';
import { persistentAtom, type StorageEvents } from './persistent-atom.ts';
import { browserStorage, storedJson, type KeyValueStorage } from './storage.ts';

export type { StoredDetails };

export const SHOPPER_DETAILS_STORAGE_KEY = 'shopper.details';

/** No stored details: what a form renders before it knows any (the server's render, hydration). */
export const NO_STORED_DETAILS: StoredDetails = Object.freeze({});

/** The stored details from what storage held: only the five fields, only text values, trimmed and non-empty. */
export function decodeStoredDetails(stored: unknown): StoredDetails {
  if (!stored || typeof stored !== 'object') return NO_STORED_DETAILS;
  const record = stored as Record<string, unknown>;
  return storedDetailsFrom(
    Object.fromEntries(
      STORED_DETAIL_FIELDS.map((field) => [field, typeof record[field] === 'string' ? record[field] : undefined]),
    ),
  );
}

export function createShopperDetailsStore(storage: KeyValueStorage | null, events?: StorageEvents | null) {
  const $storedDetails = persistentAtom(storedJson(storage, SHOPPER_DETAILS_STORAGE_KEY, decodeStoredDetails), events);

  /** After a successful lead: the form's contact details join the stored ones (a blank field keeps the old value). */
  function rememberShopperDetails(values: FormValues): void {
    $storedDetails.set({ ...$storedDetails.get(), ...storedDetailsFrom(values) });
  }

  return { $storedDetails, rememberShopperDetails };
}

export const { $storedDetails, rememberShopperDetails } = createShopperDetailsStore(browserStorage('localStorage'));
