/**
 * The price-range slider page (spec 02 "Budget search"), hydrated on load: the range (usePriceRange)
 * laid out by PriceRangeSearchForm. No search happens here, so the island carries no search client.
 */
import type { BudgetText } from '../components/budget/budget-text.ts';
import { PriceRangeSearchForm } from '../components/budget/PriceRangeSearchForm.tsx';
import { usePriceRange } from '../components/budget/use-price-range.ts';
import type { Landing } from '../search/url-state.ts';

export interface PriceRangeSearchProps {
  /** The default results landing: the address the button opens. */
  fallback: Landing;
  text: BudgetText;
}

export default function PriceRangeSearch({ fallback, text }: PriceRangeSearchProps) {
  const search = usePriceRange(fallback);
  return <PriceRangeSearchForm search={search} text={text} />;
}
