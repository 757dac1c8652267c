/**
 * "Find cars for your budget" (spec 02 "Budget search"): body type, repayment, deposit and period
 * give an estimate; one count query to the tenant's search backend (300 ms after the last change)
 * labels the results button. The page is pre-rendered with the default inputs' count, so it shows
 * a real figure before this script runs.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { budgetInput, budgetResultButton, type RepaymentPeriod } from '../domain/budget.ts';
import { formatAmountInput } from '../domain/format.ts';
import { SEARCH_TEXT_DEBOUNCE_MS } from '../domain/range-slider.ts';
import { createPageSearchClient, type SearchBackend } from '../search/client.ts';
import { urlForRoute, type Landing } from '../search/url-state.ts';
import { BodyTiles } from '../components/budget/BodyTiles.tsx';
import { BudgetResult } from '../components/budget/BudgetResult.tsx';
import {
  budgetCountRequest, budgetResultsRoute, initialBudgetState, readBudgetCount, stateEstimate, switchPeriod,
  type BudgetCount, type BudgetState,
} from '../components/budget/budget-state.ts';
import type { BudgetText } from '../components/budget/budget-text.ts';
import { MoneyInput } from '../components/budget/MoneyInput.tsx';
import { PeriodChoice } from '../components/budget/PeriodChoice.tsx';
import { useDebounced } from '../components/search/use-debounced.ts';

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

const countKey = (estimate: number, body: string | null) => `${estimate}|${body ?? ''}`;

/**
 * The count for an estimate and body type: the last one received, asked again 300 ms after the
 * inputs settle. Answers to older inputs are dropped; after a failure the last count stays.
 */
function useBudgetCount(props: BudgetSearchProps, estimate: number, body: string | null) {
  const client = useMemo(() => createPageSearchClient(props.backend), [props.backend]);
  const initialKey = useMemo(() => countKey(stateEstimate(initialBudgetState(), props.maxPrice), null), [props.maxPrice]);
  const [shown, setShown] = useState({ key: initialKey, ...props.initialCount });
  const key = countKey(estimate, body);
  const wanted = useRef(key);
  wanted.current = key;
  const ask = useDebounced((askedKey: string, askedEstimate: number, askedBody: string | null) => {
    client.search([budgetCountRequest(props.indexName, askedEstimate, askedBody)])
      .then((response) => { if (wanted.current === askedKey) setShown({ key: askedKey, ...readBudgetCount(response.results[0]) }); })
      .catch((error: unknown) => console.error('Budget count failed; the last count stays shown.', error));
  }, SEARCH_TEXT_DEBOUNCE_MS);
  useEffect(() => { if (key !== shown.key) ask(key, estimate, body); }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return { count: shown, busy: key !== shown.key, preload: () => client.preload?.() };
}

export default function BudgetSearch(props: BudgetSearchProps) {
  const { text } = props;
  const [state, setState] = useState<BudgetState>(initialBudgetState);
  const estimate = stateEstimate(state, props.maxPrice);
  const { count, busy, preload } = useBudgetCount(props, estimate, state.body);
  const button = budgetResultButton(estimate, count.cheapest, count.count, text['budget.carNoun']);
  const href = urlForRoute(budgetResultsRoute(estimate, state.body), props.landings, props.fallback);
  const tidy = (field: 'repayment' | 'deposit') => setState((current) => ({ ...current, [field]: formatAmountInput(budgetInput(current[field])) }));
  return (
    // Enter in an amount opens the results, as the button would.
    <form className="budget" onFocus={preload} onPointerDown={preload}
      onSubmit={(event) => { event.preventDefault(); if (!button.disabled) window.location.assign(href); }}>
      <div className="budget__inputs">
        <BodyTiles bodies={props.bodies} chosen={state.body} text={text} onChoose={(body) => setState((current) => ({ ...current, body }))} />
        <div className="budget__amounts">
          <MoneyInput id="budget-repayment" label={text['budget.repayment']} value={state.repayment}
            onChange={(repayment) => setState((current) => ({ ...current, repayment }))} onBlur={() => tidy('repayment')} />
          <MoneyInput id="budget-deposit" label={text['budget.deposit']} value={state.deposit}
            onChange={(deposit) => setState((current) => ({ ...current, deposit }))} onBlur={() => tidy('deposit')} />
        </div>
        <PeriodChoice period={state.period} text={text}
          onChoose={(period: RepaymentPeriod) => setState((current) => switchPeriod(current, period))} />
      </div>
      <BudgetResult estimate={estimate} button={button} href={href} busy={busy} text={text} />
    </form>
  );
}
