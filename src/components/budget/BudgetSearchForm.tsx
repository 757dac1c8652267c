import { BodyTiles } from './BodyTiles.tsx';
import { BudgetResult } from './BudgetResult.tsx';
import type { BudgetText } from './budget-text.ts';
import { MoneyInput } from './MoneyInput.tsx';
import { PeriodChoice } from './PeriodChoice.tsx';
import type { BudgetSearch } from './use-budget-search.ts';

interface Props {
  /** The tenant's most stocked body types (spec 02 §9: at most 4), most first. */
  bodies: readonly string[];
  search: BudgetSearch;
  text: BudgetText;
}

/**
 * "Find cars for your budget" (spec 02 "Budget search"): body type, repayment, deposit and period,
 * then the estimate and the results button. Props only: the state comes from useBudgetSearch.
 */
export function BudgetSearchForm({ bodies, search, text }: Props) {
  const { state } = search;
  return (
    // Enter in an amount opens the results, as the button would.
    <form
      className="budget"
      onFocus={search.preload}
      onPointerDown={search.preload}
      onSubmit={(event) => {
        event.preventDefault();
        search.open();
      }}
    >
      <div className="budget__inputs">
        <BodyTiles bodies={bodies} chosen={state.body} text={text} onChoose={search.chooseBody} />
        <div className="budget__amounts">
          <MoneyInput
            id="budget-repayment"
            label={text['budget.repayment']}
            value={state.repayment}
            onChange={(value) => search.typeAmount('repayment', value)}
            onBlur={() => search.tidyAmount('repayment')}
          />
          <MoneyInput
            id="budget-deposit"
            label={text['budget.deposit']}
            value={state.deposit}
            onChange={(value) => search.typeAmount('deposit', value)}
            onBlur={() => search.tidyAmount('deposit')}
          />
        </div>
        <PeriodChoice period={state.period} text={text} onChoose={search.choosePeriod} />
      </div>
      <BudgetResult
        estimate={search.estimate}
        button={search.button}
        href={search.href}
        busy={search.busy}
        text={text}
      />
    </form>
  );
}
