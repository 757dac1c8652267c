import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampRange,
  DEFAULT_SLIDER_RANGE,
  formatRange,
  moveThumb,
  parseRange,
  PRICE_SLIDER_PAGE,
  roundSliderValue,
  SEARCH_TEXT_DEBOUNCE_MS,
  SLIDER_DEBOUNCE_MS,
  sliderBounds,
  sliderStep,
} from '../../../src/domain/range-slider.ts';

describe('range sliders (spec 01 §5 "Price range slider")', () => {
  it("uses the spec's constants: default 0 to 100000; price slider page step 500 with 5000 to 250000; 400 ms and 300 ms", () => {
    expect(DEFAULT_SLIDER_RANGE).toEqual({ min: 0, max: 100000 });
    expect(PRICE_SLIDER_PAGE).toEqual({ min: 5000, max: 250000, step: 500 });
    expect([SLIDER_DEBOUNCE_MS, SEARCH_TEXT_DEBOUNCE_MS]).toEqual([400, 300]);
  });

  it.each([
    ['the facet statistics', { min: 3000, max: 89000 }, { min: 3000, max: 89000 }],
    ['"default range 0 to 100000" without statistics', undefined, { min: 0, max: 100000 }],
    ['default range when min is missing', { max: 5 }, { min: 0, max: 100000 }],
    ['default range when max is missing', { min: 5 }, { min: 0, max: 100000 }],
    ['default range when min exceeds max', { min: 10, max: 5 }, { min: 0, max: 100000 }],
    ['default range when a bound is not finite', { min: 0, max: Infinity }, { min: 0, max: 100000 }],
    ['default range when the lower bound is not finite', { min: -Infinity, max: 10 }, { min: 0, max: 100000 }],
    ['a single-value facet', { min: 2020, max: 2020 }, { min: 2020, max: 2020 }],
  ])('bounds from %s', (_name, stats, expected) => expect(sliderBounds(stats)).toEqual(expected));

  it.each([
    [{ min: 0, max: 100000 }, 1000],
    [{ min: 5000, max: 250000 }, 2450],
    [{ min: 2010, max: 2026 }, 1],
    [{ min: 2000, max: 2020 }, 1],
    [{ min: 7, max: 7 }, 1],
  ])('"step one hundredth of the range": %o → %s (at least 1)', (bounds, step) =>
    expect(sliderStep(bounds)).toBe(step),
  );

  it.each([
    ['price', 12499, 12000],
    ['price', 12500, 13000],
    ['km', 45600, 46000],
    ['year', 2019.6, 2019.6],
    ['weekly_price_range', 123, 123],
  ])('"for price and km rounded to the nearest 1000": %s %s → %s', (attribute, value, expected) => {
    expect(roundSliderValue(attribute, value)).toBe(expected);
  });

  it.each([
    ['inside the range, rounded', 'price', { min: 12400, max: 30600 }, { min: 12000, max: 31000, clamped: false }],
    [
      '"values clamped to the facet range"',
      'price',
      { min: 1000, max: 90000 },
      { min: 4990, max: 60000, clamped: true },
    ],
    ['below the minimum only', 'year', { min: 2005, max: 2020 }, { min: 2010, max: 2020, clamped: true }],
    ['above the maximum only', 'year', { min: 2015, max: 2030 }, { min: 2015, max: 2026, clamped: true }],
    ['exactly the bounds are not clamped', 'year', { min: 2010, max: 2026 }, { min: 2010, max: 2026, clamped: false }],
    [
      'a reversed request comes back in order',
      'year',
      { min: 2024, max: 2012 },
      { min: 2012, max: 2024, clamped: false },
    ],
  ])('clampRange: %s', (_name, attribute, requested, expected) => {
    const bounds = attribute === 'price' ? { min: 4990, max: 60000 } : { min: 2010, max: 2026 };
    expect(clampRange(attribute, requested, bounds)).toEqual(expected);
  });

  const bounds = { min: 0, max: 100000 };
  it.each([
    ['min moves and rounds', 'min', 12345, { min: 12000, max: 50000 }],
    ['"the minimum thumb cannot pass the maximum"', 'min', 70000, { min: 50000, max: 50000 }],
    ['max moves and rounds', 'max', 80499, { min: 20000, max: 80000 }],
    ['"the maximum cannot pass the minimum"', 'max', 5000, { min: 20000, max: 20000 }],
    ['the minimum stops at the lower bound', 'min', -5000, { min: 0, max: 50000 }],
    ['the maximum stops at the upper bound', 'max', 250000, { min: 20000, max: 100000 }],
  ] as const)('moveThumb: %s', (_name, thumb, value, expected) => {
    expect(moveThumb('price', { min: 20000, max: 50000 }, thumb, value, bounds)).toEqual(expected);
  });

  it.each([
    [{ min: 5000, max: 250000 }, '5000:250000'],
    [{ min: 0, max: 0 }, '0:0'],
  ])('"a range is stored as min:max": %o → %s', (range, text) => expect(formatRange(range)).toBe(text));

  it.each([
    ['5000:250000', { min: 5000, max: 250000 }],
    ['5000:', { min: 5000 }],
    [':20000', { max: 20000 }],
    [' 1.25 : 7.75 ', { min: 1.25, max: 7.75 }],
    ['-3:4', { min: -3, max: 4 }],
    [':', null],
    ['', null],
    ['cheap', null],
    ['1:2:3', null],
    [null, null],
  ])('parseRange(%j) → %j', (text, expected) => expect(parseRange(text)).toEqual(expected));

  const anyBounds = fc
    .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }))
    .map(([min, width]) => ({ min, max: min + width }));
  const anyValue = fc.double({ min: -1e7, max: 1e7, noNaN: true });

  it('property: clamping never leaves the facet range and never crosses', () => {
    fc.assert(
      fc.property(fc.constantFrom('price', 'km', 'year'), anyBounds, anyValue, anyValue, (attribute, range, a, b) => {
        const result = clampRange(attribute, { min: a, max: b }, range);
        return range.min <= result.min && result.min <= result.max && result.max <= range.max;
      }),
    );
  });

  it('property: thumbs never cross and never leave the bounds, whatever the sequence of moves', () => {
    fc.assert(
      fc.property(
        anyBounds,
        fc.array(fc.tuple(fc.constantFrom('min' as const, 'max' as const), anyValue), { maxLength: 30 }),
        (range, moves) => {
          let current = { ...range };
          for (const [thumb, value] of moves) {
            current = moveThumb('km', current, thumb, value, range);
            if (!(range.min <= current.min && current.min <= current.max && current.max <= range.max)) return false;
          }
          return true;
        },
      ),
    );
  });

  it('property: a stored range reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (min, max) => {
        expect(parseRange(formatRange({ min, max }))).toEqual({ min, max });
      }),
    );
  });
});
