/**
 * The finance calculator's markup (spec 02 §3, §5, §8, §9): purchase price, deposit or trade-in,
 * loan term, interest rate, residual repayment, the repayment frequency, and the estimate, or
 * 'Enquire for Finance' with a blank total when the repayment is 25 or less. Props only: the state
 * comes from useFinanceCalculator.
 */
import {
  REPAYMENT_FREQUENCIES,
  type CalculatorBounds,
  type RepaymentFrequency,
} from '../../../domain/finance-calculator.ts';
import { formatFee } from '../../../domain/car-tools.ts';
import { formatMoney } from '../../../domain/format.ts';
import { fillString } from '../../../domain/fill-string.ts';
import type { Strings } from '../../../domain/strings.ts';
import { FinanceDisclaimer } from './FinanceDisclaimer.tsx';
import { ToolField } from './ToolField.tsx';
import { MONEY_FIELDS, type CalculatorFieldName, type FinanceCalculatorState } from './use-finance-calculator.ts';

export const FINANCE_CALCULATOR_TEXT_KEYS = [
  'finance.amount',
  'finance.deposit',
  'finance.term',
  'finance.rate',
  'finance.residual',
  'finance.frequency',
  'finance.week',
  'finance.fortnight',
  'finance.month',
  'finance.repayment',
  'finance.perWeek',
  'finance.perFortnight',
  'finance.perMonth',
  'finance.totalPayable',
  'finance.establishmentFee',
  'finance.rangeHelp',
  'finance.enquireForFinance',
  'finance.showMore',
  'finance.showLess',
  'form.optionalMark',
] as const;
export type FinanceCalculatorText = Pick<Strings, (typeof FINANCE_CALCULATOR_TEXT_KEYS)[number]>;

export interface FinanceCalculatorViewProps {
  state: FinanceCalculatorState;
  bounds: CalculatorBounds;
  establishmentFee: number;
  disclaimer: string;
  /** Where 'Enquire for Finance' leads (the finance page with this car). */
  enquireHref: string;
  text: FinanceCalculatorText;
}

const FIELD_LABELS = {
  amount: 'finance.amount',
  deposit: 'finance.deposit',
  termYears: 'finance.term',
  ratePercent: 'finance.rate',
  residual: 'finance.residual',
} as const satisfies Record<CalculatorFieldName, keyof FinanceCalculatorText>;
const OPTIONAL: ReadonlySet<CalculatorFieldName> = new Set(['deposit', 'residual']);
const FREQUENCY_LABELS = { week: 'finance.week', fortnight: 'finance.fortnight', month: 'finance.month' } as const;
const PER_FREQUENCY = {
  week: 'finance.perWeek',
  fortnight: 'finance.perFortnight',
  month: 'finance.perMonth',
} as const;

const boundText = (field: CalculatorFieldName, value: number) =>
  MONEY_FIELDS.has(field) ? formatMoney(value) : String(value);

export function FinanceCalculatorView({
  state,
  bounds,
  establishmentFee,
  disclaimer,
  enquireHref,
  text,
}: FinanceCalculatorViewProps) {
  const { result } = state;
  const help = (field: CalculatorFieldName) =>
    state.outOfRange[field]
      ? fillString(text['finance.rangeHelp'], {
          min: boundText(field, bounds[field].min),
          max: boundText(field, bounds[field].max),
        })
      : null;
  return (
    <form className="tool-form finance-calculator" onSubmit={(event) => event.preventDefault()}>
      <div className="tool-form__fields">
        {(Object.keys(FIELD_LABELS) as CalculatorFieldName[]).map((field) => (
          <ToolField
            key={field}
            id={`finance-${field}`}
            label={text[FIELD_LABELS[field]]}
            optionalMark={OPTIONAL.has(field) ? text['form.optionalMark'] : undefined}
            prefix={MONEY_FIELDS.has(field) ? '$' : undefined}
            suffix={field === 'ratePercent' ? '%' : undefined}
            inputMode={MONEY_FIELDS.has(field) ? 'numeric' : 'decimal'}
            readOnly={bounds[field].min === bounds[field].max}
            value={state.texts[field]}
            help={help(field)}
            onChange={(value) => state.change(field, value)}
            onBlur={() => state.commit(field)}
          />
        ))}
      </div>
      <fieldset className="finance-calculator__frequency">
        <legend>{text['finance.frequency']}</legend>
        {(Object.keys(REPAYMENT_FREQUENCIES) as RepaymentFrequency[]).map((frequency) => (
          <label key={frequency}>
            <input
              type="radio"
              name="finance-frequency"
              value={frequency}
              checked={state.frequency === frequency}
              onChange={() => state.setFrequency(frequency)}
            />
            {text[FREQUENCY_LABELS[frequency]]}
          </label>
        ))}
      </fieldset>
      <dl className="finance-calculator__result" aria-live="polite">
        <div>
          <dt>{text['finance.repayment']}</dt>
          <dd className="finance-calculator__repayment">
            {result.kind === 'repayment' ? (
              fillString(text[PER_FREQUENCY[state.frequency]], { amount: formatMoney(result.repayment) })
            ) : (
              <a href={enquireHref}>{text['finance.enquireForFinance']}</a>
            )}
          </dd>
        </div>
        <div>
          <dt>{text['finance.totalPayable']}</dt>
          <dd className="finance-calculator__total">
            {result.kind === 'repayment' ? formatMoney(result.totalPayable) : ''}
          </dd>
        </div>
      </dl>
      {establishmentFee > 0 && (
        <p className="finance-calculator__fee">
          {fillString(text['finance.establishmentFee'], { fee: formatFee(establishmentFee) })}
        </p>
      )}
      <FinanceDisclaimer text={disclaimer} showMore={text['finance.showMore']} showLess={text['finance.showLess']} />
    </form>
  );
}
