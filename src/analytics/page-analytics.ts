/**
 * The browser side of analytics: one small module a page's script imports (CarAnalytics.astro on
 * the vehicle page). It reads the site's settings from the page once, sends the page's own events
 * (the car-view event), and sends any event announced with a window CustomEvent
 * `dealer:analytics` `{ detail: { id, ...fields } }`, so an island can report an event without
 * importing this module (the lead dialogs, the calculators).
 */
import {
  sendAnalyticsEvent,
  type AnalyticsEventInput,
  type AnalyticsFields,
  type PageAnalyticsConfig,
} from './send-event.ts';
import { SOCIAL_CONTENT_VIEW_EVENT, type TrackedEventId } from '../domain/analytics.ts';
import { ACTION_EVENT_ATTRIBUTE } from '../domain/car-action-events.ts';

/** The page's JSON script holding its PageAnalyticsConfig (the same as announce-event.ts's; a unit test holds them). */
export const ANALYTICS_CONFIG_ID = 'analytics-config';
/** The window event islands dispatch to report an analytics event. */
export const ANALYTICS_DOM_EVENT = 'dealer:analytics';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

let config: PageAnalyticsConfig | null | undefined;

function pageConfig(): PageAnalyticsConfig | null {
  if (config !== undefined) return config;
  try {
    config = JSON.parse(
      document.getElementById(ANALYTICS_CONFIG_ID)?.textContent ?? 'null',
    ) as PageAnalyticsConfig | null;
  } catch (error) {
    console.warn('Analytics: unreadable settings', error);
    config = null;
  }
  return config;
}

/** Sends one event with the page's settings; without settings on the page nothing is sent (and that is logged). */
export function trackEvent(id: TrackedEventId, fields: AnalyticsFields = {}): void {
  const settings = pageConfig();
  if (!settings) {
    console.warn('Analytics: no settings on this page, event not sent', id);
    return;
  }
  const win = window as DataLayerWindow;
  if (settings.dataLayer) win.dataLayer ??= [];
  sendAnalyticsEvent({ ...fields, id }, settings, {
    dataLayer: win.dataLayer,
    sendBeacon: navigator.sendBeacon ? (url, body) => navigator.sendBeacon(url, body) : undefined,
    warn: (...args) => console.warn(...args),
  });
}

/** The event an island dispatched, or null when its detail is not `{ id: number | 'social_content_view', ... }`. */
export function announcedEvent(event: Event): AnalyticsEventInput | null {
  const detail = (event as CustomEvent<unknown>).detail;
  const id = (detail as { id?: unknown } | null)?.id;
  if (!detail || typeof detail !== 'object' || (typeof id !== 'number' && id !== SOCIAL_CONTENT_VIEW_EVENT))
    return null;
  return detail as AnalyticsEventInput;
}

/**
 * The event of an action (issue 17 item 12): the id its element names in ACTION_EVENT_ATTRIBUTE, sent on a click, or
 * for a form on its submit (so Enter counts too, and a click inside the form does not). Null for anything else.
 */
export function actionEventId(event: Event): number | null {
  const target = event.target instanceof Element ? event.target.closest(`[${ACTION_EVENT_ATTRIBUTE}]`) : null;
  if (!target || (event.type === 'submit') !== target instanceof HTMLFormElement) return null;
  const id = Number(target.getAttribute(ACTION_EVENT_ATTRIBUTE));
  return Number.isInteger(id) ? id : null;
}

let started = false;

/** Sends the page's own events, then listens for `dealer:analytics`. Runs once per page, whoever calls it. */
export function startPageAnalytics(): void {
  if (started) return;
  started = true;
  for (const { id, ...fields } of pageConfig()?.pageEvents ?? []) trackEvent(id, fields);
  window.addEventListener(ANALYTICS_DOM_EVENT, (event) => {
    const announced = announcedEvent(event);
    if (!announced) {
      console.warn(`Analytics: a ${ANALYTICS_DOM_EVENT} event without a numeric or social id`);
      return;
    }
    const { id, ...fields } = announced;
    trackEvent(id, fields);
  });
  // Captured: an island that stops a click's propagation still has its action counted.
  const onAction = (event: Event) => {
    const id = actionEventId(event);
    if (id !== null) trackEvent(id, pageConfig()?.actionFields);
  };
  document.addEventListener('click', onAction, true);
  document.addEventListener('submit', onAction, true);
}
