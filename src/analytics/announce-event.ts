/**
 * For islands: report an analytics event without importing the analytics module. The page's
 * analytics (page-analytics.ts, started by CarAnalytics.astro) listens for this window event and
 * sends it; on a page without analytics nothing happens.
 */
import { SOCIAL_CONTENT_VIEW_EVENT } from '../domain/analytics.ts';
import type { AnalyticsFields } from './send-event.ts';

/** The same name as page-analytics.ts's ANALYTICS_DOM_EVENT (a unit test holds the two together). */
export const ANNOUNCED_EVENT = 'dealer:analytics';

/** Dispatches `dealer:analytics` with `{ id, ...fields }`. */
export function announceAnalyticsEvent(id: number, fields: AnalyticsFields = {}, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(ANNOUNCED_EVENT, { detail: { ...fields, id } }));
}

/** Spec 01 §7 "a social-network content-view event on save": the car saved (a favourite or the watchlist). */
export function announceSocialContentView(carId: number, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(ANNOUNCED_EVENT, { detail: { id: SOCIAL_CONTENT_VIEW_EVENT, car_id: carId } }));
}
