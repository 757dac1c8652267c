import { describe, expect, it } from 'vitest';
import {
  ARROW_KEY_CODES, BLOG_EXCERPT, COLLAPSE_ANIMATION_MS, COPIED_NOTE_MS, excerpt, FEATURES_SHOWN, FINANCE_DISCLAIMER_EXCERPT,
  KEY_INFORMATION_SHOWN, MAIN_IMAGE, SHARE_WINDOW, SPECIFICATIONS_SHOWN, SPIN_AUTO_ROTATE_MS, SPIN_PIXELS_PER_FRAME,
  STICKY_BAR_AFTER_PX, STICKY_HEADER_AFTER_PX, VIEW_COUNT_ANIMATION_MS,
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
    ['cut at the last word boundary, with an ellipsis', 'Comparison rate based on a 5 year secured loan', 20, { text: 'Comparison rate…', truncated: true }],
    ['a single long word is cut where it must be', 'Supercalifragilistic', 5, { text: 'Super…', truncated: true }],
    ['surrounding spaces do not count', '   padded   ', 6, { text: 'padded', truncated: false }],
  ])('excerpt: %s', (_name, text, length, expected) => expect(excerpt(text, length)).toEqual(expected));
});

describe('vehicle details (spec 01 §2, §5, §9)', () => {
  const NOW = new Date('2026-11-20T00:00:00+10:00');
  it('"key-information rows show only when data is present"; the rego reads \'Expires on {date}\'', () => {
    const rows = keyInformation(car({ km: 45123, trans: 'Automatic', colour: 'null', seats: 5, rego_expiry: '2027-03-31', regplate: '' }), site(), DEFAULT_STRINGS, NOW);
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
    const rows = keyInformation(car({ rego_expiry: '2025-01-31' }), site({ features: { rego_unregistered_when_expired: true } }), DEFAULT_STRINGS, NOW);
    expect(rows).toContainEqual({ label: 'Rego Expiry', value: 'Unregistered' });
  });

  it('caravan specifications: body width and length in feet shown in metres ("Feet to metres: x0.3048")', () => {
    const rows = specifications(car({ item_type: 'caravan', specifications: { body_width: 8, body_length: 21.5, tare_weight: 2450, sleeps: 4, axle_type: 'null' } }));
    expect(rows).toEqual([
      { label: 'Body Width', value: '2.44 m' },
      { label: 'Body Length', value: '6.55 m' },
      { label: 'Tare Weight', value: '2450 kg' },
      { label: 'Sleeps', value: '4' },
    ]);
  });

  it('the variant\'s technical data with units; consumption to one decimal', () => {
    const rows = specifications(car({ variant: { enginesize: 1987, fuelconsumptioncombined: 6.84, ancaprating: 5, induction: '' } }));
    expect(rows).toEqual([
      { label: 'Engine Size', value: '1987 cc' },
      { label: 'Fuel Consumption (combined)', value: '6.8 L/100km' },
      { label: 'ANCAP Rating', value: '5 stars' },
    ]);
  });

  it('dealer comments: paragraphs, and collapsible above 400 characters', () => {
    expect(dealerComments(car({ dealercomments: 'One|Two' }))).toEqual({ paragraphs: ['One', 'Two'], collapsible: false });
    expect(dealerComments(car({ dealercomments: '|' }))).toEqual({ paragraphs: [], collapsible: false });
    expect(dealerComments(car({ dealercomments: 'x'.repeat(401) })).collapsible).toBe(true);
  });
});
