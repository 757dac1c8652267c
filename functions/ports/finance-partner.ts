/**
 * The finance partner port (spec 02 §7 POST /api/youx/quote and /api/youx/create-customer): the
 * instant quote and the customer an application creates at the lender. Adapters, chosen per
 * tenant by site.json `finance.partner.provider` (functions/adapters/open-finance-partner.ts):
 * `estimate` (the embedded default, functions/adapters/estimate-finance.ts) and `youx` (the
 * lender's HTTP API, functions/adapters/youx-finance.ts). Never chosen by branches in handlers.
 */
import type { CustomerData } from '../../src/domain/schemas/leads.ts';
import type { QuoteAnswer, QuoteRequestBody } from '../../src/domain/schemas/finance-calls.ts';

export interface CustomerRequest {
  /** Our id for the application (the finance lead's id): sent as the lender's Idempotency-Key. */
  applicationId: string;
  data: CustomerData;
  /** The lead fields (spec 02 §7 `additionalData`), as stored. */
  additionalData: Record<string, unknown>;
}

/**
 * Why a partner call failed, which decides what happens to a held finance lead:
 * - `refused`: the partner answered and said no (a 4xx, or an answer with an `error` field), or it
 *   was never reached (connection refused): no customer exists;
 * - `unknown`: the request may have reached it and its answer was lost or unusable (a timeout, a
 *   connection reset, a 5xx, a malformed answer): a customer may exist.
 */
export type PartnerFailure = 'refused' | 'unknown';

export class FinancePartnerError extends Error {
  readonly failure: PartnerFailure;
  /** The partner's own error text, when it gave one (spec 02 §8 "use the server's error text when present"). */
  readonly partnerMessage: string | null;
  constructor(message: string, failure: PartnerFailure, partnerMessage: string | null = null) {
    super(message);
    this.name = 'FinancePartnerError';
    this.failure = failure;
    this.partnerMessage = partnerMessage;
  }
}

export interface FinancePartner {
  /** The provider's name, for the finance lead's partner tag and the logs ("estimate", "youx"). */
  readonly provider: string;
  /** Throws FinancePartnerError when no quote can be given. */
  quote(request: QuoteRequestBody): Promise<QuoteAnswer>;
  /** The URL (or site path) the shopper goes to next; throws FinancePartnerError. */
  createCustomer(request: CustomerRequest): Promise<{ redirectUrl: string }>;
}

/** The tenant's partner (every tenant has one: `estimate` by default). */
export type FinancePartners = (tenant: string) => FinancePartner;
