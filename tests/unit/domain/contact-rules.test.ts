import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_IDS, TRACKED_EVENT_IDS, isTrackedEventId } from '../../../src/domain/analytics.ts';
import { MISSING_PHONE_WARNING, shownDealerPhone } from '../../../src/domain/phone.ts';

describe('the dealer phone the call-the-dealer block shows (spec 01 §8 "Missing dealer phone")', () => {
  it("spec 01 §8: the warning reads 'No phone number available for car'", () => {
    expect(MISSING_PHONE_WARNING).toBe('No phone number available for car');
  });

  it.each([
    ['a number', '07 5550 1200', '07 5550 1200'],
    ['a number with spaces around it', '  1300 975 707 ', '1300 975 707'],
    ['an international number', '+61 7 5550 1200', '+61 7 5550 1200'],
    ['empty: missing', '', null],
    ['blank: missing', '   ', null],
    ['no digit at all: missing (cannot be called)', 'TBA', null],
    ['null: missing', null, null],
    ['undefined: missing', undefined, null],
  ])('%s', (_name, phone, shown) => expect(shownDealerPhone(phone)).toBe(shown));
});

describe('tracked analytics events (spec 01 §7 ids, spec 02 §7 tracking events)', () => {
  it('are spec 01 §7\'s "4, 14, 15, 17, 18, 25, 26, 39, 48, 49, 60, 61" and spec 02 §7\'s "22 default enquiry, 36 code sent, 37 verified, 51 careers, 26 first calculator use, 9 finance enquiry modal"', () => {
    expect([...new Set(TRACKED_EVENT_IDS)].sort((a, b) => a - b)).toEqual([
      4, 9, 14, 15, 17, 18, 22, 25, 26, 36, 37, 39, 48, 49, 51, 60, 61,
    ]);
    for (const id of ANALYTICS_EVENT_IDS) expect(isTrackedEventId(id)).toBe(true);
  });

  it.each([
    [14, true],
    [15, true],
    [17, true],
    [48, true],
    [22, true],
    [51, true],
    [9, true],
    [0, false],
    [1, false],
    [16, false],
    [100, false],
    [-14, false],
    [14.5, false],
    [Number.NaN, false],
    ['14', false],
    [null, false],
    [undefined, false],
  ] as const)('%j is sent: %s', (id, sent) => expect(isTrackedEventId(id)).toBe(sent));
});
