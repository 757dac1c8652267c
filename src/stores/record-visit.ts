/**
 * The visit store's one action that every page runs (VisitTracker.astro): it records the page in
 * the visit's list and, on the visit's first page, the landing address's campaign parameters, for
 * the lead forms to send as lead_attributes (spec 01 §7: visited_pages, linked_query_params; the
 * store that reads them is visit.ts).
 *
 * Self-contained on purpose: a module of its own imports nothing, so the page carries it inline
 * rather than as files shared with the forms, within the 2 KB script budget of a page without
 * islands. visit.test.ts holds its keys and format to visit.ts's.
 */

/** The lead schema keeps at most 50 visited pages (LeadAttributesSchema); the newest are the useful ones. */
export const VISITED_PAGES_LIMIT = 50;
/** Longer paths are cut: the schema refuses entries over 2048 characters. */
const PATH_MAX = 2048;
export const VISITED_PAGES_KEY = 'shopper.visited_pages';
export const CAMPAIGN_KEY = 'shopper.linked_query_params';

/**
 * Campaign parameters worth keeping from the landing address: utm_* and the ad click ids
 * (gclid, fbclid, msclkid). Decision: other parameters (search filters, car_id) are page state,
 * not where the shopper came from. At most 20, values cut to 200 characters.
 */
export function campaignParams(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (Object.keys(params).length >= 20) break;
    if (/^utm_[a-z_]{1,40}$/i.test(key) || key === 'gclid' || key === 'fbclid' || key === 'msclkid')
      params[key] = value.slice(0, 200);
  }
  return params;
}

/**
 * The visited-pages list after a page view: the path appended, the oldest dropped beyond 50.
 * A reload (the same path as the last entry) is not a new visit.
 */
export function appendVisit(visits: readonly string[], path: string): string[] {
  const page = path.slice(0, PATH_MAX);
  if (visits[visits.length - 1] === page) return [...visits];
  return [...visits, page].slice(-VISITED_PAGES_LIMIT);
}

/**
 * Records a page view in sessionStorage (the visit's: other tabs have visits of their own), or in
 * `storage`. A stored value that is not a list of paths starts a new visit; storage that is
 * blocked or full records nothing.
 */
export function recordVisit(
  location: Pick<Location, 'pathname' | 'search'>,
  storage?: Pick<Storage, 'getItem' | 'setItem'>,
): void {
  try {
    storage ??= sessionStorage;
    let stored: unknown;
    try {
      stored = JSON.parse(storage.getItem(VISITED_PAGES_KEY) ?? '[]');
    } catch {
      // not JSON: a new visit
    }
    const visits = Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
    if (visits.length === 0) storage.setItem(CAMPAIGN_KEY, JSON.stringify(campaignParams(location.search)));
    storage.setItem(VISITED_PAGES_KEY, JSON.stringify(appendVisit(visits, location.pathname)));
  } catch {
    // storage blocked or full: this page view is not recorded
  }
}
