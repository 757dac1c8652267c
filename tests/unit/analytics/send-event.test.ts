import { describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_CONFIG_ID as ANNOUNCER_CONFIG_ID,
  ANNOUNCED_EVENT,
  announceAnalyticsEvent,
  announceSocialContentView,
} from '../../../src/analytics/announce-event.ts';
import { SOCIAL_CONTENT_VIEW_EVENT } from '../../../src/domain/analytics.ts';
import { ANALYTICS_CONFIG_ID, ANALYTICS_DOM_EVENT, announcedEvent } from '../../../src/analytics/page-analytics.ts';
import {
  ANALYTICS_EVENT_NAME,
  analyticsRecord,
  sendAnalyticsEvent,
  type AnalyticsRecord,
  type AnalyticsTargets,
} from '../../../src/analytics/send-event.ts';

const settings = { dataLayer: true, beaconUrl: null, websiteId: 'harbour-city-toyota' };

function targets(overrides: Partial<AnalyticsTargets> = {}) {
  const pushed: AnalyticsRecord[] = [];
  const beacons: { url: string; body: string }[] = [];
  const warn = vi.fn();
  return {
    pushed,
    beacons,
    warn,
    targets: {
      dataLayer: { push: (record: AnalyticsRecord) => pushed.push(record) },
      sendBeacon: (url: string, body: string) => {
        beacons.push({ url, body });
        return true;
      },
      warn,
      ...overrides,
    } satisfies AnalyticsTargets,
  };
}

describe('the record of an analytics event', () => {
  it("carries the spec id, the site and the caller's fields, named for a tag manager trigger", () => {
    expect(analyticsRecord({ id: 15, car_id: 497301 }, 'southside-used-cars')).toEqual({
      event: 'dealer_analytics',
      event_id: 15,
      website_id: 'southside-used-cars',
      car_id: 497301,
    });
    expect(ANALYTICS_EVENT_NAME).toBe('dealer_analytics');
  });

  it('fields cannot pass for the event, its id or the site', () => {
    expect(
      analyticsRecord({ id: 14, event: 'other', event_id: 99, website_id: 'elsewhere' }, 'harbour-city-toyota'),
    ).toMatchObject({ event: 'dealer_analytics', event_id: 14, website_id: 'harbour-city-toyota' });
  });

  it.each([[0], [16], [999]])('an id the specs do not name (%j) gives no record', (id) => {
    expect(analyticsRecord({ id }, 'x')).toBeNull();
  });
});

describe('sending (site.json analytics; spec 01 §8 "analytics failure: logged only")', () => {
  it.each([
    ['dataLayer only (the default)', { dataLayer: true, beaconUrl: null }, 1, 0],
    ['beacon only', { dataLayer: false, beaconUrl: 'https://collect.example.com/e' }, 0, 1],
    ['both', { dataLayer: true, beaconUrl: '/analytics' }, 1, 1],
    ['neither', { dataLayer: false, beaconUrl: null }, 0, 0],
  ])('%s', (_name, config, pushes, beacons) => {
    const sent = targets();
    expect(sendAnalyticsEvent({ id: 14, car_id: 1 }, { ...settings, ...config }, sent.targets)).toBe(true);
    expect(sent.pushed).toHaveLength(pushes);
    expect(sent.beacons).toHaveLength(beacons);
    if (beacons)
      expect(JSON.parse(sent.beacons[0]!.body)).toEqual({
        event: 'dealer_analytics',
        event_id: 14,
        website_id: 'harbour-city-toyota',
        car_id: 1,
      });
    expect(sent.warn).not.toHaveBeenCalled();
  });

  it('an unknown id is logged and sent nowhere', () => {
    const sent = targets();
    expect(sendAnalyticsEvent({ id: 16 }, { ...settings, beaconUrl: '/a' }, sent.targets)).toBe(false);
    expect(sent.pushed).toEqual([]);
    expect(sent.beacons).toEqual([]);
    expect(sent.warn).toHaveBeenCalledWith('Analytics: unknown event id, not sent', 16);
  });

  it.each([
    [
      'a dataLayer that throws',
      {
        dataLayer: {
          push: () => {
            throw new Error('blocked');
          },
        },
      },
      { dataLayer: true, beaconUrl: null },
    ],
    ['no dataLayer', { dataLayer: undefined }, { dataLayer: true, beaconUrl: null }],
    ['a beacon the browser refuses to queue', { sendBeacon: () => false }, { dataLayer: false, beaconUrl: '/a' }],
    [
      'a beacon that throws',
      {
        sendBeacon: () => {
          throw new TypeError('bad URL');
        },
      },
      { dataLayer: false, beaconUrl: '/a' },
    ],
    ['no sendBeacon', { sendBeacon: undefined }, { dataLayer: false, beaconUrl: '/a' }],
  ])('%s: logged, never thrown', (_name, broken, config) => {
    const sent = targets(broken as Partial<AnalyticsTargets>);
    expect(sendAnalyticsEvent({ id: 17 }, { ...settings, ...config }, sent.targets)).toBe(false);
    expect(sent.warn).toHaveBeenCalled();
  });

  it('a failed beacon does not stop the dataLayer push', () => {
    const sent = targets({ sendBeacon: () => false });
    sendAnalyticsEvent({ id: 48 }, { ...settings, beaconUrl: '/a' }, sent.targets);
    expect(sent.pushed.map((record) => record.event_id)).toEqual([48]);
  });
});

describe('events islands announce (window CustomEvent "dealer:analytics" { id })', () => {
  it('the announcer and the listener use one event name and one settings script', () => {
    expect(ANNOUNCED_EVENT).toBe(ANALYTICS_DOM_EVENT);
    expect(ANNOUNCER_CONFIG_ID).toBe(ANALYTICS_CONFIG_ID);
    expect(ANALYTICS_DOM_EVENT).toBe('dealer:analytics');
  });

  it('an announced event reaches a listener with its id and fields', () => {
    const target = new EventTarget();
    const heard: unknown[] = [];
    target.addEventListener(ANALYTICS_DOM_EVENT, (event) => heard.push(announcedEvent(event)));
    announceAnalyticsEvent(26, { calculator: 'finance' }, target);
    expect(heard).toEqual([{ id: 26, calculator: 'finance' }]);
  });

  it('"a social-network content-view event on save" (spec 01 §7): announced with the car, sent under its name', () => {
    const target = new EventTarget();
    const heard: unknown[] = [];
    target.addEventListener(ANALYTICS_DOM_EVENT, (event) => heard.push(announcedEvent(event)));
    announceSocialContentView(41, target);
    expect(heard).toEqual([{ id: SOCIAL_CONTENT_VIEW_EVENT, car_id: 41 }]);
    expect(analyticsRecord({ id: SOCIAL_CONTENT_VIEW_EVENT, car_id: 41 }, 'harbour-city-toyota')).toEqual({
      event: ANALYTICS_EVENT_NAME,
      event_id: 'social_content_view',
      website_id: 'harbour-city-toyota',
      car_id: 41,
    });
  });

  it.each([
    ['no detail', undefined],
    ['a detail without an id', { car_id: 1 }],
    ['another name', { id: 'page_view' }],
    ['an id as text', { id: '14' }],
    ['a bare number', 14],
  ])('%s is not an event', (_name, detail) => {
    expect(announcedEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail }))).toBeNull();
  });
});
