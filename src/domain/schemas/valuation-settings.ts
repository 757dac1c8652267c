/**
 * site.json `valuation`: the trade-in valuation (spec 02 §2 "Trade-in valuation", §3 valuation and
 * offer acceptance). `none` (the default) keeps the two-step trade-in lead form; `market` estimates
 * from the tenant's own stock and its market figures for comparable cars (no registry, so the
 * shopper picks year, make, model and badge); `http` asks a valuation provider's API (registration
 * lookup and valuation, functions/adapters/http-valuation.ts). Secrets are never settings: only
 * the name of the environment variable holding the API key.
 */
import { z } from './zod.ts';
import { webUrl } from './urls.ts';

export const VALUATION_PROVIDERS = ['none', 'market', 'http'] as const;
export type ValuationProviderName = (typeof VALUATION_PROVIDERS)[number];

export const ValuationSettingsSchema = z
  .strictObject({
    provider: z
      .enum(VALUATION_PROVIDERS)
      .default('none')
      .describe(
        'none: the trade-in lead form only; market: an estimate from comparable cars in this stock; http: a valuation provider at `base_url`.',
      ),
    reconditioning_margin_percent: z
      .number()
      .min(0)
      .max(60)
      .default(15)
      .describe('market: the dealer keeps this share of the comparables’ retail value for reconditioning and resale.'),
    min_comparables: z
      .number()
      .int()
      .min(1)
      .max(50)
      .default(3)
      .describe('market: fewer comparable cars than this give no estimate (the dealer appraises instead).'),
    year_window: z
      .number()
      .int()
      .min(0)
      .max(5)
      .default(2)
      .describe('market: a comparable car is at most this many years newer or older.'),
    km_window: z
      .number()
      .int()
      .min(1000)
      .max(200_000)
      .default(40_000)
      .describe('market: a comparable car has at most this many km more or fewer.'),
    base_url: webUrl()
      .nullish()
      .describe('http: the API base URL (GET {base_url}/vehicles, POST {base_url}/valuations); required for http.'),
    api_key_env: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]*$/)
      .default('VALUATION_API_KEY')
      .describe('http: the environment variable holding the API key (sent as a Bearer token).'),
    timeout_ms: z
      .number()
      .int()
      .min(100)
      .max(30000)
      .default(8000)
      .describe('http: how long one request may take before it is abandoned.'),
  })
  .refine((settings) => settings.provider !== 'http' || settings.base_url != null, {
    message: 'provider "http" needs base_url',
    path: ['base_url'],
  });
export type ValuationSettings = z.infer<typeof ValuationSettingsSchema>;
