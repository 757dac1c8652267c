/**
 * "Find cars for your budget" (spec 02 "Budget search"), hydrated on load: the budget tool's state
 * (useBudgetSearch: the estimate and the count behind the results button) laid out by
 * BudgetSearchForm.
 */
import type { BudgetCount } from '../components/budget/budget-state.ts';
import type { BudgetText } from '../components/budget/budget-text.ts';
import { BudgetSearchForm } from '../components/budget/BudgetSearchForm.tsx';
import { useBudgetSearch } from '../components/budget/use-budget-search.ts';
import type { SearchBackend } from '../search/client.ts';
import type { Landing } from '../search/url-state.ts';

export interface BudgetSearchProps {
  backend: SearchBackend;
  indexName: string;
  /** The tenant's most stocked body types (spec 02 §9: at most 4), most first. */
  bodies: string[];
  /** The dearest car's price, which caps the estimate (spec 02 §9); null when unknown. */
  maxPrice: number | null;
  /** The count for the default inputs, computed at build. */
  initialCount: BudgetCount;
  /** Body-type landings (and the default one) the results address is written with. */
  landings: Landing[];
  fallback: Landing;
  text: BudgetText;
}

export default function BudgetSearch({ bodies, text, ...setup }: BudgetSearchProps) {
  const search = useBudgetSearch({ ...setup, carNoun: text['budget.carNoun'] });
  return <BudgetSearchForm bodies={bodies} search={search} text={text} />;
}
