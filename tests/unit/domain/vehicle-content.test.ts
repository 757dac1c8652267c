import { describe, expect, it } from 'vitest';
import {
  collapseDealerComments,
  DEALER_COMMENTS_COLLAPSE_AT,
  dealerCommentParagraphs,
  dealerCommentsCollapse,
} from '../../../src/domain/dealer-comments.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import {
  checkoutEnabled,
  collapsedList,
  equipmentList,
  moneyBackGuaranteeShown,
  splitKeyInformation,
  stringList,
  usedCarChecksShown,
  VEHICLE_TABS,
  vehicleTabs,
} from '../../../src/domain/vehicle-content.ts';
import { keyInformation } from '../../../src/domain/vehicle-details.ts';
import { FEATURES_SHOWN, KEY_INFORMATION_SHOWN, SPECIFICATIONS_SHOWN } from '../../../src/domain/vehicle-page.ts';
import { car, site } from '../../fixtures/cars.ts';

const reserving = site({ features: { reserve_online: true } });

describe('the information tabs (spec 01 §2 "Tabs: Dealer Comments, What\'s Included, Why Buy From Us?, Reserve Online, Protect Your Car, Features (only when equipment exists)")', () => {
  it("are the spec's six, in its order", () =>
    expect(VEHICLE_TABS).toEqual(['comments', 'included', 'why-buy', 'reserve', 'protect', 'features']));

  it.each([
    [
      'every tab: checkout enabled, equipment listed',
      car({ standardEquipment: ['Cruise control'] }),
      reserving,
      ['comments', 'included', 'why-buy', 'reserve', 'protect', 'features'],
    ],
    [
      '"Features (only when equipment exists)": none listed',
      car({ standardEquipment: [] }),
      reserving,
      ['comments', 'included', 'why-buy', 'reserve', 'protect'],
    ],
    ['no equipment field at all', car(), reserving, ['comments', 'included', 'why-buy', 'reserve', 'protect']],
    [
      'only blank equipment entries',
      car({ standardEquipment: ['  ', ''] }),
      reserving,
      ['comments', 'included', 'why-buy', 'reserve', 'protect'],
    ],
    [
      '"reserve ... only when checkout is enabled": the site has no checkout',
      car({ standardEquipment: ['ABS'] }),
      site(),
      ['comments', 'included', 'why-buy', 'protect', 'features'],
    ],
    [
      'a sold car cannot be reserved',
      car({ status: 'sold', standardEquipment: ['ABS'] }),
      reserving,
      ['comments', 'included', 'why-buy', 'protect', 'features'],
    ],
    [
      'coming soon counts as in stock',
      car({ status: 'coming_soon' }),
      reserving,
      ['comments', 'included', 'why-buy', 'reserve', 'protect'],
    ],
  ])('%s', (_name, theCar, theSite, tabs) => expect(vehicleTabs(theCar, theSite)).toEqual(tabs));

  it.each([
    ['in stock, checkout on', car(), reserving, true],
    ['in stock, checkout off', car(), site(), false],
    ['pending is out of stock', car({ status: 'pending' }), reserving, false],
  ])('checkout enabled: %s', (_name, theCar, theSite, enabled) =>
    expect(checkoutEnabled(theCar, theSite)).toBe(enabled),
  );

  it('equipment keeps its order, trimmed, blanks dropped', () => {
    expect(equipmentList(car({ standardEquipment: [' ABS ', '', 'Cruise control'] }))).toEqual([
      'ABS',
      'Cruise control',
    ]);
  });
});

describe('lists behind a toggle (spec 01 §9 "Feature list 8 items before Show All; key information 4 specs before Show More"; §2 "all specifications (4 shown at first, show or hide toggle)")', () => {
  const items = (count: number) => Array.from({ length: count }, (_, index) => `item ${index + 1}`);
  it.each([
    ['key information, 9 rows', KEY_INFORMATION_SHOWN, 9, 4, true],
    ['key information, exactly 4 rows: no toggle', KEY_INFORMATION_SHOWN, 4, 4, false],
    ['specifications, 14 rows', SPECIFICATIONS_SHOWN, 14, 4, true],
    ['specifications, 3 rows', SPECIFICATIONS_SHOWN, 3, 3, false],
    ['features, 30 items', FEATURES_SHOWN, 30, 8, true],
    ['features, 9 items', FEATURES_SHOWN, 9, 8, true],
    ['features, exactly 8 items: no Show All', FEATURES_SHOWN, 8, 8, false],
    ['nothing to show', FEATURES_SHOWN, 0, 0, false],
  ])('%s', (_name, shown, count, visible, toggle) => {
    const list = collapsedList(items(count), shown);
    expect(list.items.filter((entry) => !entry.extra).map((entry) => entry.item)).toEqual(items(visible));
    expect(list.items.map((entry) => entry.item)).toEqual(items(count));
    expect(list.toggle).toBe(toggle);
  });

  it('the extra rows are the ones after the first N, never before', () => {
    expect(collapsedList(['a', 'b', 'c'], 2).items).toEqual([
      { item: 'a', extra: false },
      { item: 'b', extra: false },
      { item: 'c', extra: true },
    ]);
  });
});

describe('key information and the Vehicle Details box (spec 01 §2 "Key information shows 4 specs before Show More; a Vehicle Details box")', () => {
  const NOW = new Date('2026-11-20T00:00:00+10:00');
  const full = car({
    car_type: 'demo',
    km: 1500,
    trans: '8 Speed Automatic',
    fuel: 'Unleaded Petrol',
    body: 'Wagon',
    drive: 'All Wheel Drive',
    engine_size_litres: 2.5,
    colour: 'Glacier White',
    interior_colour: 'Black',
    seats: 7,
    doors: 5,
    vin: 'JTMW1RFV10D000001',
    regplate: '123ABC',
    rego_expiry: '2027-03-31',
    build_date: '2025-10',
    compliance_date: '2025-11',
    location_name: 'Brisbane North',
  });

  it('what the car is stays in Key information; what identifies it goes to the box', () => {
    const { keyInformation: info, vehicleDetails } = splitKeyInformation(
      keyInformation(full, site(), DEFAULT_STRINGS, NOW),
    );
    expect(info.map((row) => row.label)).toEqual([
      'Condition',
      'Odometer',
      'Transmission',
      'Fuel Type',
      'Body',
      'Drive',
      'Engine',
      'Seats',
      'Doors',
    ]);
    expect(vehicleDetails).toEqual([
      { label: 'Colour', value: 'Glacier White' },
      { label: 'Interior', value: 'Black' },
      { label: 'Stock No.', value: 'A123' },
      { label: 'VIN', value: 'JTMW1RFV10D000001' },
      { label: 'Rego', value: '123ABC' },
      { label: 'Rego Expiry', value: 'Expires on 31 March 2027' },
      { label: 'Build Date', value: '2025-10' },
      { label: 'Compliance Date', value: '2025-11' },
      { label: 'Location', value: 'Brisbane North' },
    ]);
  });

  it('"key-information rows show only when data is present": a sparse car', () => {
    const { keyInformation: info, vehicleDetails } = splitKeyInformation(
      keyInformation(car({ km: 12, colour: 'null', rego_expiry: '2025-01-01' }), site(), DEFAULT_STRINGS, NOW),
    );
    expect(info).toEqual([
      { label: 'Condition', value: 'Used' },
      { label: 'Odometer', value: '12 kms' },
    ]);
    expect(vehicleDetails).toEqual([{ label: 'Stock No.', value: 'A123' }]);
  });

  it('"a past date shows Unregistered (some sites only)" in the box', () => {
    const { vehicleDetails } = splitKeyInformation(
      keyInformation(
        car({ rego_expiry: '2025-01-01' }),
        site({ features: { rego_unregistered_when_expired: true } }),
        DEFAULT_STRINGS,
        NOW,
      ),
    );
    expect(vehicleDetails).toContainEqual({ label: 'Rego Expiry', value: 'Unregistered' });
  });
});

describe('dealer comments collapse (spec 01 §4 "Dealer comments collapse at 400 characters and can be expanded")', () => {
  const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');
  const shownLength = (parts: { shown: string }[]) =>
    parts
      .filter((part) => part.shown)
      .map((part) => part.shown)
      .join(' ').length;

  it('collapses at 400', () => expect(DEALER_COMMENTS_COLLAPSE_AT).toBe(400));

  it.each([
    ['one long paragraph is cut at the last space within 400', [words(100)]],
    ['the paragraph crossing 400 is split; later ones wait whole', [words(50), words(50), words(50)]],
    ['a paragraph ending exactly at the limit shows whole', ['x'.repeat(400), 'next paragraph']],
    ['short first paragraphs, then a long one', ['Fresh service', 'New tyres', words(120, 'reliable')]],
  ])('%s', (_name, paragraphs) => {
    const parts = collapseDealerComments(paragraphs);
    expect(dealerCommentsCollapse(paragraphs)).toBe(true);
    // Nothing is lost or reordered: each paragraph is its shown part followed by its rest.
    expect(parts.map((part) => part.shown + part.rest)).toEqual(paragraphs);
    expect(shownLength(parts)).toBeLessThanOrEqual(400);
    expect(shownLength(parts)).toBeGreaterThan(350);
    // The cut falls between words: the rest starts at a space or at a paragraph's start.
    for (const part of parts) if (part.shown && part.rest) expect(part.rest.startsWith(' ')).toBe(true);
  });

  it('the paragraphs after the cut are wholly behind Show More', () => {
    const parts = collapseDealerComments([words(50), words(50), words(50)]);
    expect(parts[0]).toEqual({ shown: words(50), rest: '' });
    expect(parts[1]!.shown.length).toBeGreaterThan(0);
    expect(parts[2]).toEqual({ shown: '', rest: words(50) });
  });

  it('a first paragraph with no space is cut at the limit itself, so something shows', () => {
    const [part] = collapseDealerComments(['x'.repeat(450)]);
    expect(part).toEqual({ shown: 'x'.repeat(400), rest: 'x'.repeat(50) });
  });

  it('a later unbroken paragraph that does not fit waits whole', () => {
    expect(collapseDealerComments([words(70), 'y'.repeat(200)])[1]).toEqual({ shown: '', rest: 'y'.repeat(200) });
  });

  it('"empty or a lone separator shows the pending text"', () => {
    expect(dealerCommentParagraphs('|')).toEqual({ pending: true });
    expect(DEFAULT_STRINGS['comments.pending']).toBe('Dealer comments are pending. Please check back here later.');
  });
});

describe('the dealer\'s promises (spec 01 §9 "Reserve: ... held 48 hours; deposit fully refundable. A used-car promise of a 48 hour money back guarantee appears")', () => {
  it.each([
    ['used', true],
    ['demo', false],
    ['new', false],
  ] as const)('%s car: money back guarantee and used-car checks %s', (carType, shown) => {
    expect(moneyBackGuaranteeShown(car({ car_type: carType }))).toBe(shown);
    expect(usedCarChecksShown(car({ car_type: carType }))).toBe(shown);
  });

  it("the reserve texts carry the spec's facts: 48 hours, refundable, the amount", () => {
    expect(DEFAULT_STRINGS['reserve.promise']).toMatch(/48 hours.*100% refundable/);
    expect(DEFAULT_STRINGS['vehicle.reserveText']).toMatch(/\{amount\} deposit.*48 hours.*fully refundable/);
    expect(DEFAULT_STRINGS['vehicle.moneyBackTitle']).toBe('48 Hour Money Back Guarantee');
  });

  it('spec 02 §9 return policy: "14 days from delivery, maximum 500 km driven, at least a quarter tank of fuel, free of encumbrance"', () => {
    expect(DEFAULT_STRINGS['vehicle.whyBuyItems']).toMatch(
      /14 days of delivery, with no more than 500 km driven, at least a quarter tank of fuel and free of encumbrance/,
    );
  });

  it('spec 02 §9 warranty blurbs: "3-year standard, 5-year, 7-year unlimited-km for certain brands"', () => {
    expect(DEFAULT_STRINGS['vehicle.protectItems']).toMatch(
      /3 years as standard, 5 years .* 7 years with unlimited kilometres with certain brands/,
    );
  });
});

describe('list strings (a keyed string holding items separated by a pipe)', () => {
  it.each([
    ['items in order', 'A|B|C', ['A', 'B', 'C']],
    ['trimmed, blanks dropped', ' A | |B|', ['A', 'B']],
    ['one item', 'Only', ['Only']],
    ['empty', '', []],
  ])('%s', (_name, text, items) => expect(stringList(text)).toEqual(items));

  it.each(['vehicle.includedItems', 'vehicle.whyBuyItems', 'vehicle.protectItems', 'vehicle.checksItems'] as const)(
    '%s has several items',
    (key) => {
      expect(stringList(DEFAULT_STRINGS[key]).length).toBeGreaterThanOrEqual(4);
    },
  );
});
