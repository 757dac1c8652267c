import { describe, expect, it } from 'vitest';
import {
  carPdfFilename,
  carPdfPath,
  saveMode,
  SHARE_TOAST_MS,
  shareFeedback,
} from '../../../src/domain/car-icon-row.ts';
import { PRINT_PARTS, printableSlug } from '../../../src/domain/car-print.ts';
import { stickyBarPlacement, stickyBarShown, transmissionAndBody } from '../../../src/domain/sticky-bar.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import type { CarInput } from '../../../src/domain/schemas/car.ts';
import { car, site } from '../../fixtures/cars.ts';

describe('shareFeedback: "Share: a \'Copied\' note shows for 1.5 s after copying; the toast reads \'Copied {car name} to your clipboard!\' on one variant" (spec 01 §4, §9 "Copy note 1500 ms")', () => {
  it.each([
    ['the usual note', false, { kind: 'note', text: 'Copied', showForMs: 1500 }],
    [
      'the toast variant (features.share_toast)',
      true,
      { kind: 'toast', text: 'Copied 2021 Toyota Corolla Ascent Sport to your clipboard!', showForMs: SHARE_TOAST_MS },
    ],
  ] as const)('%s', (_name, shareToast, expected) => {
    expect(
      shareFeedback(
        site({ features: { share_toast: shareToast } }),
        '2021 Toyota Corolla Ascent Sport',
        DEFAULT_STRINGS,
      ),
    ).toEqual(expected);
  });

  it('the toast stays long enough to read a sentence: twice the note', () => expect(SHARE_TOAST_MS).toBe(3000));

  it("uses the tenant's wording", () => {
    expect(
      shareFeedback(site({ features: { share_toast: true } }), 'Hilux', {
        ...DEFAULT_STRINGS,
        'share.toast': '{name}: link copied',
      }).text,
    ).toBe('Hilux: link copied');
  });
});

describe('saveMode: "Favourites work anonymously where local storage of favourites is enabled" (spec 01 §4); the watchlist needs sign-in (§6)', () => {
  it.each([
    ['default: local favourites', {}, 'favourites'],
    ['watchlist sites save to the watchlist', { sign_in: true, watchlist: true, local_favourites: false }, 'watchlist'],
    [
      'the watchlist wins over local favourites',
      { sign_in: true, watchlist: true, local_favourites: true },
      'watchlist',
    ],
    ['neither: no save button', { watchlist: false, local_favourites: false }, 'none'],
  ] as const)('%s', (_name, features, expected) => expect(saveMode(site({ features }))).toBe(expected));
});

describe('PDF download: "returns a file saved as {slug}.pdf" (spec 01 §7)', () => {
  it.each([
    [
      '2021-toyota-corolla-ascent-sport-a123',
      '/api/cars/2021-toyota-corolla-ascent-sport-a123/pdf',
      '2021-toyota-corolla-ascent-sport-a123.pdf',
    ],
    ['x1', '/api/cars/x1/pdf', 'x1.pdf'],
  ])('%s', (slug, path, filename) => {
    expect(carPdfPath({ slug })).toBe(path);
    expect(carPdfFilename({ slug })).toBe(filename);
  });
});

describe('the printable page (/print?car_id={slug}, spec 01 §2)', () => {
  it.each([
    ['a car slug', '2021-toyota-corolla-a123', '2021-toyota-corolla-a123'],
    ['spaces around it', ' abc-1 ', 'abc-1'],
    ['missing', null, null],
    ['empty', '', null],
    ['a path', '../admin', null],
    ['upper case', 'ABC', null],
    ['a URL', 'https://evil.example/x', null],
    ['a trailing hyphen', 'abc-', null],
  ])('car_id %s → %j', (_name, carId, expected) => expect(printableSlug(carId)).toBe(expected));

  it('prints the page in reading order: title, price, image, key information, specifications, features, comments, dealer', () => {
    expect(PRINT_PARTS).toEqual([
      'title',
      'price',
      'image',
      'key-information',
      'vehicle-details',
      'specifications',
      'features',
      'dealer-comments',
      'dealer',
    ]);
  });
});

describe('sticky bar: "Sticky header at 500px scroll (900px on a variant)" (spec 01 §9; spec 02 §2 "the sticky bottom bar after 900px")', () => {
  it.each([
    ['the header by default', {}, { edge: 'top', afterPx: 500 }],
    ['the bottom bar variant', { sticky_bar: 'bottom' }, { edge: 'bottom', afterPx: 900 }],
  ] as const)('%s', (_name, features, expected) => expect(stickyBarPlacement(site({ features }))).toEqual(expected));

  it.each([
    [0, 500, false],
    [499, 500, false],
    [500, 500, false],
    [501, 500, true],
    [2000, 500, true],
    [900, 900, false],
    [901, 900, true],
  ])('"appears after": scrolled %i px with the threshold at %i → %s', (scrollY, after, shown) =>
    expect(stickyBarShown(scrollY, after)).toBe(shown),
  );

  it.each<[string, Partial<CarInput>, string | null]>([
    [
      "the dealer's wording first",
      { trans: 'Automatic CVT', simple_transmission: 'Automatic', body: 'Hatchback 5dr', simple_body: 'Hatch' },
      'Automatic CVT · Hatchback 5dr',
    ],
    ['else the simple values', { simple_transmission: 'Manual', simple_body: 'Ute' }, 'Manual · Ute'],
    ['only one known', { body: 'Wagon' }, 'Wagon'],
    ['blank values count as missing', { trans: ' ', simple_body: 'Sedan' }, 'Sedan'],
    ['neither', {}, null],
  ])('"transmission and body": %s', (_name, fields, expected) =>
    expect(transmissionAndBody(car(fields))).toBe(expected),
  );
});
