import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  EXTRA_FILTERABLE_ATTRIBUTES,
  FILTER_ATTRIBUTE_NAMES,
  FILTER_ATTRIBUTES,
  filterByAttribute,
  SEARCHABLE_ATTRIBUTES,
  SORTABLE_ATTRIBUTES,
} from '../../../src/search/attributes.ts';

const names: readonly string[] = FILTER_ATTRIBUTE_NAMES;

describe('filter attributes (spec 01 §3 "Filter attributes"; spec 01 §2 "one parameter per filter attribute")', () => {
  it.each(FILTER_ATTRIBUTE_NAMES.map((name) => [name]))('%s has exactly one row in FILTER_ATTRIBUTES', (name) => {
    expect(FILTER_ATTRIBUTES.filter((filter) => filter.attribute === name)).toHaveLength(1);
    expect(filterByAttribute(name)?.attribute).toBe(name);
  });

  it.each(FILTER_ATTRIBUTES.map((filter) => [filter.attribute, filter]))(
    'row %s names a spec filter attribute',
    (attribute, filter) => {
      expect(names).toContain(attribute);
      // A list filter says how its values combine; a slider has no operator.
      expect(filter.kind === 'list' ? 'operator' in filter : !('operator' in filter)).toBe(true);
    },
  );

  it('has as many rows as the spec has filter attributes', () => {
    expect(FILTER_ATTRIBUTES).toHaveLength(FILTER_ATTRIBUTE_NAMES.length);
  });

  it('gives every filter its own query-string parameter', () => {
    const params = FILTER_ATTRIBUTES.map((filter) => filter.param);
    expect(new Set(params).size).toBe(params.length);
  });

  it.each(DEFAULT_FILTERS.map((name) => [name]))('default filter %s is a known filter attribute', (name) => {
    expect(filterByAttribute(name)).toBeDefined();
  });

  it('keeps the search-only lists apart from the filters: searchable, sortable and extra filterable names are distinct lists', () => {
    expect(new Set(SEARCHABLE_ATTRIBUTES).size).toBe(SEARCHABLE_ATTRIBUTES.length);
    expect(new Set(SORTABLE_ATTRIBUTES).size).toBe(SORTABLE_ATTRIBUTES.length);
    expect(EXTRA_FILTERABLE_ATTRIBUTES.filter((name) => names.includes(name))).toEqual([]);
  });

  it('returns nothing for an attribute that is not a filter', () => {
    expect(filterByAttribute('stocknum')).toBeUndefined();
  });
});
