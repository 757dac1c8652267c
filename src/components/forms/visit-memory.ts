/**
 * The visit's own memory for lead_attributes (spec 01 §7: visited_pages, linked_query_params),
 * kept apart from the form code: every page runs `recordVisit`, so it must stay a few hundred bytes.
 * Storage calls survive blocked storage (private windows, quotas) by remembering nothing.
 */

/** The lead schema keeps at most 50 visited pages (LeadAttributesSchema); the newest are the useful ones. */
export const VISITED_PAGES_LIMIT = 50;
/** Longer paths are cut: the schema refuses entries over 2048 characters. */
const PATH_MAX = 2048;
export const VISITS_KEY = 'shopper.visited_pages';
export const LANDING_KEY = 'shopper.linked_query_params';

/**
 * Campaign parameters worth keeping from the landing address: utm_* and the ad click ids
 * (gclid, fbclid, msclkid). Decision: other parameters (search filters, car_id) are page state,
 * not where the shopper came from. At most 20, values cut to 200 characters.
 */
export function campaignParams(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (Object.keys(params).length >= 20) break;
    if (/^utm_[a-z_]{1,40}$/i.test(key) || key === 'gclid' || key === 'fbclid' || key === 'msclkid') params[key] = value.slice(0, 200);
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

export function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
export function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  try { storage?.setItem(key, JSON.stringify(value)); } catch { /* storage blocked or full: nothing is remembered */ }
}
export const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** Records this page view; the first page of the visit also records its campaign parameters. */
export function recordVisit(location: Pick<Location, 'pathname' | 'search'>): void {
  const visits = readJson(session(), VISITS_KEY);
  const list = Array.isArray(visits) ? visits.filter((entry): entry is string => typeof entry === 'string') : [];
  if (list.length === 0) writeJson(session(), LANDING_KEY, campaignParams(location.search));
  writeJson(session(), VISITS_KEY, appendVisit(list, location.pathname));
}

