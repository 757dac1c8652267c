/**
 * The budget tool's state (spec 02 "Find cars for your budget", §4, §7, §9): what the shopper
 * entered, the estimate it gives, and the count behind the results button. Every change that moves
 * the estimate or the body type asks one count query of the tenant's search backend, 300 ms after
 * the inputs settle; answers to older inputs are dropped, and after a failure the last count stays.
 * The page is pre-rendered with the default inputs' count, so the first figure needs no query.
 */
import { useMemo, useRef, useState } from 'react';
import { budgetInput, budgetResultButton, type RepaymentPeriod } from '../../domain/budget.ts';
import { formatAmountInput } from '../../domain/format.ts';
import { SEARCH_TEXT_DEBOUNCE_MS } from '../../domain/range-slider.ts';
import { createPageSearchClient, type SearchBackend } from '../../search/client.ts';
import { urlForRoute, type Landing } from '../../search/url-state.ts';
import { useDebounced } from '../search/use-debounced.ts';
import {
  budgetCountRequest,
  budgetResultsRoute,
  initialBudgetState,
  readBudgetCount,
  stateEstimate,
  switchPeriod,
  type BudgetCount,
  type BudgetState,
} from './budget-state.ts';

export interface BudgetSearchSetup {
  backend: SearchBackend;
  indexName: string;
  /** The dearest car's price, which caps the estimate (spec 02 §9); null when unknown. */
  maxPrice: number | null;
  /** The count for the default inputs, computed at build. */
  initialCount: BudgetCount;
  /** Body-type landings (and the default one) the results address is written with. */
  landings: Landing[];
  fallback: Landing;
  /** The noun the results button counts ('car'). */
  carNoun: string;
}

export type AmountField = 'repayment' | 'deposit';

export interface BudgetSearch {
  state: BudgetState;
  estimate: number;
  /** From budgetResultButton: the label, and when disabled the spec's message. */
  button: ReturnType<typeof budgetResultButton>;
  /** The results page for the estimate and body type. */
  href: string;
  /** A newer count is on its way: the shown one is for earlier inputs. */
  busy: boolean;
  chooseBody: (body: string | null) => void;
  choosePeriod: (period: RepaymentPeriod) => void;
  typeAmount: (field: AmountField, text: string) => void;
  /** Rewrites the amount as the rules read it (clamped, with separators). */
  tidyAmount: (field: AmountField) => void;
  /** Opens the results, unless no car matches. */
  open: () => void;
  /** Starts loading the search backend (on the shopper's first focus or touch). */
  preload: () => void;
}

const countKey = (estimate: number, body: string | null) => `${estimate}|${body ?? ''}`;

export function useBudgetSearch({
  backend,
  indexName,
  maxPrice,
  initialCount,
  landings,
  fallback,
  carNoun,
}: BudgetSearchSetup): BudgetSearch {
  const client = useMemo(() => createPageSearchClient(backend), [backend]);
  const [state, setState] = useState<BudgetState>(initialBudgetState);
  const [shown, setShown] = useState(() => ({
    key: countKey(stateEstimate(initialBudgetState(), maxPrice), null),
    ...initialCount,
  }));
  // The inputs whose count is wanted: an answer for any others arrives too late to show.
  const wanted = useRef(shown.key);

  const askCount = useDebounced((key: string, estimate: number, body: string | null) => {
    client
      .search([budgetCountRequest(indexName, estimate, body)])
      .then((response) => {
        if (wanted.current === key) setShown({ key, ...readBudgetCount(response.results[0]) });
      })
      .catch((error: unknown) => console.error('Budget count failed; the last count stays shown.', error));
  }, SEARCH_TEXT_DEBOUNCE_MS);

  const change = (next: BudgetState) => {
    setState(next);
    const estimate = stateEstimate(next, maxPrice);
    const key = countKey(estimate, next.body);
    wanted.current = key;
    if (key !== shown.key) askCount(key, estimate, next.body);
  };

  const estimate = stateEstimate(state, maxPrice);
  const button = budgetResultButton(estimate, shown.cheapest, shown.count, carNoun);
  const href = urlForRoute(budgetResultsRoute(estimate, state.body), landings, fallback);
  return {
    state,
    estimate,
    button,
    href,
    busy: countKey(estimate, state.body) !== shown.key,
    chooseBody: (body) => change({ ...state, body }),
    choosePeriod: (period) => change(switchPeriod(state, period)),
    typeAmount: (field, text) => change({ ...state, [field]: text }),
    tidyAmount: (field) => change({ ...state, [field]: formatAmountInput(budgetInput(state[field])) }),
    open: () => {
      if (!button.disabled) window.location.assign(href);
    },
    preload: () => client.preload?.(),
  };
}
