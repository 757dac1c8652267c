/**
 * One analytics event on its way out (spec 01 §7 "Analytics events are sent ...", spec 02 §7
 * tracking events): the record every destination gets, and the sending to the destinations the
 * site configured (site.json `analytics`). The browser's targets are passed in, so a test can see
 * what was sent and make a target fail. Spec 01 §8: "analytics failure: logged only": nothing here
 * throws.
 */
import { isTrackedEventId, type TrackedEventId } from '../domain/analytics.ts';

/** What a page tells its analytics (plain data, serialised into the page by CarAnalytics.astro). */
export interface PageAnalyticsConfig {
  /** Push each event to `window.dataLayer`. */
  dataLayer: boolean;
  /** Also `navigator.sendBeacon` each event here; null for none. */
  beaconUrl: string | null;
  /** The site's slug, sent with every event. */
  websiteId: string;
  /** Events to send as soon as the page runs (the car-view event of a vehicle page). */
  pageEvents: AnalyticsEventInput[];
  /** Fields sent with each action's event (ACTION_EVENT_ATTRIBUTE): the vehicle page's car. */
  actionFields?: AnalyticsFields;
}

/** An event as callers give it: its id and a few plain fields (car_id ...). Never personal data. */
export type AnalyticsFields = Record<string, string | number | boolean | null>;
export type AnalyticsEventInput = AnalyticsFields & { id: TrackedEventId };

/** The record sent: `event` names it for a tag manager's trigger; `event_id` is the spec's id. */
export type AnalyticsRecord = AnalyticsFields & {
  event: typeof ANALYTICS_EVENT_NAME;
  event_id: TrackedEventId;
  website_id: string;
};

/** The dataLayer `event` value every record carries (one trigger in the tag manager catches them all). */
export const ANALYTICS_EVENT_NAME = 'dealer_analytics';

/** Where records go; each is optional (a browser without sendBeacon, a site without a dataLayer). */
export interface AnalyticsTargets {
  dataLayer?: { push(record: AnalyticsRecord): unknown };
  sendBeacon?: (url: string, body: string) => boolean;
  warn: (message: string, ...details: unknown[]) => void;
}

/**
 * The record for an event, or null when the id is not one the specs name (the caller is told
 * through the log, the reports are not polluted). Fields cannot overwrite event, event_id or
 * website_id.
 */
export function analyticsRecord(event: AnalyticsEventInput, websiteId: string): AnalyticsRecord | null {
  const { id, ...fields } = event;
  if (!isTrackedEventId(id)) return null;
  return { ...fields, event: ANALYTICS_EVENT_NAME, event_id: id, website_id: websiteId };
}

/**
 * Sends one event to each configured destination. The beacon body is JSON sent as text/plain, a
 * type a beacon may carry to another origin without a preflight. Returns whether every destination
 * took it; failures are logged, never thrown.
 */
export function sendAnalyticsEvent(
  event: AnalyticsEventInput,
  config: Omit<PageAnalyticsConfig, 'pageEvents'>,
  targets: AnalyticsTargets,
): boolean {
  const record = analyticsRecord(event, config.websiteId);
  if (!record) {
    targets.warn('Analytics: unknown event id, not sent', event.id);
    return false;
  }
  let sent = true;
  if (config.dataLayer) {
    try {
      if (!targets.dataLayer) throw new Error('no dataLayer');
      targets.dataLayer.push(record);
    } catch (error) {
      sent = false;
      targets.warn('Analytics: dataLayer push failed', record.event_id, error);
    }
  }
  if (config.beaconUrl) {
    let queued = false;
    try {
      queued = targets.sendBeacon?.(config.beaconUrl, JSON.stringify(record)) ?? false;
    } catch (error) {
      targets.warn('Analytics: beacon failed', record.event_id, error);
    }
    if (!queued) {
      sent = false;
      targets.warn('Analytics: beacon not queued', record.event_id);
    }
  }
  return sent;
}
