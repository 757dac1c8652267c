/**
 * The visit's memory for the lead forms' lead_attributes (spec 01 §7: visited_pages,
 * linked_query_params): the pages of this visit and the landing page's campaign parameters, kept in
 * sessionStorage (storage.ts) by record-visit.ts, which every page runs. Read when a form is sent.
 *
 * Stored values and no atom: nothing on a page reacts to them.
 */
import type { LeadAttributes } from '../domain/schemas/leads.ts';
import { browserStorage, storedJson, type KeyValueStorage } from './storage.ts';

/** record-visit.ts's keys and limit (visit.test.ts holds the two files together). */
export const VISITED_PAGES_STORAGE_KEY = 'shopper.visited_pages';
export const CAMPAIGN_STORAGE_KEY = 'shopper.linked_query_params';
const VISITED_PAGES_LIMIT = 50;

/** The stored pages: only text entries of a list, the newest 50. */
export const decodeVisitedPages = (stored: unknown): string[] =>
  Array.isArray(stored)
    ? stored.filter((entry): entry is string => typeof entry === 'string').slice(-VISITED_PAGES_LIMIT)
    : [];

/** The stored campaign parameters: only text values of an object. */
export const decodeCampaign = (stored: unknown): Record<string, string> =>
  stored && typeof stored === 'object' && !Array.isArray(stored)
    ? Object.fromEntries(
        Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

export function createVisitStore(storage: KeyValueStorage | null) {
  const pages = storedJson(storage, VISITED_PAGES_STORAGE_KEY, decodeVisitedPages);
  const campaign = storedJson(storage, CAMPAIGN_STORAGE_KEY, decodeCampaign);

  /** lead_attributes for a submission: the pages of this visit and the landing page's campaign parameters. */
  function leadAttributes(): LeadAttributes {
    return { visited_pages: pages.read(), linked_query_params: campaign.read() };
  }

  return { leadAttributes };
}

export const { leadAttributes } = createVisitStore(browserStorage('sessionStorage'));
