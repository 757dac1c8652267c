/** Spec 01 §4 / §9: the below-market badge needs the price more than 499 under the average. */
export const BELOW_MARKET_MARGIN = 499;

/**
 * Spec 01 §4: shown when the price is more than 499 under the state average market price, or the
 * national average when the state has none. No price or no average: no badge.
 */
export function isBelowMarket(
  price: number,
  market: { state_average_market_price?: number | null; average_market_price?: number | null } | null | undefined,
): boolean {
  const average = market?.state_average_market_price ?? market?.average_market_price;
  if (average == null || price <= 0) return false;
  return average - price > BELOW_MARKET_MARGIN;
}
