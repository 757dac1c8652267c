/**
 * Evaluates a filter tree to the set of cars it keeps, with Meilisearch's meanings: `!=` and NOT
 * keep cars without the value; a comparison never keeps a car without it; a list attribute equals a
 * value when any element does; string equality ignores case; a number attribute reads its value as
 * a number.
 */
import { addTo, and, andInPlace, complement, emptySet, fullSet, or, orInPlace, type Bitset } from './bitset.ts';
import { assertFilterable, type AttributeColumn, type EngineIndex } from './engine-index.ts';
import type { Comparison, FilterNode } from './filter-syntax.ts';

function union(index: EngineIndex, column: AttributeColumn, codes: Iterable<number>): Bitset {
  const out = emptySet(index.size);
  for (const code of codes) orInPlace(out, index.valueSet(column, code));
  return out;
}

/** The first code whose value is above `pivot` (or, with `orEqual`, at least `pivot`); values ascend by code. */
function firstCode(values: Float64Array, pivot: number, orEqual: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (orEqual ? values[middle]! < pivot : values[middle]! <= pivot) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The cars whose number is in [low, high] (an end `exclusive` leaves its value out): the codes in
 * that range are contiguous, and so are their cars in the column's by-value list, so the work is
 * the cars kept, not the stock.
 */
function numberBetween(
  index: EngineIndex,
  column: AttributeColumn,
  low: number,
  high: number,
  exclusive: { low?: boolean; high?: boolean } = {},
): Bitset {
  const out = emptySet(index.size);
  const values = column.values!;
  const from = firstCode(values, low, !exclusive.low);
  const to = firstCode(values, high, !!exclusive.high);
  const byValue = column.byValue!;
  const codeStarts = column.codeStarts!;
  for (let at = codeStarts[from]!; at < codeStarts[Math.max(from, to)]!; at += 1) addTo(out, byValue[at]!);
  return out;
}

function numberCompared(
  index: EngineIndex,
  column: AttributeColumn,
  comparison: Exclude<Comparison, '!='>,
  pivot: number,
) {
  switch (comparison) {
    case '=':
      return numberBetween(index, column, pivot, pivot);
    case '>':
      return numberBetween(index, column, pivot, Infinity, { low: true });
    case '>=':
      return numberBetween(index, column, pivot, Infinity);
    case '<':
      return numberBetween(index, column, -Infinity, pivot, { high: true });
    case '<=':
      return numberBetween(index, column, -Infinity, pivot);
  }
}

function codesWhere(column: AttributeColumn, keep: (label: string) => boolean): number[] {
  const codes: number[] = [];
  column.labels.forEach((label, code) => {
    if (keep(label)) codes.push(code);
  });
  return codes;
}

function compareWith(
  comparison: Exclude<Comparison, '!='>,
  pivot: number | string,
): (value: number | string) => boolean {
  switch (comparison) {
    case '=':
      return (value) => value === pivot;
    case '>':
      return (value) => value > pivot;
    case '>=':
      return (value) => value >= pivot;
    case '<':
      return (value) => value < pivot;
    case '<=':
      return (value) => value <= pivot;
  }
}

function equalTo(index: EngineIndex, column: AttributeColumn, value: string): Bitset {
  if (column.kind === 'number') {
    const target = Number(value);
    if (value.trim() === '' || Number.isNaN(target)) return emptySet(index.size);
    return numberCompared(index, column, '=', target);
  }
  return union(index, column, column.folded.get(value.toLowerCase()) ?? []);
}

/** The cars a filter keeps, as a bitset over the index. Throws on an attribute that is not filterable. */
export function evaluateFilter(index: EngineIndex, node: FilterNode): Bitset {
  switch (node.op) {
    case 'all':
      return fullSet(index.size);
    case 'and': {
      const out = fullSet(index.size);
      for (const item of node.items) andInPlace(out, evaluateFilter(index, item));
      return out;
    }
    case 'or':
      return node.items.reduce((set, item) => or(set, evaluateFilter(index, item)), emptySet(index.size));
    case 'not':
      return complement(evaluateFilter(index, node.item), index.size);
    default:
      break;
  }
  assertFilterable(node.attribute, 'filter');
  const column = index.column(node.attribute);
  switch (node.op) {
    case 'compare': {
      if (node.comparison === '=') return equalTo(index, column, node.value);
      if (column.kind === 'number') {
        const pivot = Number(node.value);
        if (node.value.trim() === '' || Number.isNaN(pivot)) return emptySet(index.size);
        return numberCompared(index, column, node.comparison, pivot);
      }
      return union(
        index,
        column,
        codesWhere(column, compareWith(node.comparison, node.value) as (label: string) => boolean),
      );
    }
    case 'range': {
      if (column.kind === 'number') {
        const low = Number(node.low);
        const high = Number(node.high);
        if (Number.isNaN(low) || Number.isNaN(high)) return emptySet(index.size);
        return numberBetween(index, column, low, high);
      }
      return union(
        index,
        column,
        codesWhere(column, (label) => label >= node.low && label <= node.high),
      );
    }
    case 'in':
      return node.values.reduce((set, value) => or(set, equalTo(index, column, value)), emptySet(index.size));
    case 'exists':
      return fullSet(index.size);
    case 'null': {
      if (column.kind === 'strings') return emptySet(index.size);
      const out = emptySet(index.size);
      for (let d = 0; d < index.size; d += 1) if (column.codes[d] === -1) addTo(out, d);
      return out;
    }
    case 'empty': {
      const out = emptySet(index.size);
      if (column.offsets) {
        for (let d = 0; d < index.size; d += 1) if (column.offsets[d] === column.offsets[d + 1]) addTo(out, d);
        return out;
      }
      return column.kind === 'string'
        ? union(
            index,
            column,
            codesWhere(column, (label) => label === ''),
          )
        : out;
    }
  }
}

/** All conditions together: the cars every one keeps. */
export function intersectAll(size: number, sets: readonly Bitset[]): Bitset {
  return sets.reduce((out, set) => and(out, set), fullSet(size));
}
