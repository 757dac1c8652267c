/**
 * The search attributes both backends share (spec 01 §3 "Filter attributes"): which document field
 * each filter reads, how the page shows it, and the query-string parameter that holds it. The
 * embedded engine, the Meilisearch settings, the URL mapping and the results page all read this
 * table, so a filter is added in one place.
 */

/** A refinement list (facet values with counts) or a range slider (facet stats min and max). */
import type { FilterAttributeName } from '../domain/search-results.ts';

export { DEFAULT_FILTERS, FILTER_ATTRIBUTE_NAMES, type FilterAttributeName } from '../domain/search-results.ts';

export type FilterKind = 'list' | 'range';

export interface FilterAttribute {
  /** Document field, and the attribute InstantSearch widgets name. */
  attribute: FilterAttributeName;
  /** Heading shown over the filter. */
  label: string;
  kind: FilterKind;
  /** Query-string parameter holding the filter's state (spec 01 §2: one parameter per filter attribute). */
  param: string;
  /**
   * List filters: 'or' (disjunctive: picking Ford and Toyota shows both, and the other values keep
   * their counts) or 'and' (conjunctive: every picked value must be on the car; for multi-valued
   * fields such as features).
   */
  operator?: 'or' | 'and';
}

/** Every filter the platform offers, in the order the filter panel shows them. */
export const FILTER_ATTRIBUTES = [
  { attribute: 'car_type', label: 'Condition', kind: 'list', param: 'car_type', operator: 'or' },
  { attribute: 'make', label: 'Make', kind: 'list', param: 'make', operator: 'or' },
  { attribute: 'make_model', label: 'Model', kind: 'list', param: 'make_model', operator: 'or' },
  { attribute: 'model', label: 'Model', kind: 'list', param: 'model', operator: 'or' },
  { attribute: 'badge', label: 'Badge', kind: 'list', param: 'badge', operator: 'or' },
  { attribute: 'price', label: 'Price', kind: 'range', param: 'price' },
  { attribute: 'weekly_price', label: 'Weekly Repayment', kind: 'range', param: 'weekly_price_range' },
  { attribute: 'subscription_price', label: 'Subscription Price', kind: 'range', param: 'subscription_price' },
  { attribute: 'year', label: 'Year', kind: 'range', param: 'year' },
  { attribute: 'km', label: 'Kilometres', kind: 'range', param: 'km' },
  { attribute: 'body', label: 'Body Type', kind: 'list', param: 'body', operator: 'or' },
  { attribute: 'fuel', label: 'Fuel Type', kind: 'list', param: 'fuel', operator: 'or' },
  { attribute: 'transmission', label: 'Transmission', kind: 'list', param: 'transmission', operator: 'or' },
  { attribute: 'drive', label: 'Drive Type', kind: 'list', param: 'drive', operator: 'or' },
  { attribute: 'item_type', label: 'Vehicle Type', kind: 'list', param: 'item_type', operator: 'or' },
  { attribute: 'categories', label: 'Category', kind: 'list', param: 'categories', operator: 'or' },
  { attribute: 'colour', label: 'Colour', kind: 'list', param: 'colour', operator: 'or' },
  { attribute: 'seats', label: 'Seats', kind: 'list', param: 'seats', operator: 'or' },
  { attribute: 'filtered_features', label: 'Features', kind: 'list', param: 'filtered_features', operator: 'and' },
  { attribute: 'tag', label: 'Tag', kind: 'list', param: 'tag', operator: 'or' },
  { attribute: 'certified', label: 'Certified Pre-Owned', kind: 'list', param: 'certified', operator: 'or' },
  { attribute: 'status', label: 'Availability', kind: 'list', param: 'status', operator: 'or' },
  { attribute: 'state', label: 'State', kind: 'list', param: 'state', operator: 'or' },
  { attribute: 'city', label: 'City', kind: 'list', param: 'city', operator: 'or' },
  { attribute: 'location_name', label: 'Location', kind: 'list', param: 'location_name', operator: 'or' },
  { attribute: 'dealership_name', label: 'Dealership', kind: 'list', param: 'dealership_name', operator: 'or' },
] as const satisfies readonly FilterAttribute[];
// Every spec attribute has exactly one row: tests/unit/search/attributes.test.ts.

/** Facets the results page always reads, shown or not: the displayed-count rule needs car_type and status (spec 01 §7, §9). */
export const ALWAYS_COUNTED_FACETS = ['car_type', 'status'] as const;

/** Fields free-text search looks in, most important first (make, model, badge, series, name, colour, body, fuel, stock number). */
export const SEARCHABLE_ATTRIBUTES = [
  'make',
  'model',
  'badge',
  'series',
  'name',
  'colour',
  'body',
  'fuel',
  'stocknum',
] as const;

/** Numeric fields a sort index may name (`<index>:<attribute>:<asc|desc>`). */
export const SORTABLE_ATTRIBUTES = ['price', 'created_at_timestamp', 'km', 'year'] as const;

/**
 * Fields a filter expression may test besides the filters: the base filter (spec 01 §7: a fixed
 * filter per dealer slug or template) and the similar-car queries (id, status, price, make, model).
 */
export const EXTRA_FILTERABLE_ATTRIBUTES = [
  'id',
  'dealership_slug',
  'dealership_id',
  'location_id',
  'in_stock',
  'created_at_timestamp',
] as const;

/** Separator inside `make_model` values ("Ford > Ranger"), so a model is always read with its make. */
export const MAKE_MODEL_SEPARATOR = ' > ';

export function filterByAttribute(attribute: string): FilterAttribute | undefined {
  return FILTER_ATTRIBUTES.find((filter) => filter.attribute === attribute);
}
