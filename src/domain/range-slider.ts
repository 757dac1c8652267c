/** A numeric range as the search state holds it. */
export interface NumericRange {
  min: number;
  max: number;
}

/** Spec 01 §5: with no facet statistics a slider spans 0 to 100000. */
export const DEFAULT_SLIDER_RANGE: NumericRange = { min: 0, max: 100_000 };
/** Spec 01 §5: the step is one hundredth of the range. */
export const SLIDER_STEPS_PER_RANGE = 100;
/** Spec 01 §5: price and km values are rounded to the nearest 1000. */
export const SLIDER_ROUNDING = 1000;
export const ROUNDED_SLIDER_ATTRIBUTES: readonly string[] = ['price', 'km'];
/** Spec 01 §5 / spec 02 §9: the price slider page has step 500 and defaults min 5000, max 250000. */
export const PRICE_SLIDER_PAGE = { min: 5000, max: 250_000, step: 500 } as const;
/** Spec 01 §5 / §9: range changes apply after 400 ms, search text after 300 ms. */
export const SLIDER_DEBOUNCE_MS = 400;
export const SEARCH_TEXT_DEBOUNCE_MS = 300;
/** Spec 01 §5: a range is stored as min:max. */
export const RANGE_SEPARATOR = ':';

/** The slider's bounds: the facet's min and max statistics, or 0 to 100000 when there are none. */
export function sliderBounds(stats: Partial<NumericRange> | null | undefined): NumericRange {
  const { min = Number.NaN, max = Number.NaN } = stats ?? {};
  // NaN fails the comparison, so a missing bound also gives the default range.
  if (!(min <= max) || !Number.isFinite(min) || !Number.isFinite(max)) return { ...DEFAULT_SLIDER_RANGE };
  return { min, max };
}

/** Spec 01 §5: step one hundredth of the range (at least 1, so an empty range still moves). */
export function sliderStep(bounds: NumericRange): number {
  return Math.max(1, (bounds.max - bounds.min) / SLIDER_STEPS_PER_RANGE);
}

/** Spec 01 §5: price and km are rounded to the nearest 1000; other attributes keep their value. */
export function roundSliderValue(attribute: string, value: number): number {
  return ROUNDED_SLIDER_ATTRIBUTES.includes(attribute) ? Math.round(value / SLIDER_ROUNDING) * SLIDER_ROUNDING : value;
}

function clamp(value: number, bounds: NumericRange): number {
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/**
 * Spec 01 §5: a refined range, rounded (price, km) then clamped to the facet range, with the
 * minimum never above the maximum. Spec 01 §8: refining outside the range is not an error the
 * shopper sees; the caller may log when `clamped` is true.
 */
export function clampRange(
  attribute: string,
  requested: NumericRange,
  bounds: NumericRange,
): NumericRange & { clamped: boolean } {
  const min = clamp(roundSliderValue(attribute, requested.min), bounds);
  const max = clamp(roundSliderValue(attribute, requested.max), bounds);
  const clamped = requested.min < bounds.min || requested.max > bounds.max;
  return { min: Math.min(min, max), max: Math.max(min, max), clamped };
}

/**
 * Spec 01 §5 / spec 02 §5: moving one thumb. The value is rounded and clamped to the bounds, and
 * a thumb stops at the other one: the minimum cannot pass the maximum and vice versa.
 */
export function moveThumb(
  attribute: string,
  current: NumericRange,
  thumb: 'min' | 'max',
  value: number,
  bounds: NumericRange,
): NumericRange {
  const next = clamp(roundSliderValue(attribute, value), bounds);
  return thumb === 'min'
    ? { min: Math.min(next, current.max), max: current.max }
    : { min: current.min, max: Math.max(next, current.min) };
}

/** Spec 01 §5: a range is stored as `min:max`. */
export function formatRange(range: NumericRange): string {
  return `${range.min}${RANGE_SEPARATOR}${range.max}`;
}

/**
 * Reads a stored `min:max` (either side may be empty: `5000:` means from 5000 up). Text that is
 * not a range gives null, so a hand-edited address resets that filter instead of failing.
 */
export function parseRange(text: string | null | undefined): Partial<NumericRange> | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)?\s*:\s*(-?\d+(?:\.\d+)?)?\s*$/.exec(text ?? '');
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const range: Partial<NumericRange> = {};
  if (match[1] !== undefined) range.min = Number(match[1]);
  if (match[2] !== undefined) range.max = Number(match[2]);
  return range;
}
