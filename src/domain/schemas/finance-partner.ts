/**
 * site.json `finance.partner`: who answers the finance form's instant quote and takes its
 * application (spec 02 §7 POST /api/youx/quote and /api/youx/create-customer). `estimate` (the
 * default) answers from the tenant's own rate table and sends the shopper to the site's thank-you
 * page; `youx` asks the lender's HTTP API (functions/adapters/youx-finance.ts). Secrets are never
 * settings: only the name of the environment variable holding the API key.
 */
import { z } from './zod.ts';
import { CREDIT_SCORES, QUOTE_TERM_MAX_YEARS, QUOTE_TERM_MIN_YEARS } from '../finance-quote.ts';
import { webUrl } from './urls.ts';

const rate = z.number().min(0).max(50);

/** One row of the estimate's rate table: the rates for a credit score over a band of terms. */
export const EstimateRateSchema = z.strictObject({
  credit_score: z.enum(CREDIT_SCORES).describe('The self-assessed credit history this row applies to.'),
  min_term_years: z
    .number()
    .int()
    .min(QUOTE_TERM_MIN_YEARS)
    .max(QUOTE_TERM_MAX_YEARS)
    .default(QUOTE_TERM_MIN_YEARS)
    .describe('Shortest loan term (years) of the band, inclusive.'),
  max_term_years: z
    .number()
    .int()
    .min(QUOTE_TERM_MIN_YEARS)
    .max(QUOTE_TERM_MAX_YEARS)
    .default(QUOTE_TERM_MAX_YEARS)
    .describe('Longest loan term (years) of the band, inclusive.'),
  advertised_rate: rate.describe('Annual interest rate, percent.'),
  comparison_rate: rate.describe(
    'Comparison rate, percent, for the spec 01 §9 example (a 5-year secured loan of $30,000): shown with every rate.',
  ),
});
export type EstimateRate = z.infer<typeof EstimateRateSchema>;

/**
 * The default table: comparison rates inside spec 01 §9's placeholder range (8.38 % to 19.42 %);
 * a term of 6 or 7 years costs half a point more. A tenant's own table replaces it whole.
 */
export const DEFAULT_ESTIMATE_RATES: readonly EstimateRate[] = [
  { credit_score: 'GREAT', min_term_years: 1, max_term_years: 5, advertised_rate: 8.99, comparison_rate: 9.52 },
  { credit_score: 'GREAT', min_term_years: 6, max_term_years: 7, advertised_rate: 9.49, comparison_rate: 10.02 },
  { credit_score: 'DECENT', min_term_years: 1, max_term_years: 5, advertised_rate: 11.99, comparison_rate: 12.55 },
  { credit_score: 'DECENT', min_term_years: 6, max_term_years: 7, advertised_rate: 12.49, comparison_rate: 13.05 },
  { credit_score: 'POOR', min_term_years: 1, max_term_years: 5, advertised_rate: 15.99, comparison_rate: 16.58 },
  { credit_score: 'POOR', min_term_years: 6, max_term_years: 7, advertised_rate: 16.49, comparison_rate: 17.08 },
];

/** Every credit score has a row for every whole term: a quote is never missing its rate. */
function coversEveryTerm(rows: readonly EstimateRate[]): boolean {
  return CREDIT_SCORES.every((score) => {
    for (let term = QUOTE_TERM_MIN_YEARS; term <= QUOTE_TERM_MAX_YEARS; term++) {
      const covered = rows.some(
        (row) => row.credit_score === score && row.min_term_years <= term && term <= row.max_term_years,
      );
      if (!covered) return false;
    }
    return true;
  });
}

/** "GREAT 1-5 years 8.99 % (comparison 9.52 %); ..." for the configuration reference. */
function defaultTableText(): string {
  return DEFAULT_ESTIMATE_RATES.map(
    (row) =>
      `${row.credit_score} ${row.min_term_years}-${row.max_term_years} years ${row.advertised_rate} % (comparison ${row.comparison_rate} %)`,
  ).join('; ');
}

export const FINANCE_PARTNER_PROVIDERS = ['estimate', 'youx'] as const;
export type FinancePartnerProvider = (typeof FINANCE_PARTNER_PROVIDERS)[number];

export const FinancePartnerSchema = z
  .strictObject({
    provider: z
      .enum(FINANCE_PARTNER_PROVIDERS)
      .default('estimate')
      .describe(
        "estimate: an indicative quote from `estimate_rates` over the chosen term with the disclaimer's 10.0 % deposit and 30 % final payment, labelled an estimate; an application goes to the dealer only; youx: the lender's API at `base_url`.",
      ),
    base_url: webUrl()
      .nullish()
      .describe('youx: the API base URL (POST {base_url}/quote and {base_url}/customers); required for youx.'),
    api_key_env: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]*$/)
      .default('YOUX_API_KEY')
      .describe('youx: the environment variable holding the API key (sent as a Bearer token).'),
    timeout_ms: z
      .number()
      .int()
      .min(1000)
      .max(30000)
      .default(8000)
      .describe('youx: how long one request may take before it is abandoned.'),
    estimate_rates: z
      .array(EstimateRateSchema)
      .min(1)
      .default([...DEFAULT_ESTIMATE_RATES])
      .refine(coversEveryTerm, 'every credit score (GREAT, DECENT, POOR) needs a row for every term from 1 to 7 years')
      .describe(
        `estimate: the rate table, first matching row by credit score and term. Default: ${defaultTableText()}.`,
      ),
  })
  .refine((partner) => partner.provider !== 'youx' || partner.base_url != null, {
    message: 'provider "youx" needs base_url',
    path: ['base_url'],
  });
export type FinancePartnerSettings = z.infer<typeof FinancePartnerSchema>;
