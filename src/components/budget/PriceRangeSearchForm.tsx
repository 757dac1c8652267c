import { PRICE_SLIDER_PAGE } from '../../domain/range-slider.ts';
import type { BudgetText } from './budget-text.ts';
import { PriceRangeSlider } from './PriceRangeSlider.tsx';
import type { PriceRangeSearch } from './use-price-range.ts';

/** The price-range slider and the button that opens its results. Props only: the state comes from usePriceRange. */
export function PriceRangeSearchForm({ search, text }: { search: PriceRangeSearch; text: BudgetText }) {
  return (
    <div className="price-search">
      <PriceRangeSlider value={search.range} bounds={PRICE_SLIDER_PAGE} text={text} onMove={search.move} />
      <a className="btn btn--accent btn--block" href={search.href}>
        {text['budget.priceButton']}
      </a>
    </div>
  );
}
