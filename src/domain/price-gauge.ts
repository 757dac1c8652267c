import { GAUGE_STRINGS } from './strings/gauge.ts';
/** Spec 01 §9: a gauge needs confidence above 0.2. */
export const GAUGE_MIN_CONFIDENCE = 0.2;
/** Spec 01 §4 / §9: fill under 0.3 is low, 0.3 to under 0.6 medium, 0.6 and over high. */
export const GAUGE_MEDIUM_FROM = 0.3;
export const GAUGE_HIGH_FROM = 0.6;
/** Spec 01 §4 / §9: 'Good Deal' when fill is under 0.65, else 'Great Deal'. */
export const GREAT_DEAL_FROM = 0.65;
/** Spec 01 §9: the gauge animates for 2 to 2.5 s. */
export const GAUGE_ANIMATION_MS = { min: 2000, max: 2500 } as const;
export const GOOD_DEAL = GAUGE_STRINGS['gauge.goodDeal'];
export const GREAT_DEAL = GAUGE_STRINGS['gauge.greatDeal'];
/** Spec 01 §8: the internal error when the gauge call returns nothing. */
export const GAUGE_NO_DATA = 'No data returned';

/** Spec 01 §3 "Price gauge response". */
export interface PriceGaugeData {
  fill?: number | null;
  listing_price?: number | null;
  market_range_min?: number | null;
  market_range_max?: number | null;
  confidence?: number | null;
  description?: string | null;
}

export type GaugeBand = 'low' | 'medium' | 'high';
export type PriceGauge =
  | { shown: false; reason: 'no-data' | 'missing-fields' | 'low-confidence' | 'above-market' }
  | {
      shown: true;
      fill: number;
      band: GaugeBand;
      label: string;
      listingPrice: number;
      marketMin: number;
      marketMax: number;
    };

/** Spec 01 §4: the colour band for a fill. */
export function gaugeBand(fill: number): GaugeBand {
  if (fill < GAUGE_MEDIUM_FROM) return 'low';
  return fill < GAUGE_HIGH_FROM ? 'medium' : 'high';
}

/**
 * Spec 01 §4: the gauge is hidden when there is no data, a field is missing, confidence is 0.2 or
 * less, or the upper market price is below the listing price. Otherwise it shows the fill, its
 * band and the label: the description when given, else 'Good Deal' under 0.65 and 'Great Deal'.
 */
export function priceGauge(data: PriceGaugeData | null | undefined): PriceGauge {
  if (!data) return { shown: false, reason: 'no-data' };
  const { fill, listing_price, market_range_min, market_range_max, confidence } = data;
  if (
    fill == null ||
    listing_price == null ||
    market_range_min == null ||
    market_range_max == null ||
    confidence == null
  ) {
    return { shown: false, reason: 'missing-fields' };
  }
  if (confidence <= GAUGE_MIN_CONFIDENCE) return { shown: false, reason: 'low-confidence' };
  if (market_range_max < listing_price) return { shown: false, reason: 'above-market' };
  const label = data.description?.trim() || (fill < GREAT_DEAL_FROM ? GOOD_DEAL : GREAT_DEAL);
  return {
    shown: true,
    fill,
    band: gaugeBand(fill),
    label,
    listingPrice: listing_price,
    marketMin: market_range_min,
    marketMax: market_range_max,
  };
}

/**
 * The gauge data for a car from its market figures (the spec does not show how the service
 * computes `fill`): the share of the market range that lies above the listing price, from 0 at
 * the top of the range to 1 at or below its bottom. No range or no price: null ("No data returned").
 */
export function gaugeDataFromMarket(
  price: number,
  market:
    | {
        market_range_min?: number | null;
        market_range_max?: number | null;
        confidence?: number | null;
        description?: string | null;
      }
    | null
    | undefined,
): PriceGaugeData | null {
  if (!market) return null;
  const { market_range_min: min, market_range_max: max } = market;
  if (min == null || max == null || max <= min || price <= 0) return null;
  const fill = Math.min(1, Math.max(0, (max - price) / (max - min)));
  return {
    fill: Math.round(fill * 1000) / 1000,
    listing_price: price,
    market_range_min: min,
    market_range_max: max,
    confidence: market.confidence ?? null,
    description: market.description ?? null,
  };
}
