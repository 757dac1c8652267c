/**
 * The trade-in valuation port (spec 02 §3 "registration lookup sends rego and regoState",
 * "Valuation sends id and adjustmentAnswers"): the registration lookup and the valuation itself.
 * Adapters, chosen per tenant by site.json `valuation.provider`
 * (functions/adapters/open-valuation-providers.ts): `market` (embedded: comparable cars of the
 * tenant's own stock, functions/adapters/market-valuation.ts) and `http` (a valuation provider's API,
 * functions/adapters/http-valuation.ts). The online-estimate limit (spec 02 §9) is the route's,
 * checked before any adapter is asked.
 */
import type { RegoLookupRequest, ValuationRequest, ValuationResult } from '../../src/domain/schemas/valuation-calls.ts';
import type { TradeInVehicle } from '../../src/domain/trade-in-valuation.ts';

/** The provider could not answer (a timeout, a 5xx, a malformed answer, not reached). */
export class ValuationUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValuationUnavailableError';
  }
}

export interface ValuationProvider {
  /** "market", "http": for the logs. */
  readonly provider: string;
  /** False when the provider has no registry: the page goes straight to the picker. */
  readonly looksUpRego: boolean;
  /** The registered vehicle, or null when the registry does not know the plate; throws ValuationUnavailableError. */
  lookup(request: RegoLookupRequest): Promise<TradeInVehicle | null>;
  /** An estimate, or an appraisal request when there is too little to go on; throws ValuationUnavailableError. */
  value(request: ValuationRequest, now: Date): Promise<ValuationResult>;
}

/** The tenant's provider, or null where the site offers no valuation (`valuation.provider: "none"`). */
export type ValuationProviders = (tenant: string) => ValuationProvider | null;
