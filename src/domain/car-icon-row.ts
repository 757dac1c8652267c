/**
 * The vehicle page's icon row (spec 01 §2 "Sidebar ... an icon row; Share (copies the car link),
 * Favourite and Print buttons", §4 "Share", "Print PDF", §7 "PDF download for a slug", §8): what
 * each tool does on a given site, as data the page and its script read.
 */
import type { SiteConfig } from './schemas/site-config.ts';
import { COPIED_NOTE_MS } from './vehicle-page.ts';
import { fillString } from './fill-string.ts';
import type { Strings } from './strings.ts';

/**
 * How long the share toast stays. The spec times only the 'Copied' note (1.5 s); a toast carries a
 * whole sentence, so it stays twice as long to be read.
 */
export const SHARE_TOAST_MS = 2 * COPIED_NOTE_MS;

export interface ShareFeedback {
  /** 'note': the short note beside the button; 'toast': a toast at the foot of the window. */
  kind: 'note' | 'toast';
  text: string;
  /** How long it shows, in milliseconds. */
  showForMs: number;
}

/**
 * Spec 01 §4 "Share: a 'Copied' note shows for 1.5 s after copying; the toast reads 'Copied {car
 * name} to your clipboard!' on one variant" (site.json `features.share_toast`).
 */
export function shareFeedback(
  site: { features: Pick<SiteConfig['features'], 'share_toast'> },
  carName: string,
  strings: Pick<Strings, 'share.copied' | 'share.toast'>,
): ShareFeedback {
  return site.features.share_toast
    ? { kind: 'toast', text: fillString(strings['share.toast'], { name: carName }), showForMs: SHARE_TOAST_MS }
    : { kind: 'note', text: strings['share.copied'], showForMs: COPIED_NOTE_MS };
}

/** Where a save button keeps the car: browser favourites, the signed-in watchlist, or nowhere. */
export type SaveMode = 'favourites' | 'watchlist' | 'none';

/**
 * Spec 01 §4 "Favourites work anonymously where local storage of favourites is enabled"; the
 * watchlist is for signed-in users (§6). site.json: `features.watchlist` makes save buttons use the
 * watchlist; otherwise `features.local_favourites` keeps favourites in the browser; with neither
 * the site offers no save button.
 */
export function saveMode(site: { features: Pick<SiteConfig['features'], 'watchlist' | 'local_favourites'> }): SaveMode {
  if (site.features.watchlist) return 'watchlist';
  return site.features.local_favourites ? 'favourites' : 'none';
}

/**
 * The favourites page (issue 14 item 7: "a favourites page"; spec 01 shows no path for it, so this is a decision):
 * `/favourites`, built only where hearts keep favourites in the browser, so no site links to a page it lacks.
 */
export const FAVOURITES_PATH = '/favourites';

/** The favourites page's path on a site that has it, else null. */
export function favouritesPagePath(site: {
  features: Pick<SiteConfig['features'], 'watchlist' | 'local_favourites'>;
}): string | null {
  return saveMode(site) === 'favourites' ? FAVOURITES_PATH : null;
}

/** Spec 01 §7 "PDF download for a slug": the functions app's route for it. */
export function carPdfPath(car: { slug: string }): string {
  return `/api/cars/${encodeURIComponent(car.slug)}/pdf`;
}

/** Spec 01 §7: the PDF "returns a file saved as {slug}.pdf". */
export function carPdfFilename(car: { slug: string }): string {
  return `${car.slug}.pdf`;
}
