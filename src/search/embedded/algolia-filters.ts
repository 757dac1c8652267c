/**
 * The filters algoliasearch-helper sends (facetFilters, numericFilters) as the same filter tree the
 * Meilisearch syntax parses to, so the engine evaluates one thing. Both are lists ANDed together
 * whose inner lists are ORed: `[["make:Ford", "make:Toyota"], "car_type:used"]`.
 */
import type { FilterNode } from './filter-syntax.ts';

export type FilterList = string | readonly (string | readonly string[])[];

function unquote(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/**
 * One facet filter: `attribute:value`, negated as `attribute:-value` or `-attribute:value` (a value
 * that really starts with "-" is sent escaped, `attribute:\-value`); attribute and value may be
 * quoted. The attribute ends at the first colon outside quotes.
 */
export function parseFacetFilter(filter: string): FilterNode {
  let text = filter.trim();
  let negated = false;
  if (text.startsWith('-')) {
    negated = true;
    text = text.slice(1);
  }
  let split: number;
  if (text.startsWith('"')) {
    let at = 1;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    split = text.indexOf(':', at);
  } else {
    split = text.indexOf(':');
  }
  if (split <= 0) throw new Error(`facetFilters: expected "attribute:value", got ${JSON.stringify(filter)}`);
  const attribute = unquote(text.slice(0, split)).trim();
  let value = text.slice(split + 1);
  if (value.startsWith('-')) {
    negated = !negated;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  const node: FilterNode = { op: 'compare', attribute, comparison: '=', value: unquote(value) };
  return negated ? { op: 'not', item: node } : node;
}

const NUMERIC = /^\s*(-?)\s*("(?:[^"\\]|\\.)*"|[^\s<>=!:"]+)\s*(<=|>=|!=|=|<|>)\s*(\S+)\s*$/;
const NUMERIC_RANGE = /^\s*(-?)\s*("(?:[^"\\]|\\.)*"|[^\s<>=!:"]+)\s*:\s*(\S+)\s+TO\s+(\S+)\s*$/;

function number(text: string, filter: string): string {
  if (!Number.isFinite(Number(text)))
    throw new Error(`numericFilters: ${JSON.stringify(text)} is not a number in ${JSON.stringify(filter)}`);
  return text;
}

/** One numeric filter: `price>=1000`, `year=2020`, `km!=0` or `price:1000 TO 5000`. */
export function parseNumericFilter(filter: string): FilterNode {
  const range = NUMERIC_RANGE.exec(filter);
  if (range) {
    const node: FilterNode = {
      op: 'range',
      attribute: unquote(range[2]!),
      low: number(range[3]!, filter),
      high: number(range[4]!, filter),
    };
    return range[1] ? { op: 'not', item: node } : node;
  }
  const match = NUMERIC.exec(filter);
  if (!match) throw new Error(`numericFilters: expected "attribute<operator>number", got ${JSON.stringify(filter)}`);
  const [, minus, rawAttribute, operator, value] = match;
  const attribute = unquote(rawAttribute!);
  const compared = number(value!, filter);
  const node: FilterNode =
    operator === '!='
      ? { op: 'not', item: { op: 'compare', attribute, comparison: '=', value: compared } }
      : { op: 'compare', attribute, comparison: operator as '=' | '<' | '<=' | '>' | '>=', value: compared };
  return minus ? { op: 'not', item: node } : node;
}

function parseList(list: FilterList | undefined, parseOne: (filter: string) => FilterNode, name: string): FilterNode[] {
  if (list === undefined || list === '') return [];
  if (typeof list === 'string') {
    // Algolia also takes the list as JSON text; otherwise a single filter.
    return list.trim().startsWith('[') ? parseList(JSON.parse(list) as FilterList, parseOne, name) : [parseOne(list)];
  }
  if (!Array.isArray(list)) throw new Error(`${name}: expected a string or a list`);
  return list.map((item) => {
    if (typeof item === 'string') return parseOne(item);
    const alternatives = item.map(parseOne);
    // An empty alternative list adds no condition (nothing was picked), as with Algolia.
    if (alternatives.length === 0) return { op: 'all' };
    return alternatives.length === 1 ? alternatives[0]! : { op: 'or', items: alternatives };
  });
}

/** facetFilters as a list of conditions to AND; an inner list is one OR condition. */
export function parseFacetFilters(list: FilterList | undefined): FilterNode[] {
  return parseList(list, parseFacetFilter, 'facetFilters');
}

/** numericFilters as a list of conditions to AND; an inner list is one OR condition. */
export function parseNumericFilters(list: FilterList | undefined): FilterNode[] {
  return parseList(list, parseNumericFilter, 'numericFilters');
}
