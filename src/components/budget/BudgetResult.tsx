import { formatMoney } from '../../domain/format.ts';
import { fillString } from '../../domain/fill-string.ts';
import { BUDGET_YEARS } from '../../domain/budget.ts';
import type { BudgetText } from './budget-text.ts';

interface Props {
  estimate: number;
  /** From budgetResultButton: the label, and when disabled the spec's message. */
  button: { disabled: boolean; label: string; message?: string };
  href: string;
  /** A newer count is on its way: the shown one is for earlier inputs. */
  busy: boolean;
  text: BudgetText;
}

/**
 * The estimate and the results button (spec 02 §4, §8): a link to the results while cars match;
 * otherwise a disabled button reading '0 … Found' with 'No … found for this budget' under it.
 */
export function BudgetResult({ estimate, button, href, busy, text }: Props) {
  return (
    <div className="budget__result" aria-live="polite" aria-busy={busy}>
      <p className="budget__estimate">{fillString(text['budget.estimate'], { amount: formatMoney(estimate) })}</p>
      <p className="budget__hint">{fillString(text['budget.estimateHint'], { years: BUDGET_YEARS })}</p>
      {button.disabled ? (
        <button type="button" className="btn btn--accent btn--block" disabled>
          {button.label}
        </button>
      ) : (
        <a className="btn btn--accent btn--block" href={href}>
          {button.label}
        </a>
      )}
      {button.disabled && button.message && <p className="budget__message">{button.message}</p>}
    </div>
  );
}
