/**
 * What the per-lender finance box shows (spec 02 §2 "A per-lender finance box", §3 "Finance
 * lender", §9 "Weekly payment shown rounded to whole dollars; comparison rate to 2 decimals"):
 * the weekly payment (or the monthly one when the lender gives no weekly figure), then each figure
 * the lender published, and its disclaimer. Whether the box shows at all is financeBoxEligible's call.
 */
import { formatFee } from '../../../domain/car-tools.ts';
import { formatMoney } from '../../../domain/format.ts';
import type { FinanceLender } from '../../../domain/schemas/finance.ts';
import { fillString } from '../../../domain/fill-string.ts';
import type { Strings } from '../../../domain/strings.ts';

export type FinanceBoxText = Pick<
  Strings,
  | 'financeBox.perWeek'
  | 'financeBox.perMonth'
  | 'financeBox.deposit'
  | 'financeBox.term'
  | 'financeBox.termYears'
  | 'financeBox.interestRate'
  | 'financeBox.comparisonRate'
  | 'financeBox.rate'
  | 'financeBox.balloon'
  | 'financeBox.establishmentFee'
  | 'financeBox.totalPayable'
>;

export interface FinanceBoxContent {
  /** '$196 per week*', or null when the lender gives neither payment. */
  payment: string | null;
  rows: { label: string; value: string }[];
  disclaimer: string | null;
}

const MONTHS_PER_YEAR = 12;

export function financeBoxContent(lender: FinanceLender, text: FinanceBoxText): FinanceBoxContent {
  const rate = (value: number) => fillString(text['financeBox.rate'], { rate: value.toFixed(2) });
  const termYears = lender.termYears ?? (lender.termMonths != null ? lender.termMonths / MONTHS_PER_YEAR : null);
  const payment =
    lender.paymentWeek != null
      ? fillString(text['financeBox.perWeek'], { amount: formatMoney(Math.round(lender.paymentWeek)) })
      : lender.paymentMonth != null
        ? fillString(text['financeBox.perMonth'], { amount: formatMoney(Math.round(lender.paymentMonth)) })
        : null;
  const rows: { label: string; value: string | null }[] = [
    { label: text['financeBox.deposit'], value: lender.deposit != null ? formatMoney(lender.deposit) : null },
    {
      label: text['financeBox.term'],
      value: termYears != null ? fillString(text['financeBox.termYears'], { years: termYears }) : null,
    },
    { label: text['financeBox.interestRate'], value: lender.interestRate != null ? rate(lender.interestRate) : null },
    {
      label: text['financeBox.comparisonRate'],
      value: lender.comparisonRate != null ? rate(lender.comparisonRate) : null,
    },
    { label: text['financeBox.balloon'], value: lender.balloon != null ? formatMoney(lender.balloon) : null },
    {
      label: text['financeBox.establishmentFee'],
      value: lender.establishmentFees != null ? formatFee(lender.establishmentFees) : null,
    },
    {
      label: text['financeBox.totalPayable'],
      value: lender.totalPayable != null ? formatMoney(lender.totalPayable) : null,
    },
  ];
  return {
    payment,
    rows: rows.filter((row): row is { label: string; value: string } => row.value !== null),
    disclaimer: lender.disclaimer?.trim() || null,
  };
}
