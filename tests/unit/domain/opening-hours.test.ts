import fc from 'fast-check';
import { DEALER_TIME_ZONE } from '../../../src/domain/dealer-time.ts';
import { describe, expect, it } from 'vitest';
import {
  CLOSED_LABEL,
  ENQUIRE_NOW_LABEL,
  HOURS_TYPES,
  OPENING_HOURS_WEEK,
  SATURDAY,
  SUNDAY,
  hoursTypeOptions,
  hoursTypesOf,
  isOpenAt,
  isWeekday,
  locationTypeOf,
  locationsWithHoursType,
  openingHoursTable,
  showHoursTypeDropdown,
  specialHoursFor,
} from '../../../src/domain/opening-hours.ts';
import {
  LocationSchema,
  SpecialHoursSchema,
  type Location,
  type SpecialHours,
} from '../../../src/domain/schemas/location.ts';

type Row = Location['contact_detail']['opening_hours'][number];
const at = (iso: string) => new Date(iso);

function location(opening_hours: Partial<Row>[], fields: Record<string, unknown> = {}): Location {
  return LocationSchema.parse({
    id: 1,
    name: 'Test Motors Brisbane',
    slug: 'brisbane',
    address: {},
    contact_detail: { opening_hours },
    ...fields,
  });
}
const special = (fields: Record<string, unknown>): SpecialHours => SpecialHoursSchema.parse(fields);

// The week of Monday 16 to Sunday 22 November 2026 (Brisbane).
const brisbane = location([
  { weekday: 1, open: '08:30', close: '17:30' },
  { weekday: 2, formated_hours: '8am - 6pm', open: '08:00', close: '18:00' },
  { weekday: 3, formated_hours: '  By appointment  ' },
  { weekday: 4, status: 'closed', open: '08:30', close: '17:30' },
  { weekday: 5, open: '07:00', close: '12:00' },
  { weekday: 6, formated_hours: '  ', open: '09:00', close: '12:00' },
]);
const open = (text: string) => ({ kind: 'open', text });
const closed = { kind: 'closed', label: 'Closed' };

describe('openingHoursTable: spec 02 §2 "The opening-hours table starts on Monday and ends on Sunday"', () => {
  it("uses the spec's labels and Brisbane time", () => {
    expect([CLOSED_LABEL, ENQUIRE_NOW_LABEL, DEALER_TIME_ZONE, SUNDAY, SATURDAY]).toEqual([
      'Closed',
      'Enquire Now',
      'Australia/Brisbane',
      0,
      6,
    ]);
    expect(OPENING_HOURS_WEEK.map(({ weekday, day }) => `${weekday} ${day}`)).toEqual([
      '1 Monday',
      '2 Tuesday',
      '3 Wednesday',
      '4 Thursday',
      '5 Friday',
      '6 Saturday',
      '0 Sunday',
    ]);
  });

  it('lists Monday to Sunday with dates, the weekly hours, and Closed for a closed or missing day', () => {
    expect(openingHoursTable(brisbane, [], at('2026-11-18T12:00:00+10:00'))).toEqual([
      {
        day: 'Monday',
        weekday: 1,
        date: '2026-11-16',
        hours: open('8:30am - 5:30pm'),
        special: false,
        specialLabel: null,
      },
      { day: 'Tuesday', weekday: 2, date: '2026-11-17', hours: open('8am - 6pm'), special: false, specialLabel: null },
      {
        day: 'Wednesday',
        weekday: 3,
        date: '2026-11-18',
        hours: open('By appointment'),
        special: false,
        specialLabel: null,
      },
      { day: 'Thursday', weekday: 4, date: '2026-11-19', hours: closed, special: false, specialLabel: null },
      {
        day: 'Friday',
        weekday: 5,
        date: '2026-11-20',
        hours: open('7:00am - 12:00pm'),
        special: false,
        specialLabel: null,
      },
      {
        day: 'Saturday',
        weekday: 6,
        date: '2026-11-21',
        hours: open('9:00am - 12:00pm'),
        special: false,
        specialLabel: null,
      },
      { day: 'Sunday', weekday: 0, date: '2026-11-22', hours: closed, special: false, specialLabel: null },
    ]);
  });

  it.each([
    ['Monday 00:00 Brisbane (still Sunday in UTC)', '2026-11-15T14:00:00Z', '2026-11-16'],
    ['Sunday 23:59:59 Brisbane', '2026-11-22T23:59:59+10:00', '2026-11-16'],
    ['Sunday 23:59:59 Brisbane, the week before', '2026-11-15T23:59:59+10:00', '2026-11-09'],
    ['Monday 00:00 Brisbane, the week after', '2026-11-23T00:00:00+10:00', '2026-11-23'],
    ['a week across a month and a year end', '2026-12-31T09:00:00+10:00', '2026-12-28'],
  ])('the week containing %s starts on %s', (_name, iso, monday) => {
    const rows = openingHoursTable(brisbane, [], at(iso));
    expect(rows[0]?.date).toBe(monday);
  });

  it('rows are seven consecutive Brisbane dates, Monday first, containing the given instant', () => {
    const dateInBrisbane = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane' });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (instant) => {
          const dates = openingHoursTable(brisbane, [], instant).map((row) => row.date);
          const days = dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 86_400_000);
          return (
            new Date(`${dates[0]}T00:00:00Z`).getUTCDay() === 1 &&
            days.every((day, index) => day === (days[0] ?? 0) + index) &&
            dates.includes(dateInBrisbane.format(instant))
          );
        },
      ),
    );
  });

  it.each([
    ['08:30', '17:30', '8:30am - 5:30pm'],
    ['00:00', '11:59', '12:00am - 11:59am'],
    ['12:00', '23:45', '12:00pm - 11:45pm'],
    ['09:05', '13:00', '9:05am - 1:00pm'],
    ['10:00', '22:00', '10:00am - 10:00pm'],
  ])('hours built from open %s and close %s read "%s"', (openAt, closeAt, text) => {
    const rows = openingHoursTable(
      location([{ weekday: 1, open: openAt, close: closeAt }]),
      [],
      at('2026-11-16T12:00:00+10:00'),
    );
    expect(rows[0]?.hours).toEqual(open(text));
  });

  it.each([
    ['status open without any hours', { weekday: 1 }],
    ['an opening time without a closing time', { weekday: 1, open: '08:30' }],
    ['a closing time without an opening time', { weekday: 1, close: '17:30' }],
    ['blank ready-made text and no times', { weekday: 1, formated_hours: ' ' }],
  ])('%s counts as closed', (_name, row) => {
    expect(openingHoursTable(location([row]), [], at('2026-11-16T12:00:00+10:00'))[0]?.hours).toEqual(closed);
  });

  it("a closed day shows 'Enquire Now' linking to the configured booking page (spec 02 §2)", () => {
    const rows = openingHoursTable(brisbane, [], at('2026-11-16T12:00:00+10:00'), {
      enquireNowWhenClosed: { href: '/service/book?location=brisbane' },
    });
    expect(rows.map((row) => row.hours)).toEqual([
      open('8:30am - 5:30pm'),
      open('8am - 6pm'),
      open('By appointment'),
      { kind: 'enquire', label: 'Enquire Now', href: '/service/book?location=brisbane' },
      open('7:00am - 12:00pm'),
      open('9:00am - 12:00pm'),
      { kind: 'enquire', label: 'Enquire Now', href: '/service/book?location=brisbane' },
    ]);
  });

  it("a null Enquire Now option keeps 'Closed'", () => {
    expect(
      openingHoursTable(brisbane, [], at('2026-11-16T12:00:00+10:00'), { enquireNowWhenClosed: null })[6]?.hours,
    ).toEqual(closed);
  });
});

describe('special hours: spec 02 §3 "Special hours entry: date, status Open or Closed, location_id or location, start_hour/end_hour or hours {begin, end}"', () => {
  const week = at('2026-11-18T12:00:00+10:00');
  const byDay = (entries: SpecialHours[], options = {}) =>
    Object.fromEntries(openingHoursTable(brisbane, entries, week, options).map((row) => [row.day, row]));

  it.each([
    [
      'a Closed entry without a location closes every location',
      { date: '2026-11-20', status: 'Closed', label: 'Show Day' },
      'Friday',
      closed,
      'Show Day',
    ],
    [
      'Open with start_hour/end_hour, by location_id',
      { date: '2026-11-22', status: 'Open', location_id: 1, start_hour: '10:00', end_hour: '14:00' },
      'Sunday',
      open('10:00am - 2:00pm'),
      null,
    ],
    [
      'Open with hours {begin, end}, by location slug',
      {
        date: '2026-11-21',
        status: 'Open',
        location: 'brisbane',
        hours: { begin: '09:00', end: '16:00' },
        label: 'Late Saturday',
      },
      'Saturday',
      open('9:00am - 4:00pm'),
      'Late Saturday',
    ],
    [
      'Open without times keeps the usual hours',
      { date: '2026-11-16', status: 'Open', label: 'Melbourne Cup' },
      'Monday',
      open('8:30am - 5:30pm'),
      'Melbourne Cup',
    ],
    [
      'Open without times on a usually closed day stays closed',
      { date: '2026-11-19', status: 'Open' },
      'Thursday',
      closed,
      null,
    ],
    [
      'Open with only a start hour keeps the usual hours',
      { date: '2026-11-16', status: 'Open', start_hour: '10:00' },
      'Monday',
      open('8:30am - 5:30pm'),
      null,
    ],
    [
      'Open with only an end hour keeps the usual hours',
      { date: '2026-11-16', status: 'Open', end_hour: '12:00' },
      'Monday',
      open('8:30am - 5:30pm'),
      null,
    ],
  ])('%s', (_name, entry, day, hours, label) => {
    expect(byDay([special(entry)])[day]).toMatchObject({ hours, special: true, specialLabel: label });
  });

  it('a special Closed day offers Enquire Now when configured', () => {
    expect(
      byDay([special({ date: '2026-11-20', status: 'Closed' })], { enquireNowWhenClosed: { href: '/book' } }).Friday
        ?.hours,
    ).toEqual({ kind: 'enquire', label: 'Enquire Now', href: '/book' });
  });

  it.each([
    ['another location by id', { date: '2026-11-20', status: 'Closed', location_id: 2 }],
    ['another location by slug', { date: '2026-11-20', status: 'Closed', location: 'gold-coast' }],
    ['a date outside the week', { date: '2026-11-23', status: 'Closed' }],
  ])('ignores an entry for %s', (_name, entry) => {
    expect(byDay([special(entry)]).Friday).toMatchObject({
      hours: open('7:00am - 12:00pm'),
      special: false,
      specialLabel: null,
    });
  });

  it.each([
    [
      "the location's own entry (by id) wins over a general one listed first",
      [
        { date: '2026-11-20', status: 'Closed', label: 'All' },
        { date: '2026-11-20', status: 'Open', location_id: 1, start_hour: '09:00', end_hour: '15:00', label: 'Ours' },
      ],
      'Ours',
    ],
    [
      "the location's own entry (by slug) wins over a general one listed first",
      [
        { date: '2026-11-20', status: 'Closed', label: 'All' },
        { date: '2026-11-20', status: 'Closed', location: 'brisbane', label: 'Ours' },
      ],
      'Ours',
    ],
    [
      'a general entry applies when the only other names another location',
      [
        { date: '2026-11-20', status: 'Closed', location_id: 2, label: 'Theirs' },
        { date: '2026-11-20', status: 'Closed', label: 'All' },
      ],
      'All',
    ],
    [
      'a blank location slug counts as every location',
      [{ date: '2026-11-20', status: 'Closed', location: '', label: 'Blank' }],
      'Blank',
    ],
    [
      'the first of two general entries',
      [
        { date: '2026-11-20', status: 'Closed', label: 'First' },
        { date: '2026-11-20', status: 'Closed', label: 'Second' },
      ],
      'First',
    ],
    [
      'an entry on another date is skipped',
      [
        { date: '2026-11-21', status: 'Closed', label: 'Saturday' },
        { date: '2026-11-20', status: 'Closed', label: 'Friday' },
      ],
      'Friday',
    ],
  ])('specialHoursFor picks %s', (_name, entries, label) => {
    expect(specialHoursFor(brisbane, entries.map(special), '2026-11-20')?.label).toBe(label);
  });

  it.each([
    ['no entries', []],
    [
      "only another location's entries",
      [
        { date: '2026-11-20', status: 'Closed', location_id: 2 },
        { date: '2026-11-20', status: 'Closed', location: 'gold-coast' },
      ],
    ],
    ['only other dates', [{ date: '2026-11-21', status: 'Closed' }]],
  ])('specialHoursFor gives null with %s', (_name, entries) => {
    expect(specialHoursFor(brisbane, entries.map(special), '2026-11-20')).toBeNull();
  });
});

describe('isOpenAt: whether a location is open at an instant, Brisbane time (spec 02 §2 opening hours)', () => {
  const entries = [
    special({ date: '2026-11-20', status: 'Closed' }),
    special({ date: '2026-11-22', status: 'Open', location_id: 1, start_hour: '10:00', end_hour: '14:00' }),
    special({ date: '2026-11-21', status: 'Open', location: 'brisbane', hours: { begin: '09:00', end: '16:00' } }),
    special({ date: '2026-11-23', status: 'Open' }),
  ];
  it.each([
    ['Monday 08:29:59, before opening', '2026-11-16T08:29:59+10:00', false],
    ['Monday 08:30 exactly, opening time', '2026-11-16T08:30:00+10:00', true],
    ['Monday 08:30 Brisbane while UTC is still Sunday', '2026-11-15T22:30:00Z', true],
    ['Monday 17:29:59', '2026-11-16T17:29:59+10:00', true],
    ['Monday 17:30 exactly, closing time', '2026-11-16T17:30:00+10:00', false],
    ['Tuesday 07:59:59, ready-made text with times', '2026-11-17T07:59:59+10:00', false],
    ['Tuesday 08:00, ready-made text with times', '2026-11-17T08:00:00+10:00', true],
    ['Wednesday noon, hours known only as text', '2026-11-18T12:00:00+10:00', false],
    ['Thursday noon, status closed', '2026-11-19T12:00:00+10:00', false],
    ['Friday 09:00, special Closed', '2026-11-20T09:00:00+10:00', false],
    ['Saturday 13:00, special hours {begin, end} beyond the usual noon', '2026-11-21T13:00:00+10:00', true],
    ['Saturday 16:00, special closing time', '2026-11-21T16:00:00+10:00', false],
    ['Sunday 09:59:59, before special start_hour', '2026-11-22T09:59:59+10:00', false],
    ['Sunday 10:00, special start_hour', '2026-11-22T10:00:00+10:00', true],
    ['Sunday 14:00, special end_hour', '2026-11-22T14:00:00+10:00', false],
    ['Monday 23 Nov 09:00, special Open without times keeps the usual hours', '2026-11-23T09:00:00+10:00', true],
    ['Monday 23 Nov 18:00, special Open without times keeps the usual hours', '2026-11-23T18:00:00+10:00', false],
  ])('%s → %s', (_name, iso, expected) => {
    expect(isOpenAt(brisbane, entries, at(iso))).toBe(expected);
  });

  it('a Sunday with no row is closed all day', () => {
    expect(isOpenAt(brisbane, [], at('2026-11-22T12:00:00+10:00'))).toBe(false);
  });
});

describe('hours types: spec 02 §2 "A dropdown switches between sales, service and parts hours, shown only when more than one location type exists"', () => {
  const of = (...types: (string | null | undefined)[]) =>
    types.map((location_type) => ({ location_type }) as Pick<Location, 'location_type'>);

  it('orders the types sales, service, parts', () => expect(HOURS_TYPES).toEqual(['sales', 'service', 'parts']));

  it.each([
    [undefined, 'sales', ['sales']],
    [null, 'sales', ['sales']],
    ['', 'sales', ['sales']],
    ['sales', 'sales', ['sales']],
    ['service', 'service', ['service']],
    ['parts', 'parts', ['parts']],
    ['service-and-parts', 'service-and-parts', ['service', 'parts']],
  ])('location_type %j is %s, with hours %j ("empty means sales", spec 02 §3)', (type, expected, hours) => {
    const [one] = of(type);
    expect(locationTypeOf(one!)).toBe(expected);
    expect(hoursTypesOf(one!)).toEqual(hours);
  });

  it.each([
    [[], [], false],
    [['sales'], ['sales'], false],
    [['', 'sales', null], ['sales'], false],
    [['parts', 'sales'], ['sales', 'parts'], true],
    [['service', 'service'], ['service'], false],
    [['parts', 'service', ''], ['sales', 'service', 'parts'], true],
    [['service-and-parts'], ['service', 'parts'], true],
    [['service-and-parts', 'service'], ['service', 'parts'], true],
  ])('locations typed %j offer %j; dropdown shown: %s', (types, options, shown) => {
    expect(hoursTypeOptions(of(...types))).toEqual(options);
    expect(showHoursTypeDropdown(of(...types))).toBe(shown);
  });

  it.each([
    ['sales', ['', 'sales']],
    ['service', ['service', 'service-and-parts']],
    ['parts', ['parts', 'service-and-parts']],
  ] as const)('the %s choice shows the locations with those hours', (type, expected) => {
    const all = of('', 'service', 'parts', 'service-and-parts', 'sales');
    expect(locationsWithHoursType(all, type).map((location) => location.location_type)).toEqual(expected);
  });
});

describe('isWeekday: spec 02 §9 "Weekdays 1 to 5 are weekday hours; 0 Sunday, 6 Saturday"', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, true],
    [4, true],
    [5, true],
    [6, false],
  ])('weekday %i → %s', (weekday, expected) => {
    expect(isWeekday(weekday)).toBe(expected);
  });
});
