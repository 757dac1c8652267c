import type { StringKey, Strings } from '../../domain/strings.ts';

type BudgetKey = Extract<StringKey, `budget.${string}`>;
/** The budget and price pages' strings (spec texts with the tenant's overrides), passed to the islands as a prop. */
export type BudgetText = Record<BudgetKey, string>;

export function budgetText(strings: Strings): BudgetText {
  return Object.fromEntries(Object.entries(strings).filter(([key]) => key.startsWith('budget.'))) as BudgetText;
}
