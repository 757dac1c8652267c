/**
 * Facet counts and statistics over the cars a search matched: each value counted once per car that
 * has it (for a list attribute, each of its distinct elements), cars without a value not counted; numbers also give
 * min, max, average and sum for the range sliders (spec 01 §3 "A facet's statistics have min and max").
 */
import type { Bitset } from './bitset.ts';
import type { AttributeColumn } from './engine-index.ts';
import type { FacetStats } from './search-params.ts';

/** Per column, counts kept between searches (all zero between them): no search allocates its own. */
const scratchCounts = new WeakMap<AttributeColumn, Int32Array>();

/**
 * Adds `step` to the count of each code of the cars in the set or, with `invert`, of the cars of
 * the stock not in it. Bits are visited word by word: no list of positions is made.
 */
function tally(column: AttributeColumn, set: Bitset, invert: boolean, counts: Int32Array, step: number): void {
  const { codes, offsets } = column;
  const size = offsets ? offsets.length - 1 : codes.length;
  for (let i = 0; i < set.length; i += 1) {
    let word = invert ? ~set[i]! : set[i]!;
    if (invert && i === set.length - 1 && size % 32 !== 0) word &= 0xffffffff >>> (32 - (size % 32));
    while (word !== 0) {
      const low = word & -word;
      const d = (i << 5) + (31 - Math.clz32(low));
      word ^= low;
      if (offsets) {
        for (let at = offsets[d]!; at < offsets[d + 1]!; at += 1) counts[codes[at]!]! += step;
      } else {
        const code = codes[d]!;
        if (code >= 0) counts[code]! += step;
      }
    }
  }
}

/**
 * Each code's count over the cars in `hits` (`nbHits` of them), in the column's scratch array:
 * call `release` when done. When the hits are most of the stock, the stock's counts less those of
 * the cars missed, so a search matching everything costs no more than one matching half.
 */
function codeCounts(column: AttributeColumn, hits: Bitset, nbHits: number): Int32Array {
  let counts = scratchCounts.get(column);
  if (!counts) scratchCounts.set(column, (counts = new Int32Array(column.labels.length)));
  const size = column.offsets ? column.offsets.length - 1 : column.codes.length;
  if (nbHits * 2 > size) {
    counts.set(column.allCounts);
    tally(column, hits, true, counts, -1);
  } else {
    tally(column, hits, false, counts, 1);
  }
  return counts;
}

/** Facet values and statistics of one column over a search's hits. */
export interface ColumnFacet {
  counts: Record<string, number>;
  stats: FacetStats | null;
}

/**
 * Value counts, highest first, then by value (code-point order); at most `limit` values; and for a
 * number attribute its statistics. One pass over the codes reads each count, zeroes it for the next
 * search and keeps the first `limit` in order, so a column of 20,000 distinct kilometre readings
 * costs a pass, not a sort of all of them, on every search.
 */
export function countFacet(column: AttributeColumn, hits: Bitset, nbHits: number, limit: number): ColumnFacet {
  const counts = codeCounts(column, hits, nbHits);
  const { labelRank, values } = column;
  const keep = Math.max(0, limit);
  const top: number[] = [];
  const topCounts: number[] = [];
  // Statistics from the counts: values are coded in ascending order, and whole numbers sum the same in any order.
  const fromCounts = values !== null && column.integral;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let counted = 0;
  for (let code = 0; code < counts.length; code += 1) {
    const n = counts[code]!;
    if (n === 0) continue;
    counts[code] = 0;
    if (fromCounts) {
      if (counted === 0) min = values[code]!;
      max = values[code]!;
      sum += n * values[code]!;
      counted += n;
    }
    if (keep === 0) continue;
    if (top.length === keep) {
      const lastCount = topCounts[keep - 1]!;
      if (n < lastCount || (n === lastCount && labelRank[code]! > labelRank[top[keep - 1]!]!)) continue;
    }
    // The first kept entry this one comes before: fewer cars, or as many and a later value.
    let low = 0;
    let high = top.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const keptFirst = topCounts[middle]! - n || labelRank[code]! - labelRank[top[middle]!]!;
      if (keptFirst > 0) low = middle + 1;
      else high = middle;
    }
    top.splice(low, 0, code);
    topCounts.splice(low, 0, n);
    if (top.length > keep) {
      top.pop();
      topCounts.pop();
    }
  }
  const out: Record<string, number> = {};
  for (let i = 0; i < top.length; i += 1) out[column.labels[top[i]!]!] = topCounts[i]!;
  let stats: FacetStats | null = null;
  if (values && fromCounts) stats = counted === 0 ? null : { min, max, avg: sum / counted, sum };
  else if (values) stats = facetStats(column, hits);
  return { counts: out, stats };
}

/** Min, max, average and sum of a number attribute over the cars in `hits` that have it, summed in car order; null when none has. */
function facetStats(column: AttributeColumn, hits: Bitset): FacetStats | null {
  const numbers = column.numbers!;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let counted = 0;
  for (let i = 0; i < hits.length; i += 1) {
    let word = hits[i]!;
    while (word !== 0) {
      const low = word & -word;
      const value = numbers[(i << 5) + (31 - Math.clz32(low))]!;
      word ^= low;
      if (Number.isNaN(value)) continue;
      if (value < min) min = value;
      if (value > max) max = value;
      sum += value;
      counted += 1;
    }
  }
  return counted === 0 ? null : { min, max, avg: sum / counted, sum };
}
