/**
 * The price-range slider page's state (spec 02 "Budget search", §5, §9): two thumbs from $5,000
 * to $250,000 in $500 steps that cannot cross, and the results address for the range, highest
 * price first. No search happens here.
 */
import { useState } from 'react';
import type { NumericRange } from '../../domain/range-slider.ts';
import { urlForRoute, type Landing } from '../../search/url-state.ts';
import { initialPriceRange, movePriceThumb, priceResultsRoute } from './budget-state.ts';

export interface PriceRangeSearch {
  range: NumericRange;
  /** The results page for the range. */
  href: string;
  move: (thumb: 'min' | 'max', value: number) => void;
}

/** `fallback`: the default results landing, the address the range is written on. */
export function usePriceRange(fallback: Landing): PriceRangeSearch {
  const [range, setRange] = useState(initialPriceRange);
  return {
    range,
    href: urlForRoute(priceResultsRoute(range), [], fallback),
    move: (thumb, value) => setRange((current) => movePriceThumb(current, thumb, value)),
  };
}
