import type { VehicleCardModel } from '../domain/vehicle-card-model.ts';

/**
 * One car as both search backends hold it: the fields search and filters read (names from spec 01
 * §3 "Filter attributes") and the card the results page renders, decided at build time by the same
 * rules as the static pages. The embedded index and the Meilisearch documents are made from this.
 *
 * Facet values are strings or string arrays; booleans are "true"/"false" and seats a number as
 * text, as a facet count is keyed by text on both backends. Absent values are null (not counted).
 */
export interface SearchDocument {
  id: number;
  /** Free text (also facets where named in FILTER_ATTRIBUTES). */
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  name: string;
  colour: string | null;
  /** simple_body, else body ("SUV", "Ute"). */
  body: string | null;
  /** simple_fuel, else fuel. */
  fuel: string | null;
  stocknum: string | null;
  /** Facets. */
  make_model: string;
  transmission: string | null;
  drive: string | null;
  car_type: 'new' | 'demo' | 'used';
  status: string;
  state: string | null;
  city: string | null;
  location_name: string | null;
  dealership_name: string | null;
  dealership_slug: string | null;
  dealership_id: number | null;
  location_id: number | null;
  item_type: string | null;
  seats: string | null;
  tag: string | null;
  certified: 'true' | 'false';
  categories: string[];
  filtered_features: string[];
  /** Numbers: ranges, sorts, stats. */
  price: number;
  km: number | null;
  year: number;
  /** Weekly repayment of the car's finance quote, whole dollars (spec 01 §3 weekly_price_range). */
  weekly_price: number | null;
  subscription_price: number | null;
  /** Seconds since the epoch; 0 when unknown. */
  created_at_timestamp: number;
  /** 1 in stock (in_stock, coming_soon), 0 otherwise: the default order puts in-stock cars first. */
  in_stock: 0 | 1;
  /** What the results grid shows. */
  card: VehicleCardModel;
}
