import { describe, expect, it } from 'vitest';
import {
  ARROW_KEY_CODES,
  BLOG_EXCERPT,
  COLLAPSE_ANIMATION_MS,
  COPIED_NOTE_MS,
  excerpt,
  FEATURES_SHOWN,
  FINANCE_DISCLAIMER_EXCERPT,
  KEY_INFORMATION_SHOWN,
  MAIN_IMAGE,
  SHARE_WINDOW,
  SPECIFICATIONS_SHOWN,
  SPIN_AUTO_ROTATE_MS,
  SPIN_PIXELS_PER_FRAME,
  STICKY_BAR_AFTER_PX,
  STICKY_HEADER_AFTER_PX,
  VIEW_COUNT_ANIMATION_MS,
} from '../../../src/domain/vehicle-page.ts';
import { dealerComments, keyInformation, specifications } from '../../../src/domain/vehicle-details.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import { car, site } from '../../fixtures/cars.ts';

describe('vehicle page constants (spec 01 §9, spec 02 §2, §9)', () => {
  it.each([
    ['key information 4 specs before Show More', KEY_INFORMATION_SHOWN, 4],
    ['all specifications 4 shown at first', SPECIFICATIONS_SHOWN, 4],
    ['feature list 8 items before Show All', FEATURES_SHOWN, 8],
    ['main image 600x400', MAIN_IMAGE, { width: 600, height: 400 }],
    ['arrow key codes 37 and 39', ARROW_KEY_CODES, { previous: 37, next: 39 }],
    ['sticky header at 500px scroll', STICKY_HEADER_AFTER_PX, 500],
    ['900px on a variant', STICKY_BAR_AFTER_PX, 900],
    ['copy note 1500 ms', COPIED_NOTE_MS, 1500],
    ['share window 550x400', SHARE_WINDOW, { width: 550, height: 400 }],
    ['view-count animation 1 s', VIEW_COUNT_ANIMATION_MS, 1000],
    ['spin: 20 pixels per frame', SPIN_PIXELS_PER_FRAME, 20],
    ['auto-rotate every 100 ms', SPIN_AUTO_ROTATE_MS, 100],
    ['collapse animation 300 ms', COLLAPSE_ANIMATION_MS, 300],
    ['the disclaimer excerpt is 197 characters', FINANCE_DISCLAIMER_EXCERPT, 197],
    ['blog excerpt 80 characters', BLOG_EXCERPT, 80],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));

  it.each([
    ['a text that fits is whole', 'Short and sweet.', 20, { text: 'Short and sweet.', truncated: false }],
    ['exactly the length fits', 'abcde', 5, { text: 'abcde', truncated: false }],
    [
      'cut at the last word boundary, with an ellipsis',
      'Comparison rate based on a 5 year secured loan',
      20,
      { text: 'Comparison rate…', truncated: true },
    ],
    ['a single long word is cut where it must be', 'Supercalifragilistic', 5, { text: 'Super…', truncated: true }],
    ['surrounding spaces do not count', '   padded   ', 6, { text: 'padded', truncated: false }],
  ])('excerpt: %s', (_name, text, length, expected) => expect(excerpt(text, length)).toEqual(expected));
});

describe('vehicle details (spec 01 §2, §5, §9)', () => {
  const NOW = new Date('2026-11-20T00:00:00+10:00');
  it('"key-information rows show only when data is present"; the rego reads \'Expires on {date}\'', () => {
    const rows = keyInformation(
      car({ km: 45123, trans: 'Automatic', colour: 'null', seats: 5, rego_expiry: '2027-03-31', regplate: '' }),
      site(),
      DEFAULT_STRINGS,
      NOW,
    );
    expect(rows).toEqual([
      { label: 'Condition', value: 'Used' },
      { label: 'Odometer', value: '45,123 kms' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Seats', value: '5' },
      { label: 'Stock No.', value: 'A123' },
      { label: 'Rego Expiry', value: 'Expires on 31 March 2027' },
    ]);
  });

  it('a past rego reads Unregistered on sites that ask for it', () => {
    const rows = keyInformation(
      car({ rego_expiry: '2025-01-31' }),
      site({ features: { rego_unregistered_when_expired: true } }),
      DEFAULT_STRINGS,
      NOW,
    );
    expect(rows).toContainEqual({ label: 'Rego Expiry', value: 'Unregistered' });
  });

  it('caravan specifications: body width and length in feet shown in metres ("Feet to metres: x0.3048")', () => {
    const rows = specifications(
      car({
        item_type: 'caravan',
        specifications: { body_width: 8, body_length: 21.5, tare_weight: 2450, sleeps: 4, axle_type: 'null' },
      }),
    );
    expect(rows).toEqual([
      { label: 'Body Width', value: '2.44 m' },
      { label: 'Body Length', value: '6.55 m' },
      { label: 'Tare Weight', value: '2450 kg' },
      { label: 'Sleeps', value: '4' },
    ]);
  });

  it("the variant's technical data with units; consumption to one decimal", () => {
    const rows = specifications(
      car({ variant: { enginesize: 1987, fuelconsumptioncombined: 6.84, ancaprating: 5, induction: '' } }),
    );
    expect(rows).toEqual([
      { label: 'Engine Size', value: '1987 cc' },
      { label: 'Fuel Consumption (combined)', value: '6.8 L/100km' },
      { label: 'ANCAP Rating', value: '5 stars' },
    ]);
  });

  it('dealer comments: paragraphs, and collapsible above 400 characters', () => {
    expect(dealerComments(car({ dealercomments: 'One|Two' }))).toEqual({
      paragraphs: ['One', 'Two'],
      collapsible: false,
    });
    expect(dealerComments(car({ dealercomments: '|' }))).toEqual({ paragraphs: [], collapsible: false });
    expect(dealerComments(car({ dealercomments: 'x'.repeat(401) })).collapsible).toBe(true);
  });
});

describe('vehicle details: every row, labelled and with its unit (spec 01 §2 key information, all specifications)', () => {
  const NOW = new Date('2026-11-20T00:00:00+10:00');
  it('key information of a car with every field', () => {
    const full = car({
      car_type: 'demo',
      km: 1500,
      trans: '8 Speed Automatic',
      simple_transmission: 'Automatic',
      fuel: 'Unleaded Petrol',
      simple_fuel: 'Petrol',
      body: 'Wagon',
      simple_body: 'SUV',
      drive: 'All Wheel Drive',
      simple_drive: 'AWD',
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
    expect(keyInformation(full, site(), DEFAULT_STRINGS, NOW)).toEqual([
      { label: 'Condition', value: 'Demo' },
      { label: 'Odometer', value: '1,500 kms' },
      { label: 'Transmission', value: '8 Speed Automatic' },
      { label: 'Fuel Type', value: 'Unleaded Petrol' },
      { label: 'Body', value: 'Wagon' },
      { label: 'Drive', value: 'All Wheel Drive' },
      { label: 'Engine', value: '2.5L' },
      { label: 'Colour', value: 'Glacier White' },
      { label: 'Interior', value: 'Black' },
      { label: 'Seats', value: '7' },
      { label: 'Doors', value: '5' },
      { label: 'Stock No.', value: 'A123' },
      { label: 'VIN', value: 'JTMW1RFV10D000001' },
      { label: 'Rego', value: '123ABC' },
      { label: 'Rego Expiry', value: 'Expires on 31 March 2027' },
      { label: 'Build Date', value: '2025-10' },
      { label: 'Compliance Date', value: '2025-11' },
      { label: 'Location', value: 'Brisbane North' },
    ]);
  });

  it('the simple values stand in when the full ones are missing', () => {
    const rows = keyInformation(
      car({ simple_transmission: 'Manual', simple_fuel: 'Diesel', simple_body: 'Ute', simple_drive: '4WD' }),
      site(),
      DEFAULT_STRINGS,
      NOW,
    );
    expect(
      rows.filter((row) => ['Transmission', 'Fuel Type', 'Body', 'Drive'].includes(row.label)).map((row) => row.value),
    ).toEqual(['Manual', 'Diesel', 'Ute', '4WD']);
  });

  it('all specifications of a variant with every field', () => {
    const rows = specifications(
      car({
        variant: {
          enginesize: 2487,
          cylinders: 4,
          induction: 'Aspirated',
          geartype: 'Automatic',
          fuelconsumptioncombined: 4.8,
          fuelcapacity: 55,
          torque: 221,
          towingcapacitybraked: 1500,
          grossvehiclemass: 2210,
          vehiclelength: 4600,
          vehiclewidth: 1855,
          vehicleheight: 1685,
          bodyconfiguration: 'Wagon',
          ancaprating: 5,
        },
      }),
    );
    expect(rows).toEqual([
      { label: 'Engine Size', value: '2487 cc' },
      { label: 'Cylinders', value: '4' },
      { label: 'Induction', value: 'Aspirated' },
      { label: 'Gear Type', value: 'Automatic' },
      { label: 'Fuel Consumption (combined)', value: '4.8 L/100km' },
      { label: 'Fuel Capacity', value: '55 L' },
      { label: 'Torque', value: '221 Nm' },
      { label: 'Towing Capacity (braked)', value: '1500 kg' },
      { label: 'Gross Vehicle Mass', value: '2210 kg' },
      { label: 'Length', value: '4600 mm' },
      { label: 'Width', value: '1855 mm' },
      { label: 'Height', value: '1685 mm' },
      { label: 'Body Configuration', value: 'Wagon' },
      { label: 'ANCAP Rating', value: '5 stars' },
    ]);
  });

  it("a caravan's every specification, widths in metres", () => {
    const rows = specifications(
      car({
        bodyconfiguration: 'Pop Top',
        specifications: {
          body_width: 7.5,
          body_length: 20,
          tare_weight: 1900,
          aggregate_trailer_mass: 2500,
          axle_type: 'Single',
          sleeps: 2,
        },
      }),
    );
    expect(rows).toEqual([
      { label: 'Body Configuration', value: 'Pop Top' },
      { label: 'Body Width', value: '2.29 m' },
      { label: 'Body Length', value: '6.1 m' },
      { label: 'Tare Weight', value: '1900 kg' },
      { label: 'Aggregate Trailer Mass', value: '2500 kg' },
      { label: 'Axle Type', value: 'Single' },
      { label: 'Sleeps', value: '2' },
    ]);
  });
});
