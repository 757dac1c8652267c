/**
 * The finance calculator's default texts (spec 02 §5, §8), apart from its rules (`finance-calculator.ts`): the
 * calculator in the browser has them in its props (`finance.enquireForFinance`, `finance.rangeHelp`), so its code
 * brings none of the finance text table (issue 20).
 */
import { fillString } from './fill-string.ts';
import { FINANCE_STRINGS } from './strings/finance.ts';

/** Spec 02 §5 / §8: label shown instead of a repayment at or below 25. */
export const ENQUIRE_FOR_FINANCE = FINANCE_STRINGS['finance.enquireForFinance'];

/** Spec 02 §5 / §8: 'Cannot be less than {min} or more than {max}'. */
export const RANGE_HELP_TEXT = FINANCE_STRINGS['finance.rangeHelp'];

/**
 * Spec 02 §5 / §8 help text 'Cannot be less than {min} or more than {max}', filled with display
 * strings the caller formats (e.g. rangeHelpText('$1,000', '$250,000')).
 */
export function rangeHelpText(min: string, max: string): string {
  return fillString(RANGE_HELP_TEXT, { min, max });
}
