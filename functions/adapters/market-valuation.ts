/**
 * The `market` valuation provider: an estimate from the tenant's own stock and its market figures
 * for comparable cars (same make and model, nearby year and km), less the dealer's
 * reconditioning margin (src/domain/trade-in-valuation.ts), with the number of comparables. It has
 * no registry, so a registration lookup finds nothing and the shopper picks the car.
 */
import type { ValuationSettings } from '../../src/domain/schemas/valuation-settings.ts';
import { marketEstimate } from '../../src/domain/trade-in-valuation.ts';
import type { ListedCar } from '../ports/stock-catalog.ts';
import type { ValuationProvider } from '../ports/valuation.ts';

const km = (value: number) => value.toLocaleString('en-AU');

export function createMarketValuation(
  settings: ValuationSettings,
  /** The tenant's current stock (the catalogue's), read on every valuation. */
  stock: () => Iterable<ListedCar>,
): ValuationProvider {
  return {
    provider: 'market',
    looksUpRego: false,
    lookup: async () => null,
    async value(request, now) {
      const estimate = marketEstimate(request, request.adjustmentAnswers, stock(), settings);
      if (estimate.kind === 'too-few') return { kind: 'appraisal', reason: 'too-few' };
      return {
        kind: 'estimate',
        low: estimate.low,
        high: estimate.high,
        comparables: estimate.comparables,
        basis:
          `${estimate.comparables} comparable ${request.make} ${request.model} cars in our stock ` +
          `(within ${settings.year_window} years and ${km(settings.km_window)} km) at market prices, ` +
          `less ${settings.reconditioning_margin_percent}% for reconditioning, adjusted for the condition you described`,
        valuedAt: now.toISOString().slice(0, 10),
      };
    },
  };
}
