import { z } from './zod.ts';

/**
 * One lender's published figures for a car (spec 02 §3 "Finance lender"). Stock rows carry these
 * under `finance_lenders`, keyed by provider ("taurus", "manual", "angle", ...). Every figure may be
 * absent or null on the dealer platform; the eligibility rules decide what a null means.
 */
export const FinanceLenderSchema = z
  .object({
    disclaimer: z.string().nullish(),
    deposit: z.number().nullish(),
    interestRate: z.number().nullish(),
    comparisonRate: z.number().nullish(),
    paymentWeek: z.number().nullish(),
    paymentMonth: z.number().nullish(),
    totalPayable: z.number().nullish(),
    termYears: z.number().nullish(),
    termMonths: z.number().nullish(),
    termWeeks: z.number().nullish(),
    balloon: z.number().nullish(),
    establishmentFees: z.number().nullish(),
    financeProvider: z.string().nullish(),
  })
  .catchall(z.unknown()); // term{N} keys ("term36", "term60") vary by lender
export type FinanceLender = z.infer<typeof FinanceLenderSchema>;

/** The instant quote a finance partner returned for a car (spec 01 §3 `youxQuote`, spec 02 §3 "Quote response"). */
export const QuoteSchema = z.object({
  weeklyRepaymentAmount: z.number().nullish(),
  advertisedRate: z.number().nullish(),
  comparisonRate: z.number().nullish(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** The finance calculator variants (defined without zod, so the calculator island ships no schema code). */
export { CALCULATOR_VARIANTS, type CalculatorVariant } from '../calculator-variants.ts';

/** Finance providers a site can name in `finance_provider` (spec 02 §5 "Finance box eligibility"). */
export const FINANCE_PROVIDERS = [
  'youx',
  'taurus',
  '360-finance',
  'ausloans',
  'manual',
  'angle',
  'powertorque',
  'nissan-finance',
] as const;
export const FinanceProviderSchema = z.enum(FINANCE_PROVIDERS);
export type FinanceProvider = z.infer<typeof FinanceProviderSchema>;
