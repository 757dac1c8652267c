import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendVisit,
  campaignParams,
  CAMPAIGN_KEY,
  recordVisit,
  VISITED_PAGES_KEY,
  VISITED_PAGES_LIMIT,
} from '../../../src/stores/record-visit.ts';
import { CAMPAIGN_STORAGE_KEY, createVisitStore, VISITED_PAGES_STORAGE_KEY } from '../../../src/stores/visit.ts';
import { memoryStorage } from './fake-storage.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('visited pages and campaign parameters (spec 01 §7 lead_attributes)', () => {
  it('keeps the newest 50, a reload is not a new visit', () => {
    fc.assert(
      fc.property(fc.array(fc.webPath(), { maxLength: 120 }), (paths) => {
        const visits = paths.reduce<string[]>((list, path) => appendVisit(list, path), []);
        expect(visits.length).toBeLessThanOrEqual(VISITED_PAGES_LIMIT);
        if (paths.length) expect(visits.at(-1)).toBe(paths.at(-1));
        visits.forEach((path, i) => expect(path).not.toBe(visits[i - 1]));
      }),
    );
  });

  it.each([
    [
      '?utm_source=google&utm_medium=cpc&gclid=abc&make=toyota',
      { utm_source: 'google', utm_medium: 'cpc', gclid: 'abc' },
    ],
    ['', {}],
    ['?car_id=5', {}],
  ])('campaignParams(%j) = %j', (search, expected) => {
    expect(campaignParams(search)).toEqual(expected);
  });
});

describe('the visit store: every page recorded (record-visit.ts), read when a form is sent (visit.ts)', () => {
  it('both use the same keys', () => {
    expect([VISITED_PAGES_KEY, CAMPAIGN_KEY]).toEqual([VISITED_PAGES_STORAGE_KEY, CAMPAIGN_STORAGE_KEY]);
  });

  it("a visit: the landing page's parameters, then every page in order; a reload counts once", () => {
    const storage = memoryStorage();
    recordVisit(at('/', '?utm_source=e2e&utm_campaign=forms&make=toyota'), storage);
    recordVisit(at('/search/new-used-and-demo-cars', '?utm_source=other'), storage);
    recordVisit(at('/cars/a/'), storage);
    recordVisit(at('/cars/a/'), storage);
    expect(createVisitStore(storage).leadAttributes()).toEqual({
      visited_pages: ['/', '/search/new-used-and-demo-cars', '/cars/a/'],
      linked_query_params: { utm_source: 'e2e', utm_campaign: 'forms' },
    });
  });

  it.each<[string, Record<string, string>]>([
    ['not JSON', { [VISITED_PAGES_STORAGE_KEY]: '[oops', [CAMPAIGN_STORAGE_KEY]: '{' }],
    ['other shapes', { [VISITED_PAGES_STORAGE_KEY]: '{"a":1}', [CAMPAIGN_STORAGE_KEY]: '["x"]' }],
  ])('bad stored values (%s) read as a new visit', (_name, data) => {
    const storage = memoryStorage(data);
    const visit = createVisitStore(storage);
    expect(visit.leadAttributes()).toEqual({ visited_pages: [], linked_query_params: {} });
    recordVisit(at('/contact', '?gclid=1'), storage);
    expect(visit.leadAttributes()).toEqual({ visited_pages: ['/contact'], linked_query_params: { gclid: '1' } });
  });

  it('keeps only the text entries and values of what was stored', () => {
    const visit = createVisitStore(
      memoryStorage({
        [VISITED_PAGES_STORAGE_KEY]: JSON.stringify(['/', 5, null, '/cars/a/']),
        [CAMPAIGN_STORAGE_KEY]: JSON.stringify({ utm_source: 'x', utm_medium: 3 }),
      }),
    );
    expect(visit.leadAttributes()).toEqual({
      visited_pages: ['/', '/cars/a/'],
      linked_query_params: { utm_source: 'x' },
    });
  });

  it('a storage that refuses writes records nothing and breaks nothing', () => {
    const full = memoryStorage();
    full.refuse = true;
    expect(() => recordVisit(at('/'), full)).not.toThrow();
    expect(createVisitStore(full).leadAttributes()).toEqual({ visited_pages: [], linked_query_params: {} });
  });

  it('no storage, or site data blocked (reading sessionStorage throws): nothing recorded or read', () => {
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    try {
      Object.defineProperty(globalThis, 'sessionStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      });
      expect(() => recordVisit(at('/'))).not.toThrow();
    } finally {
      if (saved) Object.defineProperty(globalThis, 'sessionStorage', saved);
      else Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
    expect(createVisitStore(null).leadAttributes()).toEqual({ visited_pages: [], linked_query_params: {} });
  });
});
