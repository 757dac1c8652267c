/**
 * For islands and custom elements: report an analytics event without importing the analytics module. The page's
 * analytics (page-analytics.ts) listens for this window event and sends it. A page whose own script started it (the
 * vehicle page, PageAnalytics.astro) has it already; on any other page that carries the site's settings
 * (AnalyticsSettings.astro, from SiteLayout) the first announced event loads and starts it, so only a page where
 * something happens pays for it. On a page without settings nothing is sent.
 */
import { SOCIAL_CONTENT_VIEW_EVENT } from '../domain/analytics.ts';
import type { AnalyticsFields } from './send-event.ts';
import pageAnalyticsUrl from './page-analytics.ts?chunk-url';

/** The same name as page-analytics.ts's ANALYTICS_DOM_EVENT (a unit test holds the two together). */
export const ANNOUNCED_EVENT = 'dealer:analytics';
/** The page's JSON script holding its PageAnalyticsConfig (page-analytics.ts has the same; a unit test holds them). */
export const ANALYTICS_CONFIG_ID = 'analytics-config';

let listening: Promise<void> | undefined;

/**
 * Dispatches `dealer:analytics` with the detail on the target: at once (synchronously) for a target other than the
 * page's window (a test's) or a page without analytics settings, else once the page's analytics listens (loaded and
 * started once; a no-op where the page's script started it). The promise settles when the event was dispatched (a
 * caller about to leave the page waits for it); it never rejects (a failed load is logged).
 */
async function announce(detail: Record<string, unknown>, target: EventTarget): Promise<void> {
  if (target === globalThis.window && document.getElementById(ANALYTICS_CONFIG_ID))
    // By URL (src/site/chunk-url.ts): a literal import() would bring Vite's preload helper into every importer.
    await (listening ??= (
      import(/* @vite-ignore */ pageAnalyticsUrl) as Promise<typeof import('./page-analytics.ts')>
    ).then((module) => module.startPageAnalytics(), console.warn));
  target.dispatchEvent(new CustomEvent(ANNOUNCED_EVENT, { detail }));
}

/** Dispatches `dealer:analytics` with `{ id, ...fields }`. */
export function announceAnalyticsEvent(id: number, fields: AnalyticsFields = {}, target: EventTarget = window) {
  return announce({ ...fields, id }, target);
}

/** Spec 01 §7 "a social-network content-view event on save": the car saved (a favourite or the watchlist). */
export function announceSocialContentView(carId: number, target: EventTarget = window) {
  return announce({ id: SOCIAL_CONTENT_VIEW_EVENT, car_id: carId }, target);
}
