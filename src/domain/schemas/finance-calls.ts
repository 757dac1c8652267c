/**
 * The finance form's calls (spec 02 §7): POST /api/youx/quote and POST /api/youx/create-customer,
 * checked by the functions with these schemas; the finance page's code can use the same ones.
 */
import { z } from './zod.ts';
import { CREDIT_SCORES, DEFAULT_CREDIT_SCORE, DEFAULT_QUOTE_TERM_YEARS } from '../finance-quote.ts';
import { CustomerDataSchema, FINANCE_AMOUNT_MAX, FinanceLeadExtrasSchema, INVALID_VALUE_MESSAGE } from './leads.ts';

const invalid = { error: INVALID_VALUE_MESSAGE };
const code = z.string(invalid).trim().max(40, invalid).nullish();

/** Spec 02 §7 "POST /api/youx/quote | JSON: selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic, whoIsHelping". */
export const QuoteRequestSchema = z.object({
  selfAssessedCreditScore: z.enum(CREDIT_SCORES, invalid).default(DEFAULT_CREDIT_SCORE),
  purchasePrice: z.number(invalid).positive(invalid).max(FINANCE_AMOUNT_MAX, invalid),
  loanTerm: z.number(invalid).int(invalid).min(1, invalid).max(7, invalid).default(DEFAULT_QUOTE_TERM_YEARS),
  year: z.number(invalid).int(invalid).min(1900, invalid).max(2100, invalid).nullish(),
  vin: code,
  nvic: code,
  whoIsHelping: z
    .string(invalid)
    .trim()
    .max(200, invalid)
    .nullish()
    .transform((value) => value ?? ''),
});
export type QuoteRequestBody = z.output<typeof QuoteRequestSchema>;

/**
 * Spec 02 §3 "Quote response": weeklyRepaymentAmount, advertisedRate, comparisonRate; `estimate`
 * is ours: true when the figures come from the site's own rate table, so the page labels them.
 */
export const QuoteAnswerSchema = z.object({
  weeklyRepaymentAmount: z.number().nonnegative().finite(),
  advertisedRate: z.number().nonnegative().max(100),
  comparisonRate: z.number().nonnegative().max(100),
  estimate: z.boolean(),
});
export type QuoteAnswer = z.output<typeof QuoteAnswerSchema>;

/** Spec 02 §7 "POST /api/youx/create-customer | JSON: data {...}, additionalData {the lead fields}". */
export const CreateCustomerRequestSchema = z.object({
  data: CustomerDataSchema,
  additionalData: FinanceLeadExtrasSchema,
});
