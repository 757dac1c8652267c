import type { RepaymentPeriod } from '../../domain/budget.ts';
import type { BudgetText } from './budget-text.ts';

interface Props {
  period: RepaymentPeriod;
  onChoose: (period: RepaymentPeriod) => void;
  text: BudgetText;
}

/** Spec 02: "repayment period (weekly or monthly)". */
export function PeriodChoice({ period, onChoose, text }: Props) {
  const options: { value: RepaymentPeriod; label: string }[] = [
    { value: 'weekly', label: text['budget.weekly'] },
    { value: 'monthly', label: text['budget.monthly'] },
  ];
  return (
    <fieldset className="budget__field period-choice">
      <legend className="budget__legend">{text['budget.period']}</legend>
      <div className="period-choice__list">
        {options.map((option) => (
          <label key={option.value} className="period-choice__option">
            <input
              type="radio"
              name="budget-period"
              value={option.value}
              checked={period === option.value}
              onChange={() => onChoose(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
