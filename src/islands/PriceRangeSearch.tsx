/**
 * The price-range slider page (spec 02 "Budget search"): two thumbs from $5,000 to $250,000 in
 * $500 steps that cannot cross, a min–max label, and a button that opens the results with that
 * price range, highest price first. No search happens here, so the island carries no search client.
 */
import { useState } from 'react';
import { PRICE_SLIDER_PAGE } from '../domain/range-slider.ts';
import { urlForRoute, type Landing } from '../search/url-state.ts';
import { initialPriceRange, movePriceThumb, priceResultsRoute } from '../components/budget/budget-state.ts';
import type { BudgetText } from '../components/budget/budget-text.ts';
import { PriceRangeSlider } from '../components/budget/PriceRangeSlider.tsx';

export interface PriceRangeSearchProps {
  /** The default results landing: the address the button opens. */
  fallback: Landing;
  text: BudgetText;
}

export default function PriceRangeSearch({ fallback, text }: PriceRangeSearchProps) {
  const [range, setRange] = useState(initialPriceRange);
  const href = urlForRoute(priceResultsRoute(range), [], fallback);
  return (
    <div className="price-search">
      <PriceRangeSlider value={range} bounds={PRICE_SLIDER_PAGE} text={text}
        onMove={(thumb, value) => setRange((current) => movePriceThumb(current, thumb, value))} />
      <a className="btn btn--accent btn--block" href={href}>{text['budget.priceButton']}</a>
    </div>
  );
}
