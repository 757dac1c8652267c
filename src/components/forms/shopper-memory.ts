/**
 * What the browser remembers for the lead forms (spec 02 §3 "Stored user details"; spec 01 §7
 * lead_attributes {visited_pages, linked_query_params}): pure rules first, then the storage calls,
 * each of which survives blocked storage (private windows, quotas) by remembering nothing.
 */
import type { LeadAttributes } from '../../domain/schemas/leads.ts';
import { storedDetailsFrom, type StoredDetails, STORED_DETAIL_FIELDS } from '../../domain/shopper-lists.ts';
import type { FormValues } from '../../domain/lead-forms.ts';
import { LANDING_KEY, readJson, session, VISITED_PAGES_LIMIT, VISITS_KEY, writeJson } from './visit-memory.ts';

export { appendVisit, campaignParams, recordVisit, VISITED_PAGES_LIMIT } from './visit-memory.ts';

const DETAILS_KEY = 'shopper.details';
const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** lead_attributes for a submission: the pages of this visit and the landing page's campaign parameters. */
export function leadAttributes(): LeadAttributes {
  const visits = readJson(session(), VISITS_KEY);
  const params = readJson(session(), LANDING_KEY);
  return {
    visited_pages: Array.isArray(visits) ? visits.filter((entry): entry is string => typeof entry === 'string').slice(-VISITED_PAGES_LIMIT) : [],
    linked_query_params: params && typeof params === 'object' && !Array.isArray(params)
      ? Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : {},
  };
}

/** The stored contact details (name, last_name, email, phone, postcode); only text values are trusted. */
export function readStoredDetails(): StoredDetails {
  const stored = readJson(local(), DETAILS_KEY);
  if (!stored || typeof stored !== 'object') return {};
  const record = stored as Record<string, unknown>;
  return storedDetailsFrom(Object.fromEntries(STORED_DETAIL_FIELDS.map((field) => [field, typeof record[field] === 'string' ? record[field] : undefined])));
}

/** After a successful lead: the form's contact details join the stored ones (a blank field keeps the old value). */
export function saveStoredDetails(values: FormValues): void {
  writeJson(local(), DETAILS_KEY, { ...readStoredDetails(), ...storedDetailsFrom(values) });
}

/**
 * An Idempotency-Key for one form fill: a random UUID (random values where randomUUID is missing,
 * e.g. an insecure context).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
